import { SHORTCUT_TEXTS as T } from '@ability/domain';
import { Button, Modal } from 'antd';

/**
 * The keyboard shortcuts, opened with '?'. Its chunk (antd's Modal) loads when '?' is
 * first pressed (CommandPalette).
 */
export default function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={T.title}
      className="shortcuts-help"
      footer={
        <Button type="primary" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      <table className="shortcuts-table">
        <thead>
          <tr>
            <th scope="col">{T.columns.keys}</th>
            <th scope="col">{T.columns.action}</th>
          </tr>
        </thead>
        <tbody>
          {T.list.map((s) => (
            <tr key={s.action}>
              <td>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && ` ${s.join} `}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{s.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
