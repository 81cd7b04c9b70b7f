import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

export interface ConfirmDeleteProps {
  onConfirm: () => unknown;
  label?: string;
  disabled?: boolean;
}

/** Every delete asks 'Você tem certeza?' first. */
export function ConfirmDelete({ onConfirm, label = 'Remover', disabled }: ConfirmDeleteProps) {
  return (
    <Popconfirm
      title="Você tem certeza?"
      okText="Sim"
      cancelText="Não"
      onConfirm={onConfirm}
      okButtonProps={{ danger: true }}
    >
      <Button
        danger
        type="text"
        size="small"
        icon={<DeleteOutlined />}
        aria-label={label}
        title={label}
        disabled={disabled}
      />
    </Popconfirm>
  );
}
