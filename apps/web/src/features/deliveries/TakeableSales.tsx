import { DELIVERY_TEXTS as D, SALE_TEXTS as T, formatAddress, formatCents } from '@ability/domain';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import { ApiError } from '../../api/client';
import { type Sale, useTakeSale } from '../../api/sales';
import { flashMessage } from '../../shared/antdFeedback';
import { itemsText, saleValue } from '../sales/saleText';

/** The server's reason for a refused take (pt-BR), or the generic text. */
function refusal(err: unknown): string {
  const base = err instanceof ApiError ? err.fieldErrors?.base?.[0] : undefined;
  return base ?? D.take.error;
}

/** A compact card of a sale without a deliverer: number, customer, address, items, total, time, one button. */
function TakeCard({
  sale,
  sending,
  disabled,
  onTake,
}: {
  sale: Sale;
  sending: boolean;
  disabled: boolean;
  onTake: (sale: Sale) => void;
}) {
  const c = sale.customer;
  const address = formatAddress(c?.address);
  return (
    <article className="delivery-card take-card" data-testid="take-card" aria-label={D.order(sale.doc_number)}>
      <header className="delivery-card-head">
        <strong className="delivery-card-number">{D.order(sale.doc_number)}</strong>
        <span className="text-secondary">{dayjs(sale.sold_on).format('DD/MM HH:mm')}</span>
      </header>
      <div className="delivery-card-customer">{c ? c.name : T.noCustomer}</div>
      <span className="text-secondary take-card-address">
        <EnvironmentOutlined aria-hidden /> {address || D.noAddress}
      </span>
      <div className="take-card-facts">
        <span>{itemsText(sale)}</span>
        <strong>{formatCents(saleValue(sale))}</strong>
      </div>
      <Button
        type="primary"
        size="large"
        block
        loading={sending}
        disabled={disabled && !sending}
        onClick={() => onTake(sale)}
      >
        {D.take.button}
      </Button>
    </article>
  );
}

/**
 * 'Pedidos sem entregador': the open sales of the deliverer's units with no deliverer, when a unit lets
 * deliverers take them (the server answers none otherwise, and the section stays hidden). A taken sale
 * moves to the deliverer's own list (the sales' queries read again). The list is read by DeliveriesPage,
 * which loads this module only when there is a sale to take.
 */
export default function TakeableSales({ rows, offline }: { rows: Sale[]; offline: boolean }) {
  const take = useTakeSale();
  const onTake = (sale: Sale) =>
    take.mutate(sale.id, { onSuccess: (taken) => flashMessage.success(D.take.taken(taken.doc_number)) });
  return (
    <section className="take-section" aria-labelledby="take-title" data-testid="take-section">
      <h2 id="take-title">{D.take.title}</h2>
      <p className="text-secondary deliveries-note">{D.take.help}</p>
      {take.isError && (
        <Alert
          type="error"
          showIcon
          title={refusal(take.error)}
          style={{ marginBottom: 12 }}
          data-testid="take-refused"
        />
      )}
      <div className="delivery-list">
        {rows.map((s) => (
          <TakeCard
            key={s.id}
            sale={s}
            sending={take.isPending && take.variables === s.id}
            disabled={offline || take.isPending}
            onTake={onTake}
          />
        ))}
      </div>
    </section>
  );
}
