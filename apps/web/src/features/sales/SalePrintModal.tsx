import {
  SALE_CHANNEL_LABELS,
  SALE_TEXTS as T,
  formatAddress,
  formatCents,
  formatPhone,
  itemSubtotal,
  saleTotal,
} from '@ability/domain';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import dayjs from 'dayjs';
import type { Sale } from '../../api/sales';

export interface SalePrintModalProps {
  sale: Sale | null;
  onClose: () => void;
}

/** The printable order: customer, items (total = Σ price × quantity − discount), payments; print styles in global.css. */
export function SalePrintModal({ sale, onClose }: SalePrintModalProps) {
  return (
    <Modal
      open={!!sale}
      onCancel={onClose}
      title={sale ? `Pedido #${sale.doc_number}` : ''}
      width={640}
      footer={
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {T.print}
        </Button>
      }
    >
      {sale && (
        <div className="sale-print" data-testid="sale-print">
          <h2>
            {sale.resale.name} · Pedido #{sale.doc_number}
          </h2>
          <p>
            {dayjs(sale.sold_on).format('DD/MM/YYYY HH:mm')} · {SALE_CHANNEL_LABELS[sale.channel]}
            {sale.employee ? ` · ${T.fields.employee}: ${sale.employee.name}` : ''}
          </p>
          {sale.customer ? (
            <p>
              <strong>{sale.customer.name}</strong>
              <br />
              {formatAddress(sale.customer.address)}
              <br />
              {sale.customer.contacts.map((c) => formatPhone(c.phone)).join(', ')}
            </p>
          ) : (
            <p>{T.noCustomer}</p>
          )}
          <table className="sale-print-table">
            <thead>
              <tr>
                <th>{T.fields.product}</th>
                <th>{T.fields.quantity}</th>
                <th>{T.fields.price}</th>
                <th>{T.fields.discount}</th>
                <th>{T.fields.subtotal}</th>
              </tr>
            </thead>
            <tbody>
              {sale.items.map((i) => (
                <tr key={i.id}>
                  <td>{i.product.description}</td>
                  <td>{i.quantity}</td>
                  <td>{formatCents(i.price_cents)}</td>
                  <td>{formatCents(i.discount_cents)}</td>
                  <td>{formatCents(itemSubtotal(i))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={4}>{T.fields.total}</td>
                <td data-testid="print-total">{formatCents(saleTotal(sale.items))}</td>
              </tr>
            </tfoot>
          </table>
          <p>
            {sale.payments
              .map(
                (p) =>
                  `${p.payment_method.description}: ${formatCents(p.value_cents)}${p.due_date ? ` (${dayjs(p.due_date).format('DD/MM/YYYY')})` : ''}`,
              )
              .join(' · ')}
            {sale.change_cents > 0 && ` · ${T.fields.change}: ${formatCents(sale.change_cents)}`}
          </p>
          {sale.obs && <p>{sale.obs}</p>}
        </div>
      )}
    </Modal>
  );
}
