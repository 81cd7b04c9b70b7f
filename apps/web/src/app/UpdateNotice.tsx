import { DELIVERY_TEXTS as D } from '@ability/domain';
import { Button } from 'antd';
import { AntdTheme } from './AntdTheme';

/** A new version is ready: applied only when the user asks (UpdatePrompt). */
export default function UpdateNotice({ onUpdate }: { onUpdate: () => void }) {
  return (
    <AntdTheme>
      <div className="update-prompt" role="status">
        <span>{D.newVersion}</span>
        <Button type="primary" size="small" onClick={onUpdate}>
          {D.update}
        </Button>
      </div>
    </AntdTheme>
  );
}
