import {
  SALE_STATUS_COLORS,
  SALE_STATUS_LABELS,
  SALE_TEXTS as T,
  type SaleStatus,
  humanizeMinutes,
  isDelayed,
  minutesInTransit,
  minutesLate,
} from '@ability/domain';
import { Tag } from 'antd';
import type { Sale } from '../../api/sales';
import { useNow } from './useNow';

/** The status as the screen shows it now: an in_transit sale past 15 minutes is already delayed here. */
export function shownStatus(sale: Pick<Sale, 'status' | 'in_transit_at'>, now: number): SaleStatus {
  if (sale.status === 'in_transit' && isDelayed(sale.in_transit_at, now)) return 'delayed';
  return sale.status;
}

export function SaleStatusTag({ sale, now }: { sale: Pick<Sale, 'status' | 'in_transit_at'>; now: number }) {
  const status = shownStatus(sale, now);
  return (
    <Tag color={SALE_STATUS_COLORS[status]} data-testid="sale-status">
      {SALE_STATUS_LABELS[status]}
    </Tag>
  );
}

/**
 * Minutes since the sale left (in_transit or delayed), and how late it is, ticking with `now`. `compact`
 * (the list): one line, the delay when there is one, else the time in transit; both in the tooltip.
 */
export function SaleMoving({
  sale,
  now,
  compact = false,
}: {
  sale: Pick<Sale, 'status' | 'in_transit_at'>;
  now: number;
  compact?: boolean;
}) {
  if ((sale.status !== 'in_transit' && sale.status !== 'delayed') || !sale.in_transit_at) return null;
  const late = minutesLate(sale.in_transit_at, now);
  const moving = `${T.inTransitFor} ${humanizeMinutes(minutesInTransit(sale.in_transit_at, now))}`;
  if (compact) {
    const full = late > 0 ? `${moving} · ${T.minutesLate(late)}` : moving;
    return (
      <span
        className={`cell-line ${late > 0 ? 'text-danger' : 'text-secondary'}`}
        title={full}
        style={{ fontSize: 12 }}
        data-testid="sale-moving"
      >
        {late > 0 ? T.minutesLate(late) : moving}
      </span>
    );
  }
  return (
    <div style={{ fontSize: 12 }} data-testid="sale-moving">
      <span className="text-secondary">{moving}</span>
      {late > 0 && (
        <div>
          <span className="text-danger">{T.minutesLate(late)}</span>
        </div>
      )}
    </div>
  );
}

/**
 * The list's status cell with its own clock: a sale on its way re-reads the time every second (the
 * minutes tick, and past 15 it shows as late); the others once a minute. Only these cells re-render,
 * not the whole table every second (which kept the page busy: Lighthouse's blocking time).
 */
export function LiveSaleStatus({ sale }: { sale: Pick<Sale, 'status' | 'in_transit_at'> }) {
  const moving = sale.status === 'in_transit' || sale.status === 'delayed';
  const now = useNow(moving ? 1000 : 60_000);
  return (
    <>
      <SaleStatusTag sale={sale} now={now} />
      <SaleMoving sale={sale} now={now} compact />
    </>
  );
}
