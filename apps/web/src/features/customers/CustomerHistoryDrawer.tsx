import { CUSTOMER_TEXTS as T, SALE_CHANNEL_LABELS, SALE_TEXTS, formatCents } from '@ability/domain';
import { RedoOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, List, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { type CustomerSale, useCustomerSales } from '../../api/customers';
import { useDrawerSize } from '../../shared/useDrawerSize';
import { CUSTOMERS_PATH } from './paths';

export interface CustomerHistoryDrawerProps {
  customer: { id: number; name: string } | null;
  onClose: () => void;
  /** On a new sale: 'Repetir' fills the form with that order. */
  onRepeat?: (sale: CustomerSale) => void;
}

/** 'Últimas compras': each sale with date, channel, items, payments and deliverer. */
export function CustomerHistoryDrawer({ customer, onClose, onRepeat }: CustomerHistoryDrawerProps) {
  const size = useDrawerSize();
  const sales = useCustomerSales(customer?.id);
  return (
    <Drawer
      open={!!customer}
      onClose={onClose}
      title={T.historyTitle}
      size={size}
      extra={customer && <Link to={`${CUSTOMERS_PATH}/${customer.id}/editar`}>{T.viewProfile}</Link>}
    >
      {customer && <Typography.Title level={5}>{customer.name}</Typography.Title>}
      {sales.isLoading ? (
        <Spin />
      ) : !sales.data?.length ? (
        <Empty description={T.historyEmpty} />
      ) : (
        <List
          dataSource={sales.data}
          renderItem={(s) => (
            <List.Item
              key={s.id}
              actions={
                onRepeat && [
                  <Button
                    key="repeat"
                    size="small"
                    icon={<RedoOutlined />}
                    aria-label={SALE_TEXTS.repeatAria(dayjs(s.sold_on).format('DD/MM/YYYY HH:mm'))}
                    onClick={() => onRepeat(s)}
                  >
                    {SALE_TEXTS.repeat}
                  </Button>,
                ]
              }
            >
              <div style={{ width: '100%' }}>
                <Typography.Text strong>{dayjs(s.sold_on).format('DD/MM/YYYY HH:mm')}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  · {SALE_CHANNEL_LABELS[s.channel] ?? s.channel}
                  {s.employee ? ` · ${s.employee.name}` : ''}
                </Typography.Text>
                <div>
                  {s.items.map((i) => (
                    <div key={i.id}>
                      {i.quantity} × {i.product.description} ({formatCents(i.price_cents)})
                    </div>
                  ))}
                </div>
                <Typography.Text type="secondary">
                  {s.payments.map((p) => `${p.payment_method.description}: ${formatCents(p.value_cents)}`).join(' · ')}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
