import { type IsoDate, comodatoAtRisk } from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { unitCondition } from '../../lib/scope';
import { businessToday } from '../customers/segments';

/**
 * The comodato ledger, read from the empties' ledger (empty_moves, cause 'comodato': each lending adjustment
 * written there by its own writes, see empties/ledger.ts writeComodatoEmpties): per customer and product,
 * bottles lent (out of the depot full), returned (back as empties) and held now (the customer's loan), since when (the day of the oldest lending still open), and whether the customer is at risk
 * (comodatoAtRisk over what they hold in all and their statistics). No derived table: a customer's
 * lendings come through stock_appointments_customer_idx, a unit's through stock_appointments_lending_idx
 * (0033_comodato_ledger.sql).
 */
export interface ComodatoLine {
  customer_id: number;
  customer: { id: number; name: string };
  resale_id: number;
  product_id: number;
  product: { id: number; description: string };
  lent: number;
  returned: number;
  held: number;
  since: string | null;
  last_sale_on: string | null;
  purchase_interval_days: number | null;
  at_risk: boolean;
}

type Row = Omit<ComodatoLine, 'at_risk' | 'customer' | 'product'> & { customer_name: string; description: string };

async function ledgerRows(db: Executor, where: SQL, onlyHeld: boolean): Promise<Row[]> {
  const rows = await queryRows<Row>(
    db,
    sql`with per as (
          select a.id, a.customer_id, a.resale_id, a.product_id, a.date,
                 -coalesce(sum(m.quantity) filter (where m.account = 'place' and m.state = 'cheio'), 0) as lent,
                 coalesce(sum(m.quantity) filter (where m.account = 'place' and m.state = 'vazio'), 0) as returned,
                 coalesce(sum(m.quantity) filter (where m.account = 'loan'), 0) as held
            from stock_appointments a
            join empty_moves m on m.appointment_id = a.id and m.cause = 'comodato'
           where a.movement = 'lending' and ${where}
           group by a.id)
        select a.customer_id, c.name as customer_name, a.resale_id, a.product_id, p.description,
               sum(a.lent)::int as lent, sum(a.returned)::int as returned, sum(a.held)::int as held,
               to_char(min(a.date) filter (where a.held > 0), 'YYYY-MM-DD') as since,
               to_char(c.last_sale_on, 'YYYY-MM-DD') as last_sale_on, c.purchase_interval_days
          from per a
          join customers c on c.id = a.customer_id
          join products p on p.id = a.product_id
         group by a.customer_id, c.name, a.resale_id, a.product_id, p.description, c.last_sale_on,
                  c.purchase_interval_days
        having sum(a.lent) > 0 ${onlyHeld ? sql`and sum(a.held) > 0` : sql``}
         order by c.name, a.customer_id, p.description, a.product_id`,
  );
  return rows.map((r) => ({
    ...r,
    customer_id: Number(r.customer_id),
    resale_id: Number(r.resale_id),
    product_id: Number(r.product_id),
  }));
}

/** The lines with the customer's at-risk flag (over all that the customer holds). */
function withRisk(rows: Row[], today: IsoDate): ComodatoLine[] {
  const heldBy = new Map<number, number>();
  for (const r of rows) heldBy.set(r.customer_id, (heldBy.get(r.customer_id) ?? 0) + r.held);
  return rows.map(({ customer_name, description, ...r }) => ({
    ...r,
    customer: { id: r.customer_id, name: customer_name },
    product: { id: r.product_id, description },
    at_risk: comodatoAtRisk(
      {
        heldQuantity: heldBy.get(r.customer_id) ?? 0,
        lastSaleOn: r.last_sale_on,
        averageIntervalDays: r.purchase_interval_days,
      },
      today,
    ),
  }));
}

/** One customer's ledger: every product ever lent to them, returned ones included. */
export async function customerComodato(db: Executor, customerId: number, today: IsoDate = businessToday()) {
  const lines = withRisk(await ledgerRows(db, sql`a.customer_id = ${customerId}`, false), today);
  return {
    lines,
    held: lines.reduce((s, l) => s + l.held, 0),
    at_risk: lines.some((l) => l.at_risk),
  };
}

/** Who holds how many of which product in `units` (null: every unit): the lines with bottles held now. */
export async function comodatoReport(
  db: Executor,
  units: number[] | null,
  opts: { atRiskOnly?: boolean } = {},
  today: IsoDate = businessToday(),
) {
  const where = unitCondition(sql`a.resale_id`, units) ?? sql`true`;
  let lines = withRisk(await ledgerRows(db, sql`a.customer_id is not null and ${where}`, true), today);
  if (opts.atRiskOnly) lines = lines.filter((l) => l.at_risk);
  return {
    today,
    lines,
    held: lines.reduce((s, l) => s + l.held, 0),
    customers: new Set(lines.map((l) => l.customer_id)).size,
  };
}
