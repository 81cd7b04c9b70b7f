import { EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { Link } from 'react-router';
import { ConfirmDelete } from './ConfirmDelete';

export interface RowActionsProps {
  /** The record as people name it, for the buttons' accessible labels. */
  name: string;
  editTo: string;
  /** Absent when the role may not remove the record (the permission table): no delete button. */
  onDelete?: () => unknown;
  /** Why this record may not be removed (one's own user): the delete button is disabled with it as tooltip. */
  deleteDisabledReason?: string;
}

/** The Ações cell of a register: edit link and delete with 'Você tem certeza?'. */
export function RowActions({ name, editTo, onDelete, deleteDisabledReason }: RowActionsProps) {
  return (
    <Space size={0}>
      <Tooltip title="Editar">
        <Link to={editTo} aria-label={`Editar ${name}`}>
          <Button type="text" size="small" icon={<EditOutlined />} />
        </Link>
      </Tooltip>
      {!onDelete ? null : deleteDisabledReason ? (
        <Tooltip title={deleteDisabledReason}>
          <span>
            <ConfirmDelete onConfirm={() => undefined} label={`Remover ${name}`} disabled />
          </span>
        </Tooltip>
      ) : (
        <ConfirmDelete onConfirm={onDelete} label={`Remover ${name}`} />
      )}
    </Space>
  );
}
