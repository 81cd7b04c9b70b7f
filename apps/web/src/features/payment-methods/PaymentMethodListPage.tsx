import {
  CARD_TYPE_COLORS,
  CARD_TYPE_LABELS,
  PAYMENT_METHOD_STATUS_COLORS,
  PAYMENT_METHOD_STATUS_LABELS,
  PAYMENT_METHOD_TEXTS as T,
  formatAdmTax,
} from '@ability/domain';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import {
  type PaymentMethod,
  useDeletePaymentMethod,
  usePaymentMethodList,
  usePaymentMethodOptions,
} from '../../api/payment-methods';
import { ListPage } from '../../shared/ListPage';
import { RowActions } from '../../shared/RowActions';
import { UnitFilter } from '../../shared/UnitFilter';
import { useNotify } from '../../shared/notify';
import { useListState } from '../../shared/useListState';
import { PAYMENT_METHODS_PATH } from './paths';

export function PaymentMethodListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const state = useListState('payment_methods', {
    query: undefined as string | undefined,
    resale_id: undefined as string | undefined,
  });
  const { query: text, resale_id } = state.values;
  const query = { page: state.page, query: text, resale_id: resale_id ? Number(resale_id) : undefined };
  const list = usePaymentMethodList(query);
  const options = usePaymentMethodOptions();
  const remove = useDeletePaymentMethod();
  const editPath = (m: PaymentMethod) => `${PAYMENT_METHODS_PATH}/${m.id}/editar`;

  const onDelete = async (m: PaymentMethod) => {
    try {
      await remove.mutateAsync(m.id);
      notify.success(T.removed(m.description));
    } catch {
      notify.error(T.removeError(m.description));
    }
  };

  const columns: ColumnsType<PaymentMethod> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    {
      title: T.columns.description,
      dataIndex: 'description',
      render: (description: string, m) => (
        <>
          <Link to={editPath(m)}>{description}</Link>
          {m.default && (
            <Tag color="gold" style={{ marginLeft: 8 }}>
              {T.defaultTag}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: T.columns.status,
      dataIndex: 'status',
      render: (status: boolean) => (
        <Tag color={PAYMENT_METHOD_STATUS_COLORS[`${status}`]}>{PAYMENT_METHOD_STATUS_LABELS[`${status}`]}</Tag>
      ),
    },
    {
      title: T.columns.card_type,
      dataIndex: 'card_type',
      render: (type: PaymentMethod['card_type']) => <Tag color={CARD_TYPE_COLORS[type]}>{CARD_TYPE_LABELS[type]}</Tag>,
    },
    { title: T.columns.delivery_time, dataIndex: 'delivery_time', align: 'right' },
    { title: T.columns.adm_tax, dataIndex: 'adm_tax', align: 'right', render: formatAdmTax },
    {
      title: T.columns.actions,
      key: 'actions',
      width: 100,
      render: (_, m) => <RowActions name={m.description} editTo={editPath(m)} onDelete={() => onDelete(m)} />,
    },
  ];

  return (
    <ListPage<PaymentMethod>
      title={T.listTitle}
      total={list.data?.total}
      actions={
        <Link to={`${PAYMENT_METHODS_PATH}/novo`}>
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
      onRowOpen={(m) => navigate(editPath(m))}
      exportOf={{ path: '/payment_methods', query }}
    />
  );
}
