import { BANK_TEXTS as T, BANK_TYPE_LABELS } from '@ability/domain';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Bank, bankHooks } from '../../api/banks';
import { useEdition } from '../../app/edition';
import { ListPage } from '../../shared/ListPage';
import { moneyCell } from '../../shared/cells';
import { useRegisterList } from '../../shared/useRegisterList';
import { BANKS_PATH } from './paths';

export function BankListPage() {
  const edition = useEdition();
  const { listProps, editLink, actionsColumn } = useRegisterList<Bank>({
    path: BANKS_PATH,
    apiPath: '/banks',
    resource: 'banks',
    texts: T,
    hooks: bankHooks,
    name: (b) => b.description,
  });
  const columns: ColumnsType<Bank> = [
    {
      title: T.columns.type_bank,
      dataIndex: 'type_bank',
      render: (t: Bank['type_bank']) => <Tag color={t === 'safe' ? 'gold' : 'blue'}>{BANK_TYPE_LABELS[t]}</Tag>,
    },
    { title: T.columns.description, dataIndex: 'description', render: editLink },
    { title: edition.unit, dataIndex: ['resale', 'name'] },
    { title: T.columns.ag, dataIndex: 'ag', render: (v: string | null) => v ?? '—' },
    { title: T.columns.account, dataIndex: 'account', render: (v: string | null) => v ?? '—' },
    { title: T.columns.balance, dataIndex: 'balance_cents', align: 'right', render: moneyCell },
    actionsColumn,
  ];
  return <ListPage<Bank> {...listProps} columns={columns} />;
}
