import {
  CARD_TYPE_COLORS,
  CARD_TYPE_LABELS,
  PAYMENT_METHOD_STATUS_COLORS,
  PAYMENT_METHOD_STATUS_LABELS,
  PAYMENT_METHOD_TEXTS as T,
  formatAdmTax,
} from '@ability/domain';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { type PaymentMethod, paymentMethodHooks } from '../../api/payment-methods';
import { ListPage } from '../../shared/ListPage';
import { useRegisterList } from '../../shared/useRegisterList';
import { PAYMENT_METHODS_PATH } from './paths';

export function PaymentMethodListPage() {
  const { listProps, editPath, actionsColumn } = useRegisterList<PaymentMethod>({
    path: PAYMENT_METHODS_PATH,
    apiPath: '/payment_methods',
    resource: 'payment_methods',
    texts: T,
    hooks: paymentMethodHooks,
    name: (m) => m.description,
  });

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
    actionsColumn,
  ];

  return <ListPage<PaymentMethod> {...listProps} columns={columns} />;
}
