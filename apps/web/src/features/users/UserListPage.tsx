import { ROLE_LABELS, type Role, USER_TEXTS } from '@ability/domain';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { type User, useDeleteUser, useUserList, useUserOptions } from '../../api/users';
import { useEdition } from '../../app/edition';
import { useSession } from '../../app/session';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { ListPage } from '../../shared/ListPage';
import { UnitsSelect } from '../../shared/UnitsSelect';
import { phoneCell } from '../../shared/cells';
import { useNotify } from '../../shared/notify';
import { errorReason } from '../../shared/serverErrors';
import { useListState } from '../../shared/useListState';

const texts = USER_TEXTS;
const LIST = '/usuarios';
const ROLE_COLORS: Record<Role, string> = { admin: 'gold', attendant: 'purple', deliverer: 'blue' };
const editPath = (u: User) => `${LIST}/${u.id}/editar`;
const nameOf = (u: User) => u.employee?.name || u.email;

export function UserListPage() {
  const edition = useEdition();
  const me = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const state = useListState('users', {
    query: undefined as string | undefined,
    resale_id: undefined as string | undefined,
  });
  const query = { page: state.page, query: state.values.query, resale_id: state.values.resale_id };
  const list = useUserList(query);
  const options = useUserOptions();
  const remove = useDeleteUser();

  const onDelete = async (u: User) => {
    try {
      await remove.mutateAsync(u.id);
      notify.success(texts.removed);
    } catch (err) {
      notify.error(texts.removeError, errorReason(err));
    }
  };

  const columns: ColumnsType<User> = [
    {
      title: texts.columns.employee,
      key: 'employee',
      render: (_, u) => <Link to={editPath(u)}>{u.employee?.name ?? '—'}</Link>,
    },
    {
      title: texts.columns.role,
      dataIndex: 'role',
      width: 140,
      render: (role: Role) => <Tag color={ROLE_COLORS[role]}>{ROLE_LABELS[role]}</Tag>,
    },
    { title: texts.columns.email, dataIndex: 'email' },
    { title: texts.columns.phone, dataIndex: 'phone', render: phoneCell },
    {
      title: texts.columns.actions,
      key: 'actions',
      width: 100,
      render: (_, u) => (
        <Space size={0}>
          {u.id === me.id ? (
            <Tooltip title={texts.cannotDeleteSelf}>
              <span>
                <ConfirmDelete onConfirm={() => undefined} label={`Remover ${nameOf(u)}`} disabled />
              </span>
            </Tooltip>
          ) : (
            <ConfirmDelete onConfirm={() => onDelete(u)} label={`Remover ${nameOf(u)}`} />
          )}
          <Tooltip title="Editar">
            <Link to={editPath(u)} aria-label={`Editar ${nameOf(u)}`}>
              <Button type="text" size="small" icon={<EditOutlined />} />
            </Link>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <ListPage<User>
      title={texts.listTitle}
      total={list.data?.total}
      actions={
        <Link to={`${LIST}/novo`}>
          <Button type="primary" icon={<PlusOutlined />}>
            {texts.createButton}
          </Button>
        </Link>
      }
      search={{
        placeholder: texts.searchPlaceholder,
        value: state.values.query,
        onSearch: (v) => state.set({ ...state.values, query: v }),
      }}
      filters={
        <Form layout="inline">
          <Form.Item label={edition.unit} htmlFor="users-unit-filter">
            <UnitsSelect
              id="users-unit-filter"
              units={options.data?.resales}
              value={state.values.resale_id ? Number(state.values.resale_id) : undefined}
              onChange={(v) => state.set({ ...state.values, resale_id: v ? String(v) : undefined })}
              placeholder={`Todas as ${edition.unitLower}s`}
              style={{ minWidth: 260 }}
            />
          </Form.Item>
        </Form>
      }
      activeFilters={state.values.resale_id ? 1 : 0}
      onClear={state.values.resale_id || state.values.query ? state.reset : undefined}
      columns={columns}
      rows={list.data?.rows}
      rowKey="id"
      loading={list.isFetching}
      loadingText={texts.loading}
      emptyText={texts.empty}
      page={state.page}
      perPage={list.data?.perPage ?? 25}
      onPageChange={(page) => state.set({ ...state.values, page })}
      onRowOpen={(u) => navigate(editPath(u))}
      exportOf={{ path: '/users', query }}
    />
  );
}
