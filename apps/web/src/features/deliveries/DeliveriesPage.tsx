import {
  DELIVERY_TEXTS as D,
  OPEN_SALE_STATUSES,
  SALE_TEXTS as T,
  deliveryMoves,
  formatAddress,
  formatCents,
  formatPhone,
  nextDeliveryMove,
} from '@ability/domain';
import { ClockCircleOutlined, EnvironmentOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { type EmptyBrands, useEmptyBrands } from '../../api/empties';
import { type Sale, useOpenDeliveries, useSalesLiveRefresh, useTakeableSales } from '../../api/sales';
import { onServiceWorkerTakeover } from '../../app/serviceWorkerTakeover';
import { useSession } from '../../app/session';
import { SaleMoving, SaleStatusTag, shownStatus } from '../sales/SaleStatusTag';
import { itemsText, saleValue, shareUrl } from '../sales/saleText';
import { useNow } from '../sales/useNow';
import { useSaleActions } from '../sales/saleActions';
import { CustomerEmptiesNotice } from '../empties/CustomerEmptiesNotice';
import { MyDaySummary } from '../settlements/MyDaySummary';
import { mapsUrl, mapsQuery, telUrl, useOnline } from './links';
import { DeliveryNfce } from './DeliveryNfce';
import { PixPanel } from './PixPanel';
import { GasDoPovoAtDoor } from './GasDoPovoAtDoor';
import { gasDoPovoDoor, waitsForReceipt } from './gasDoPovoDoor';
import type { QueuedMove } from './moveQueue';
import { DoorEmpties, doorEmptiesToSend, shownEmptyBrands } from './DoorEmpties';
import { useDeliveryMoves } from './useDeliveryMoves';

/**
 * 'Pedidos sem entregador' (its cards, the take's request and message): below the deliverer's own cards,
 * read once they are (the server answers none unless a unit lets deliverers take orders), and its module
 * loaded only when there is a sale to take.
 */
const TakeableSales = lazy(() => import('./TakeableSales'));

/** The sale as the deliverer left it: its moves still waiting for the connection already applied. */
function withPending(sale: Sale, waiting: QueuedMove[]): Sale {
  const last = waiting.at(-1);
  if (!last) return sale;
  const leftAt = waiting.findLast((m) => m.to === 'in_transit')?.queued_at;
  return { ...sale, status: last.to, in_transit_at: leftAt ?? sale.in_transit_at };
}

/** One open sale as the deliverer needs it in the street: who, where, what, how paid, and the next step. */
function DeliveryCard({
  sale: served,
  moves: actions,
  sales,
  offline,
  flags,
}: {
  sale: Sale;
  moves: ReturnType<typeof useDeliveryMoves>;
  /** The sale's other actions (the PIX confirmation, which waits for the network). */
  sales: ReturnType<typeof useSaleActions>;
  offline: boolean;
  /** The units' brands and flags (the empties' buttons). */
  flags: EmptyBrands | undefined;
}) {
  const waiting = actions.pending.filter((m) => m.sale_id === served.id);
  const sale = withPending(served, waiting);
  const [tapped, setTapped] = useState<ReadonlyMap<number, number | null>>(new Map());
  const tied = flags?.units.find((u) => u.id === sale.resale_id)?.tied_brand_id ?? null;
  const shownBrands = shownEmptyBrands(
    served,
    tapped,
    waiting.flatMap((m) => m.empties ?? []),
    tied,
  );
  const moveTo = (to: (typeof moves)[number]) => {
    const empties = to === 'canceled' ? [] : doorEmptiesToSend(served, shownBrands);
    void Promise.resolve(actions.move(sale, to, empties.length ? { empties } : undefined)).then(() =>
      setTapped(new Map()),
    );
  };
  // Each card keeps its own clock: a sale on its way every second (its minutes, and late past 15), the others
  // once a minute. Not the whole list every second (on a phone that kept the page busy: blocking time).
  const now = useNow(sale.status === 'in_transit' || sale.status === 'delayed' ? 1000 : 60_000);
  const status = shownStatus(sale, now);
  const main = nextDeliveryMove(status);
  // The next step first, as the wide button; the other allowed moves under it.
  const moves = deliveryMoves(status)
    .filter((to) => !waitsForReceipt(sale, to))
    .sort((a, b) => Number(b === main) - Number(a === main));
  const c = sale.customer;
  const address = formatAddress(c?.address);
  const reference = c?.address?.reference?.trim();
  const payments = sale.payments.map((p) => `${p.payment_method.description} ${formatCents(p.value_cents)}`);
  return (
    <article className="delivery-card" data-testid="delivery-card" aria-label={D.order(sale.doc_number)}>
      <header className="delivery-card-head">
        <strong className="delivery-card-number">{D.order(sale.doc_number)}</strong>
        <SaleStatusTag sale={sale} now={now} />
      </header>
      {waiting.length > 0 && (
        <Tag
          icon={<ClockCircleOutlined />}
          color="warning"
          className="delivery-card-pending"
          data-testid="delivery-pending"
        >
          {D.pending(waiting.length)}
        </Tag>
      )}
      <div className="delivery-card-time">
        <span className="text-secondary">
          {D.soldAt(dayjs(sale.sold_on).format('DD/MM'), dayjs(sale.sold_on).format('HH:mm'))}
        </span>
        <SaleMoving sale={sale} now={now} />
      </div>
      <div className="delivery-card-customer">{c ? c.name : T.noCustomer}</div>
      {c &&
        (address ? (
          <a
            className="delivery-card-address"
            href={c.address ? mapsUrl(mapsQuery(c.address)) : undefined}
            target="_blank"
            rel="noreferrer"
          >
            <EnvironmentOutlined aria-hidden /> <span>{address}</span>
          </a>
        ) : (
          <span className="text-secondary">{D.noAddress}</span>
        ))}
      {reference && (
        <div className="delivery-card-reference">
          <span className="text-secondary">{D.reference}</span> {reference}
        </div>
      )}
      {c && c.contacts.length > 0 && (
        <div className="delivery-card-phones">
          {c.contacts.map((k) => (
            <Button
              key={k.id}
              href={telUrl(k.phone)}
              icon={<PhoneOutlined />}
              size="large"
              aria-label={D.call(formatPhone(k.phone))}
            >
              {formatPhone(k.phone)}
            </Button>
          ))}
        </div>
      )}
      <dl className="delivery-card-facts">
        <dt>{T.fields.items}</dt>
        <dd>{itemsText(sale)}</dd>
        <dt>{D.paidWith}</dt>
        <dd>{payments.join(', ') || '—'}</dd>
        <dt>{D.total}</dt>
        <dd>
          <strong>{formatCents(saleValue(sale))}</strong>
        </dd>
      </dl>
      {c && <CustomerEmptiesNotice customerId={c.id} />}
      {sale.change_cents > 0 && (
        <div className="delivery-card-change" data-testid="delivery-change">
          {D.change(formatCents(sale.change_cents))}
        </div>
      )}
      {sale.obs && <div className="delivery-card-obs">{sale.obs}</div>}
      <PixPanel sale={sale} actions={sales} offline={offline} />
      <DeliveryNfce sale={sale} offline={offline} />
      {(moves.length > 0 || gasDoPovoDoor(sale)) && (
        <DoorEmpties
          sale={served}
          brands={flags?.brands ?? []}
          shown={shownBrands}
          onPick={(product, brand) => setTapped((m) => new Map(m).set(product, brand))}
        />
      )}
      <GasDoPovoAtDoor sale={sale} moves={actions} empties={doorEmptiesToSend(served, shownBrands)} />
      <div className="delivery-card-actions" data-testid="delivery-moves">
        {moves.length === 0 && <span className="text-secondary">{D.noMoves}</span>}
        {moves.map((to) => (
          <Button
            key={to}
            size="large"
            type={to === main ? 'primary' : 'default'}
            danger={to === 'canceled'}
            block={to === main}
            loading={actions.sending === sale.id && to === main}
            disabled={actions.sending === sale.id}
            onClick={() => moveTo(to)}
          >
            {T.actionLabels[to]}
          </Button>
        ))}
        <Button size="large" href={shareUrl(sale)} target="_blank" rel="noreferrer" icon={<WhatsAppOutlined />}>
          {D.whatsapp}
        </Button>
      </div>
    </article>
  );
}

/** The second read after the network returns (useOfflineStart). */
const AGAIN_MS = 4000;

/**
 * The list without network: read once more through the service worker when it first takes the
 * page over (so one online visit leaves the cards for a start without network), and read again when the
 * network returns — a list opened offline came from the service worker's copy, and the query library,
 * which never saw the browser go offline, would not read it again by itself.
 */
function useOfflineStart(refetch: () => unknown, online: boolean) {
  const read = useRef(refetch);
  read.current = refetch;
  useEffect(() => onServiceWorkerTakeover(() => void read.current()), []);
  const wasOnline = useRef(online);
  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (!back) return;
    // At once, and again a moment later: the browser says it is online a little before its requests (the
    // service worker's too) reach the network, and meanwhile the service worker answers with its copy.
    void read.current();
    const again = setTimeout(() => void read.current(), AGAIN_MS);
    return () => clearTimeout(again);
  }, [online]);
}

/** 'Minhas entregas': the deliverer's open sales as cards for a phone, live with the sales list's events. */
export function DeliveriesPage() {
  const session = useSession();
  const online = useOnline();
  const own = session.role === 'deliverer' ? session.employee?.id : undefined;
  const list = useOpenDeliveries(OPEN_SALE_STATUSES, own);
  const takeable = useTakeableSales(own !== undefined && !list.isPending).data ?? [];
  const moves = useDeliveryMoves();
  const sales = useSaleActions();
  const brands = useEmptyBrands();
  const flags = brands.data;
  // The cards wait for the brands while they are on their way: their buttons, drawn later inside each card,
  // pushed its moves down on a slow network (a layout shift of 0.04 on a phone). Offline they are not awaited
  // (the query library, which did not see the browser go offline, asks the service worker and waits).
  const waiting = list.isPending || (online && brands.isLoading);

  useSalesLiveRefresh();
  useOfflineStart(list.refetch, online);

  const rows = list.data ?? [];
  return (
    <div className="deliveries">
      <div className="page-header">
        <h1>{D.title}</h1>
      </div>
      <p className="text-secondary deliveries-note" style={{ marginTop: -8 }}>
        {D.assignedOnly}
      </p>
      {!online && <Alert type="warning" showIcon title={D.offline} style={{ marginBottom: 12 }} />}
      {moves.pending.length > 0 && online && (
        <Alert type="info" showIcon title={D.waitingTotal(moves.pending.length)} style={{ marginBottom: 12 }} />
      )}
      {moves.refused.map((r) => (
        <Alert
          key={r.move.key}
          type="error"
          showIcon
          closable={{ onClose: () => moves.dismiss(r) }}
          title={D.refused(r.move.doc_number, T.actionLabels[r.move.to], r.reason)}
          style={{ marginBottom: 12 }}
          data-testid="delivery-refused"
        />
      ))}
      <MyDaySummary online={online} />
      {list.isError && !list.data && <Alert type="error" showIcon title={D.loadError} style={{ marginBottom: 12 }} />}
      {list.isError && !list.data ? null : waiting ? (
        <div key="loading" style={{ textAlign: 'center', margin: 48 }}>
          <Spin /> <span className="text-secondary">{D.loading}</span>
        </div>
      ) : rows.length === 0 ? (
        <Empty description={D.empty} />
      ) : (
        // Its own element, not the loading one's changed (which counted as that element moving).
        <div key="list" className="delivery-list">
          {rows.map((s) => (
            <DeliveryCard key={s.id} sale={s} moves={moves} sales={sales} offline={!online} flags={flags} />
          ))}
        </div>
      )}
      {takeable.length > 0 && (
        <Suspense fallback={null}>
          <TakeableSales rows={takeable} offline={!online} />
        </Suspense>
      )}
    </div>
  );
}
