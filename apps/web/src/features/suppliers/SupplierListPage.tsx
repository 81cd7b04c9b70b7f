import { SUPPLIER_TEXTS as T, formatCpfCnpj } from '@ability/domain';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { type Supplier, useDeleteSupplier, useSupplierList, useSupplierOptions } from '../../api/suppliers';
import { ListPage } from '../../shared/ListPage';
import { RowActions } from '../../shared/RowActions';
import { UnitFilter } from '../../shared/UnitFilter';
import { addressCell, phoneCell } from '../../shared/cells';
import { useNotify } from '../../shared/notify';
import { useListState } from '../../shared/useListState';
import { SUPPLIERS_PATH } from './paths';

export function SupplierListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const state = useListState('suppliers', {
    query: undefined as string | undefined,
    resale_id: undefined as string | undefined,
  });
  const { query: text, resale_id } = state.values;
  const query = { page: state.page, query: text, resale_id: resale_id ? Number(resale_id) : undefined };
  const list = useSupplierList(query);
  const options = useSupplierOptions();
  const remove = useDeleteSupplier();
  const editPath = (s: Supplier) => `${SUPPLIERS_PATH}/${s.id}/editar`;

  const onDelete = async (s: Supplier) => {
    try {
      await remove.mutateAsync(s.id);
      notify.success(T.removed(s.name));
    } catch {
      notify.error(T.removeError(s.name));
    }
  };

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
    {
      title: T.columns.actions,
      key: 'actions',
      width: 100,
      render: (_, s) => <RowActions name={s.name} editTo={editPath(s)} onDelete={() => onDelete(s)} />,
    },
  ];

  return (
    <ListPage<Supplier>
      title={T.listTitle}
      total={list.data?.total}
      actions={
        <Link to={`${SUPPLIERS_PATH}/novo`}>
          <Button type="primary" icon={<PlusOutlined />}>
            {T.createButton}
          </Button>
        </Link>
      }
      search={{ placeholder: T.searchPlaceholder, value: text, onSearch: (v) => state.set({ query: v }) }}
      filters={
        <UnitFilter units={options.data?.resales} value={resale_id} onChange={(v) => state.set({ resale_id: v })} />
      }
      activeFilters={resale_id ? 1 : 0}
      onClear={text || resale_id ? state.reset : undefined}
      columns={columns}
      rows={list.data?.rows}
      rowKey="id"
      loading={list.isFetching}
      loadingText={T.loading}
      emptyText={T.empty}
      page={state.page}
      perPage={list.data?.perPage ?? 25}
      onPageChange={(page) => state.set({ ...state.values, page })}
      onRowOpen={(s) => navigate(editPath(s))}
      exportOf={{ path: '/suppliers', query }}
    />
  );
}
