import {
  GAS_DO_POVO_DOOR_TEXTS,
  SALE_CHANNEL_LABELS,
  SALE_TEXTS as T,
  formatAddress,
  formatCents,
  formatPhone,
  humanizeMinutes,
} from '@ability/domain';
import { EditOutlined, PrinterOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Space } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { Sale } from '../../api/sales';
import { useDrawerSize } from '../../shared/useDrawerSize';
import { CUSTOMERS_PATH } from '../customers/paths';
import { SaleMoving, SaleStatusTag, shownStatus } from './SaleStatusTag';
import { STATUS_ACTIONS, type useSaleActions } from './saleActions';
import { itemsText, saleValue, shareUrl } from './saleText';
import { useNow } from './useNow';

export interface SaleDetailsDrawerProps {
  sale: Sale | null;
  actions: ReturnType<typeof useSaleActions>;
  onPrint: (sale: Sale) => void;
  onClose: () => void;
}

/** Delivery time: sold_on → delivered_at, humanised. */
export function deliveryTime(s: Sale): string | null {
  if (!s.delivered_at) return null;
  return humanizeMinutes((new Date(s.delivered_at).getTime() - new Date(s.sold_on).getTime()) / 60_000);
}

/** The sale's details at the right: actions (hidden for the current status), customer link, delivery time, share. */
export function SaleDetailsDrawer({ sale, actions, onPrint, onClose }: SaleDetailsDrawerProps) {
  const now = useNow();
  const size = useDrawerSize();
  const status = sale ? shownStatus(sale, now) : null;
  return (
    <Drawer open={!!sale} onClose={onClose} size={size} title={sale ? `${T.details} #${sale.doc_number}` : ''}>
      {sale && (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            {STATUS_ACTIONS.filter((a) => a.key !== status).map((a) => (
              <Button
                key={a.key}
                danger={a.key === 'canceled'}
                onClick={() => actions.move(sale, a.key)}
                disabled={actions.busy}
              >
                {a.label}
              </Button>
            ))}
          </Space>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={T.fields.status}>
              <SaleStatusTag sale={sale} now={now} />
              <SaleMoving sale={sale} now={now} />
            </Descriptions.Item>
            <Descriptions.Item label={T.fields.sold_on}>
              {dayjs(sale.sold_on).format('DD/MM/YYYY HH:mm')}
            </Descriptions.Item>
            {deliveryTime(sale) && <Descriptions.Item label={T.deliveryTime}>{deliveryTime(sale)}</Descriptions.Item>}
            <Descriptions.Item label={T.fields.channel}>{SALE_CHANNEL_LABELS[sale.channel]}</Descriptions.Item>
            <Descriptions.Item label={T.fields.customer}>
              {sale.customer ? (
                <>
                  <Link to={`${CUSTOMERS_PATH}/${sale.customer.id}/editar`}>{sale.customer.name}</Link>
                  <div>{formatAddress(sale.customer.address)}</div>
                  <div>{sale.customer.contacts.map((c) => formatPhone(c.phone)).join(', ')}</div>
                </>
              ) : (
                T.noCustomer
              )}
            </Descriptions.Item>
            <Descriptions.Item label={T.fields.employee}>{sale.employee?.name ?? T.noSeller}</Descriptions.Item>
            <Descriptions.Item label={T.fields.items}>{itemsText(sale)}</Descriptions.Item>
            <Descriptions.Item label={T.fields.payments}>
              {sale.payments.map((p) => (
                <div key={p.id}>
                  {p.payment_method.description}: {formatCents(p.value_cents)}
                  {p.due_date ? ` (${dayjs(p.due_date).format('DD/MM/YYYY')})` : ''}
                </div>
              ))}
            </Descriptions.Item>
            {sale.change_cents > 0 && (
              <Descriptions.Item label={T.fields.change}>{formatCents(sale.change_cents)}</Descriptions.Item>
            )}
            <Descriptions.Item label={T.fields.total}>{formatCents(saleValue(sale))}</Descriptions.Item>
            {sale.obs && <Descriptions.Item label={T.fields.obs}>{sale.obs}</Descriptions.Item>}
            {sale.gas_do_povo?.divergence_cents != null && (
              <Descriptions.Item label={GAS_DO_POVO_DOOR_TEXTS.divergence}>
                <span data-testid="gas-do-povo-divergence">
                  {GAS_DO_POVO_DOOR_TEXTS.divergenceText(
                    formatCents(sale.gas_do_povo.divergence_cents),
                    sale.gas_do_povo.cancel_reason ?? '—',
                  )}
                </span>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Space wrap style={{ marginTop: 16 }}>
            <a href={shareUrl(sale)} target="_blank" rel="noreferrer">
              <Button icon={<WhatsAppOutlined />}>{T.share}</Button>
            </a>
            <Button icon={<PrinterOutlined />} onClick={() => onPrint(sale)}>
              {T.print}
            </Button>
            <Link to={`/vendas/${sale.id}/editar`}>
              <Button icon={<EditOutlined />}>{T.edit}</Button>
            </Link>
          </Space>
        </>
      )}
    </Drawer>
  );
}
