// The owner's report of the Gás do Povo per day (Relatórios): each live redemption's reference price, the
// refill's shelf price and its cost (the product's last purchase price up to the day), summed by the
// domain's gasDoPovoReport.
import { type RedemptionEconomics, gasDoPovoReport } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { unitCondition } from '../../lib/scope';

export async function gasDoPovoDailyReport(db: Executor, q: { units: number[] | null; start: string; end: string }) {
  const rows = await queryRows<{ day: string; reference: number; shelf: number; cost: number | null }>(
    db,
    sql`select to_char(s.day, 'YYYY-MM-DD') as day, g.price_cents::int as reference,
               coalesce(p.price_cents, 0)::int as shelf, c.cost::int as cost
          from gas_do_povo_redemptions g
          cross join lateral (
            select coalesce((select rc.issue_date from receivables rc
                              join gas_do_povo_units u on u.resale_id = g.resale_id and u.customer_id = rc.customer_id
                             where rc.sale_id = g.sale_id limit 1), g.created_at::date) as day) s
          left join lateral (
            select pr.id, pr.price_cents from sale_items si join products pr on pr.id = si.product_id
             where si.sale_id = g.sale_id
             order by pr.gas_do_povo_eligible desc, (si.price_cents = g.price_cents) desc, si.id limit 1) p on true
          left join lateral (
            select (e.price_cents - e.discount_cents / greatest(e.quantity, 1)) as cost
              from product_entry_items e
             where e.product_id = p.id and e.issue_date <= s.day
             order by e.issue_date desc, e.id desc limit 1) c on true
         where g.canceled_at is null and s.day between ${q.start} and ${q.end}
           and ${unitCondition(sql`g.resale_id`, q.units) ?? sql`true`}`,
  );
  const economics: RedemptionEconomics[] = rows.map((r) => ({
    day: r.day,
    reference_cents: Number(r.reference),
    shelf_cents: Number(r.shelf),
    cost_cents: r.cost === null ? null : Number(r.cost),
  }));
  return { start: q.start, end: q.end, ...gasDoPovoReport(economics) };
}

/**
 * The Painel's Gás do Povo figure: the live redemptions of the month of `today` (count, reference value)
 * and what Caixa still owes for every live redemption (count, open value of their receivables).
 */
export async function gasDoPovoDashboard(db: Executor, units: number[] | null, today: string) {
  const monthStart = `${today.slice(0, 8)}01`;
  const [x] = await queryRows<{ mn: number; mv: number; on: number; ov: number }>(
    db,
    sql`select count(*) filter (where rc.issue_date between ${monthStart} and ${today})::int as mn,
               coalesce(sum(g.price_cents) filter (where rc.issue_date between ${monthStart} and ${today}), 0)::bigint as mv,
               count(*) filter (where rc.value_cents > rc.received_cents)::int as "on",
               coalesce(sum(rc.value_cents - rc.received_cents) filter (where rc.value_cents > rc.received_cents), 0)::bigint as ov
          from gas_do_povo_redemptions g
          join gas_do_povo_units u on u.resale_id = g.resale_id
          join receivables rc on rc.sale_id = g.sale_id and rc.customer_id = u.customer_id
         where g.canceled_at is null and ${unitCondition(sql`g.resale_id`, units) ?? sql`true`}`,
  );
  return {
    month: { count: Number(x?.mn ?? 0), value_cents: Number(x?.mv ?? 0) },
    open: { count: Number(x?.on ?? 0), value_cents: Number(x?.ov ?? 0) },
  };
}
