import { SUPPLIER_TEXTS as T, formatCpfCnpj } from '@ability/domain';
import { Typography } from 'antd';
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
    resource: 'suppliers',
    texts: T,
    hooks: supplierHooks,
    name: (s) => s.name,
  });

  const columns: ColumnsType<Supplier> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    {
      title: T.columns.name,
      dataIndex: 'name',
      render: (name: string, s) => (
        <>
          <Link to={editPath(s)}>{name}</Link>
          {s.trade_name && (
            <div>
              <Typography.Text type="secondary">{s.trade_name}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      title: T.columns.cpf_cnpj,
      dataIndex: 'cpf_cnpj',
      render: (v: string | null) => (v ? <span style={{ whiteSpace: 'nowrap' }}>{formatCpfCnpj(v)}</span> : '—'),
    },
    { title: T.columns.phone, dataIndex: 'phone', render: phoneCell },
    {
      title: T.columns.address,
      dataIndex: 'address',
      // The table sizes columns to their content: let the long address wrap so Ações stays in view.
      render: (a: Supplier['address']) => <div style={{ minWidth: 200, maxWidth: 300 }}>{addressCell(a)}</div>,
    },
    actionsColumn,
  ];

  return <ListPage<Supplier> {...listProps} columns={columns} />;
}
