import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';

export interface ConfirmDeleteProps {
  onConfirm: () => Promise<unknown> | void;
  label?: string;
  disabled?: boolean;
}

/** Every delete asks 'Você tem certeza?' first. */
export function ConfirmDelete({ onConfirm, label = 'Remover', disabled }: ConfirmDeleteProps) {
  return (
    <Popconfirm title="Você tem certeza?" okText="Sim" cancelText="Não" onConfirm={onConfirm} okButtonProps={{ danger: true }}>
      <Tooltip title={label}>
        <Button danger type="text" size="small" icon={<DeleteOutlined />} aria-label={label} disabled={disabled} />
      </Tooltip>
    </Popconfirm>
  );
}
