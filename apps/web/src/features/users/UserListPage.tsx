import { ROLE_LABELS, type Role, USER_TEXTS as T } from '@ability/domain';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { type User, userHooks } from '../../api/users';
import { useEdition } from '../../app/edition';
import { useSession } from '../../app/session';
import { ListPage } from '../../shared/ListPage';
import { phoneCell } from '../../shared/cells';
import { useRegisterList } from '../../shared/useRegisterList';
import { USERS_PATH } from './paths';

const ROLE_COLORS: Record<Role, string> = { admin: 'gold', attendant: 'purple', deliverer: 'blue' };
/** The user register's delete toasts do not name the user. */
const texts = { ...T, removed: () => T.removed, removeError: () => T.removeError };

export function UserListPage() {
  const edition = useEdition();
  const me = useSession();
  const { listProps, editPath, actionsColumn } = useRegisterList<User>({
    path: USERS_PATH,
    apiPath: '/users',
    resource: 'users',
    texts,
    hooks: userHooks,
    name: (u) => u.employee?.name || u.email,
    unitFilter: { placeholder: `Todas as ${edition.unitLower}s` },
    deleteDisabledReason: (u) => (u.id === me.id ? T.cannotDeleteSelf : undefined),
  });

  const columns: ColumnsType<User> = [
    {
      title: T.columns.employee,
      key: 'employee',
      render: (_, u) => <Link to={editPath(u)}>{u.employee?.name ?? '—'}</Link>,
    },
    {
      title: T.columns.role,
      dataIndex: 'role',
      width: 140,
      render: (role: Role) => <Tag color={ROLE_COLORS[role]}>{ROLE_LABELS[role]}</Tag>,
    },
    { title: T.columns.email, dataIndex: 'email' },
    { title: T.columns.phone, dataIndex: 'phone', render: phoneCell },
    actionsColumn,
  ];

  return <ListPage<User> {...listProps} columns={columns} />;
}
