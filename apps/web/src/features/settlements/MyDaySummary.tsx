import {
  SETTLEMENT_STATUS_COLORS,
  SETTLEMENT_STATUS_LABELS,
  SETTLEMENT_TEXTS as T,
  formatCents,
} from '@ability/domain';
import { Tag } from 'antd';
import { useSettlement } from '../../api/settlements';
import { useSession } from '../../app/session';
import { todayIso } from '../../shared/todayRange';
import './settlements.css';

/** One unit's day: what the deliverer should hand in, per method (the methods with money only). */
function UnitDay({
  resale,
  showUnit,
  online,
}: {
  resale: { id: number; name: string };
  showUnit: boolean;
  online: boolean;
}) {
  const day = useSettlement({ resale_id: resale.id, date: todayIso() });
  const s = day.data;
  // Offline or refused, the cards below still matter more: nothing is shown. While it arrives online, its
  // place is kept (the cards below do not jump when it comes).
  if (!s && !(online && day.isLoading)) return null;
  const lines = s?.lines.filter((l) => l.expected_cents !== 0) ?? [];
  return (
    <section
      className={s ? 'my-day' : 'my-day my-day-pending'}
      data-testid={s ? 'my-day' : undefined}
      aria-busy={!s}
      aria-label={T.myDay}
    >
      <header className="my-day-head">
        <strong>
          {T.myDay}
          {showUnit && ` · ${resale.name}`}
        </strong>
        {s?.status === 'closed' && <Tag color={SETTLEMENT_STATUS_COLORS.closed}>{SETTLEMENT_STATUS_LABELS.closed}</Tag>}
      </header>
      {!s ? null : lines.length === 0 ? (
        <div className="my-day-empty">{T.myDayEmpty}</div>
      ) : (
        <dl className="my-day-lines">
          {lines.map((l) => (
            <div key={l.payment_method_id} className="my-day-line">
              <dt>{l.payment_method.description}</dt>
              <dd>{formatCents(l.expected_cents)}</dd>
            </div>
          ))}
          <div className="my-day-line my-day-total">
            <dt>{T.myDayTotal}</dt>
            <dd data-testid="my-day-total">{formatCents(s.totals.expected_cents)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

/**
 * The deliverer's own day on 'Minhas entregas': the expected per payment method of their delivered and
 * finished sales today (GET /settlements, their own), one block per unit they work in.
 */
export function MyDaySummary({ online }: { online: boolean }) {
  const session = useSession();
  if (session.role !== 'deliverer' || !session.employee) return null;
  return (
    <>
      {session.resales.map((r) => (
        <UnitDay key={r.id} resale={r} showUnit={session.resales.length > 1} online={online} />
      ))}
    </>
  );
}
