// The reconciliation of the Gás do Povo (Financeiro › Gás do Povo): each live redemption against its
// receivable of the unit's 'Caixa – Gás do Povo' debtor, and Caixa's deposits booked through the
// receivables' receipts (receiveParts), into the unit's Caixa account.
import {
  GAS_DO_POVO_DEPOSIT_ERRORS as E,
  type GasDoPovoState,
  type GasDoPovoValidation,
  type OpenRedemption,
  matchDeposit,
  splitDeposit,
} from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import type { Actor } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { assertWritableUnit } from '../../lib/scope';
import { today } from '../finance/refs';
import { lockReceivables, receiveParts } from '../receivables/writes';

export interface ReconciliationRow {
  id: number;
  sale_id: number;
  receivable_id: number | null;
  sold_on: string;
  nsu: string;
  validation: GasDoPovoValidation;
  cpf_last4: string;
  due_date: string;
  expected_cents: number;
  received_cents: number;
  difference_cents: number;
  receipt_date: string | null;
  state: GasDoPovoState;
}

export interface StateTotals {
  count: number;
  expected_cents: number;
  received_cents: number;
}

export interface ReconciliationQuery {
  resale_id: number;
  start: string;
  end: string;
  state?: GasDoPovoState;
}

/**
 * The unit's live redemptions with their receivable (the one of the sale owed by the unit's Caixa
 * debtor), the day of the sale being the receivable's issue date. `expected_cents` is the redemption's
 * reference price; the state is the domain's gasDoPovoState, written in SQL so the page and the totals
 * filter on it.
 */
function redemptionsSql(resaleId: number, day: string): SQL {
  return sql`
    select g.id, g.sale_id, rc.id as receivable_id,
           to_char(coalesce(rc.issue_date, g.created_at::date), 'YYYY-MM-DD') as sold_on,
           g.nsu, g.validation, g.cpf_last4, to_char(g.due_date, 'YYYY-MM-DD') as due_date,
           g.price_cents::bigint as expected_cents,
           coalesce(rc.received_cents, 0)::bigint as received_cents,
           to_char(rc.receipt_date, 'YYYY-MM-DD') as receipt_date,
           case when coalesce(rc.received_cents, 0) = g.price_cents then 'received'
                when coalesce(rc.received_cents, 0) <> 0 then 'divergent'
                when g.due_date < ${day}::date then 'overdue'
                else 'pending' end as state
      from gas_do_povo_redemptions g
      join gas_do_povo_units u on u.resale_id = g.resale_id
      left join receivables rc on rc.sale_id = g.sale_id and rc.customer_id = u.customer_id
     where g.resale_id = ${resaleId} and g.canceled_at is null`;
}

const num = (v: unknown) => Number(v ?? 0);

/** The period's redemptions (a page, or all for the export) and the totals per state and overall. */
export async function reconciliation(
  db: Executor,
  q: ReconciliationQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: ReconciliationRow[]; total: number; totals: Record<GasDoPovoState | 'all', StateTotals> }> {
  const day = today();
  const inPeriod = sql`x.sold_on between ${q.start} and ${q.end}`;
  const base = sql`(${redemptionsSql(q.resale_id, day)}) x`;
  const [rows, sums] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select * from ${base} where ${inPeriod} ${q.state ? sql`and x.state = ${q.state}` : sql``}
           order by x.sold_on, x.id limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ state: GasDoPovoState; n: unknown; expected: unknown; received: unknown }>(
      db,
      sql`select x.state, count(*) as n, sum(x.expected_cents) as expected, sum(x.received_cents) as received
            from ${base} where ${inPeriod} group by x.state`,
    ),
  ]);
  const zero = (): StateTotals => ({ count: 0, expected_cents: 0, received_cents: 0 });
  const totals = { pending: zero(), overdue: zero(), received: zero(), divergent: zero(), all: zero() };
  for (const s of sums) {
    const t = { count: num(s.n), expected_cents: num(s.expected), received_cents: num(s.received) };
    totals[s.state] = t;
    totals.all.count += t.count;
    totals.all.expected_cents += t.expected_cents;
    totals.all.received_cents += t.received_cents;
  }
  return {
    rows: rows.map((r) => ({
      ...(r as unknown as ReconciliationRow),
      receivable_id: r.receivable_id == null ? null : num(r.receivable_id),
      expected_cents: num(r.expected_cents),
      received_cents: num(r.received_cents),
      difference_cents: num(r.expected_cents) - num(r.received_cents),
    })),
    total: q.state ? totals[q.state].count : totals.all.count,
    totals,
  };
}

export interface DepositInput {
  resale_id: number;
  date: string;
  value_cents: number;
  /** The redemptions the deposit pays; none: matched by date and total (matchDeposit). */
  redemption_ids?: number[];
}

/**
 * A Caixa deposit: the redemptions it pays (chosen, or matched by date and total), their receivables
 * locked, the money split by splitDeposit (a short payment leaves the last one divergent, its difference
 * open), each part received through the receivables' receipts into the unit's Caixa account. All or
 * nothing; every refusal a pt-BR 422. Answers the redemptions paid.
 */
export async function registerDeposit(
  db: Db,
  actor: Actor,
  input: DepositInput,
): Promise<{ redemption_ids: number[]; value_cents: number; bank_id: number }> {
  assertWritableUnit(actor.user, input.resale_id);
  if (input.date > today()) throw fieldError('date', 'A data do depósito não pode ser futura.');
  return db.transaction(async (tx) => {
    const [unit] = await queryRows<{ bank_id: number | null; customer_id: number | null }>(
      tx,
      sql`select bank_id, customer_id from gas_do_povo_units where resale_id = ${input.resale_id}`,
    );
    if (!unit?.bank_id || !unit.customer_id) throw fieldError('base', E.noBank);
    const chosen = input.redemption_ids?.length ? [...new Set(input.redemption_ids)] : null;
    // The candidates' receivables, then locked (id order) and read again: a concurrent deposit waits here.
    const candidates = await queryRows<{ id: number; receivable_id: number; due_date: string }>(
      tx,
      sql`select g.id, rc.id as receivable_id, to_char(g.due_date, 'YYYY-MM-DD') as due_date
            from gas_do_povo_redemptions g
            join receivables rc on rc.sale_id = g.sale_id and rc.customer_id = ${unit.customer_id}
           where g.resale_id = ${input.resale_id} and g.canceled_at is null
             and ${chosen ? sql`g.id in (${sql.join(chosen, sql`, `)})` : sql`g.due_date <= ${input.date}::date and rc.received_cents = 0`}`,
    );
    if (chosen && candidates.length !== chosen.length) throw fieldError('redemption_ids', E.notOpen);
    if (!candidates.length) throw fieldError('redemption_ids', E.noMatch(input.value_cents));
    const locked = await lockReceivables(
      tx,
      candidates.map((c) => c.receivable_id),
    );
    const byReceivable = new Map(locked.map((l) => [l.id, l]));
    // Read again once locked: a sale canceled meanwhile dropped its receivable or canceled its redemption.
    const live = new Set(
      (
        await queryRows<{ id: number }>(
          tx,
          sql`select id from gas_do_povo_redemptions
               where id in (${sql.join(
                 candidates.map((c) => c.id),
                 sql`, `,
               )}) and canceled_at is null`,
        )
      ).map((r) => r.id),
    );
    const still = candidates.filter((c) => live.has(c.id) && byReceivable.has(c.receivable_id));
    if (chosen && still.length !== chosen.length) throw fieldError('redemption_ids', E.notOpen);
    if (!still.length) throw fieldError('redemption_ids', E.noMatch(input.value_cents));
    const open: (OpenRedemption & { receivable_id: number })[] = still.map((c) => {
      const l = byReceivable.get(c.receivable_id)!;
      return {
        id: c.id,
        receivable_id: c.receivable_id,
        due_date: c.due_date,
        open_cents: l.value_cents - l.received_cents,
      };
    });
    if (chosen && open.some((o) => o.open_cents <= 0)) throw fieldError('redemption_ids', E.notOpen);
    const paying = chosen ? open : matchDeposit(input.value_cents, input.date, open);
    if (!paying) throw fieldError('redemption_ids', E.noMatch(input.value_cents));
    const split = splitDeposit(input.value_cents, paying);
    if (!split.ok) throw fieldError(split.error === E.value ? 'value_cents' : 'redemption_ids', split.error);
    const receivableOf = new Map(open.map((o) => [o.id, o.receivable_id]));
    await receiveParts(
      tx,
      actor,
      locked,
      split.parts.map((p) => ({ id: receivableOf.get(p.id)!, cents: p.cents })),
      input.date,
      unit.bank_id,
    );
    return { redemption_ids: split.parts.map((p) => p.id), value_cents: input.value_cents, bank_id: unit.bank_id };
  });
}
