import { SUPPLIER_TEXTS as T, formatCpfCnpj } from '@ability/domain';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { type Supplier, supplierHooks } from '../../api/suppliers';
import { ListPage } from '../../shared/ListPage';
import { addressCell, phoneCell } from '../../shared/cells';
import { useRegisterList } from '../../shared/useRegisterList';
import { SUPPLIERS_PATH } from './paths';

export function SupplierListPage() {
  const { listProps, editPath, actionsColumn } = useRegisterList<Supplier>({
    path: SUPPLIERS_PATH,
    apiPath: '/suppliers',
    texts: T,
    hooks: supplierHooks,
    name: (s) => s.name,
  });

  const columns: ColumnsType<Supplier> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    { title: T.columns.name, dataIndex: 'name', render: (name: string, s) => <Link to={editPath(s)}>{name}</Link> },
    { title: T.columns.trade_name, dataIndex: 'trade_name', render: (v: string | null) => v || '—' },
    {
      title: T.columns.cpf_cnpj,
      dataIndex: 'cpf_cnpj',
      render: (v: string | null) => (v ? <span style={{ whiteSpace: 'nowrap' }}>{formatCpfCnpj(v)}</span> : '—'),
    },
    { title: T.columns.phone, dataIndex: 'phone', render: phoneCell },
    { title: T.columns.address, dataIndex: 'address', render: addressCell, width: 320, ellipsis: { showTitle: true } },
    actionsColumn,
  ];

  return <ListPage<Supplier> {...listProps} columns={columns} />;
}
