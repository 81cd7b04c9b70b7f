import { DELIVERY_TEXTS as D } from '@ability/domain';
import { Button } from 'antd';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers the service worker (production builds; the dev server has none) and, when a new version has
 * been downloaded, says so with a button: it is applied only when the user asks (registerType 'prompt').
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{D.newVersion}</span>
      <Button type="primary" size="small" onClick={() => updateServiceWorker(true)}>
        {D.update}
      </Button>
    </div>
  );
}
