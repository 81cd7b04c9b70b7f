import { ACCOUNT_GROUP_LABELS, ACCOUNT_TEXTS as T } from '@ability/domain';
import type { ColumnsType } from 'antd/es/table';
import { type Account, accountHooks } from '../../api/accounts';
import { useEdition } from '../../app/edition';
import { ListPage } from '../../shared/ListPage';
import { MovementTag } from '../../shared/MovementTag';
import { useRegisterList } from '../../shared/useRegisterList';
import { ACCOUNTS_PATH } from './paths';

export function AccountListPage() {
  const edition = useEdition();
  const { listProps, editLink, actionsColumn } = useRegisterList<Account>({
    path: ACCOUNTS_PATH,
    apiPath: '/accounts',
    resource: 'accounts',
    texts: T,
    hooks: accountHooks,
    name: (a) => a.description,
  });
  const columns: ColumnsType<Account> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    { title: T.columns.description, dataIndex: 'description', render: editLink },
    {
      title: T.columns.movement,
      dataIndex: 'movement',
      render: (m: Account['movement']) => <MovementTag movement={m} />,
    },
    { title: T.columns.group, dataIndex: 'group', render: (g: Account['group']) => ACCOUNT_GROUP_LABELS[g] },
    { title: T.columns.category, dataIndex: ['category', 'name'] },
    { title: edition.unit, dataIndex: ['resale', 'name'] },
    actionsColumn,
  ];
  return <ListPage<Account> {...listProps} columns={columns} />;
}
