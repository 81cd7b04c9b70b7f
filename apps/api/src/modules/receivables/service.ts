// The receivables' reads: the record, the list with its per-status summary and searches. Writes are in writes.ts.
import type { ReceivableDateType, ReceivableStatus } from '@ability/domain';
import { type SQL, and, asc, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { type Db, type Executor, pgArray } from '../../db/client';
import { customerNames, customers, receivableDayTotals, receivables } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { type PageRequest, type PageResult, executePrepared, limits } from '../../lib/list';
import { unitCondition } from '../../lib/scope';
import { containsDigits, containsText } from '../../lib/search';
import { type BillRecordFields, type BillSummary, billRefColumns, billStatus, pageWithSummary } from '../finance/bills';
import { today } from '../finance/refs';

export type Summary = BillSummary<'received'>;

export interface ReceivableRecord extends BillRecordFields {
  received_cents: number;
  /** The seeds' name for what was received so far. */
  receipt_value_cents: number;
  receipt_date: string | null;
  status: ReceivableStatus;
  customer_id: number | null;
  customer: { id: number; name: string; cpf_cnpj: string | null } | null;
  sale_id: number | null;
  employee_id: number | null;
}

const r = receivables;
const status = billStatus(r, { value: r.value_cents, settled: r.received_cents, due: r.due_date }, 'received');
const refs = billRefColumns(r);

const columns = (day: string) => ({
  id: r.id,
  document: r.document,
  description: r.description,
  issue_date: r.issue_date,
  due_date: r.due_date,
  value_cents: r.value_cents,
  received_cents: r.received_cents,
  receipt_value_cents: r.received_cents,
  debt_cents: sql<number>`(${r.value_cents} - ${r.received_cents})`.mapWith(Number),
  fine_cents: r.fine_cents,
  discount_cents: r.discount_cents,
  receipt_date: r.receipt_date,
  status: status.column(day),
  resale_id: r.resale_id,
  resale: refs.resale,
  // The customer from a scalar subquery too (billRefColumns).
  customer_id: r.customer_id,
  customer: sql<ReceivableRecord['customer']>`(select json_build_object('id', c.id, 'name', c.name,
    'cpf_cnpj', c.cpf_cnpj) from customers c where c.id = ${r.customer_id})`,
  sale_id: r.sale_id,
  user_id: r.user_id,
  employee_id: r.employee_id,
  payment_method_id: r.payment_method_id,
  payment_method: refs.payment_method,
  account_id: r.account_id,
  bill: refs.bill,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

// Every receivable has its unit (FK, not null), as the inner join of the joined form required.
const base = (db: Executor, day: string) => db.select(columns(day)).from(r);

export interface ReceivableFilter {
  search?: string;
  dateType?: ReceivableDateType;
  date?: { start: string; end: string };
  payment_method_id?: number;
  user_id?: number;
  employee_id?: number;
  customer_id?: number;
  status?: ReceivableStatus | 'all';
  units: number[] | null;
}

const dateColumn = (t: ReceivableDateType | undefined) =>
  t === 'issue_date' ? r.issue_date : t === 'receipt_date' ? r.receipt_date : r.due_date;

/**
 * Customer name (accents ignored), customer CPF/CNPJ digits, or the receivable's document, as two arms: the
 * receivables of the customers found, and the receivables whose document matches. The names that match are
 * found in customer_names (each distinct name once, trigram-indexed), their customers through
 * customers_name_idx, their receivables through receivables_customer_cover_idx.
 */
function searchArms(text: string | undefined): [SQL, SQL] | undefined {
  const q = text?.trim();
  if (!q) return undefined;
  const byName = sql`${customers.name} = any(array(select ${customerNames.name} from ${customerNames}
    where ${containsText(customerNames.name, q)}))`;
  const byCustomer = or(byName, containsDigits(customers.cpf_cnpj, q));
  return [
    sql`${r.customer_id} = any(array(select ${customers.id} from ${customers} where ${byCustomer}))`,
    containsText(r.document, q),
  ];
}

/** The filter without the search (which searchArms gives). */
function rest(q: ReceivableFilter, day: string, withStatus: boolean) {
  const col = dateColumn(q.dateType);
  return and(
    q.date ? gte(col, q.date.start) : undefined,
    q.date ? lte(col, q.date.end) : undefined,
    q.payment_method_id ? eq(r.payment_method_id, q.payment_method_id) : undefined,
    q.user_id ? eq(r.user_id, q.user_id) : undefined,
    q.employee_id ? eq(r.employee_id, q.employee_id) : undefined,
    q.customer_id ? eq(r.customer_id, q.customer_id) : undefined,
    withStatus ? status.condition(q.status, day) : undefined,
    unitCondition(r.resale_id, q.units),
  );
}

/**
 * The receivables of a search as `select <fields> … union select <fields> …`, one arm per way of matching:
 * each arm reads its own index (the customers' arm only receivables_customer_cover_idx, which holds what
 * the summary and the due-date order need), and the union drops a receivable both arms find. An OR of
 * the two would read every match from the table (a bitmap heap scan of one page per match).
 */
function searchMatches(arms: [SQL, SQL], filter: SQL | undefined, fields: SQL): SQL {
  const [byCustomer, byDocument] = arms;
  return sql`select ${fields} from ${r} where ${and(byCustomer, filter)}
    union select ${fields} from ${r} where ${and(byDocument, filter)}`;
}

const summaryFields = sql.join([r.id, r.due_date, r.value_cents, r.received_cents], sql`, `);

/**
 * Per status over the filter without the status (the bar toggles between them), as billStatus.summary
 * counts them: the settled ones (count, value received), overdue and early-due (count, open value), all
 * (count, bill totals). A search sums its matches (searchMatches); a due-date range over every unit, with
 * no other filter, sums receivable_day_totals (a few rows a day, kept by triggers); anything else
 * scans the filtered receivables through the covering indexes.
 */
export async function receivableSummary(db: Executor, q: ReceivableFilter, day: string): Promise<Summary> {
  const arms = searchArms(q.search);
  if (arms) return (await searchSummaryAndPage(db, arms, q, day, 1, 0)).summary;
  const byDueDate = !q.date || dateColumn(q.dateType) === r.due_date;
  const other = q.payment_method_id || q.user_id || q.employee_id || q.customer_id;
  if (!byDueDate || other || q.units !== null) return status.summary(db, rest(q, day, false), day);
  const t = receivableDayTotals;
  const overdue = sql`${t.open} and ${t.due_date} < ${day}`;
  const earlydue = sql`${t.open} and ${t.due_date} >= ${day}`;
  const sum = (v: SQL, where?: SQL) =>
    sql<number>`coalesce(sum(${v})${where ? sql` filter (where ${where})` : sql``}, 0)`.mapWith(Number);
  const [x] = await db
    .select({
      done_n: sum(sql`${t.n}`, sql`not ${t.open}`),
      done_v: sum(sql`${t.received_cents}`, sql`not ${t.open}`),
      overdue_n: sum(sql`${t.n}`, overdue),
      overdue_v: sum(sql`${t.value_cents} - ${t.received_cents}`, overdue),
      earlydue_n: sum(sql`${t.n}`, earlydue),
      earlydue_v: sum(sql`${t.value_cents} - ${t.received_cents}`, earlydue),
      all_n: sum(sql`${t.n}`),
      all_v: sum(sql`${t.value_cents}`),
    })
    .from(t)
    .where(and(q.date ? gte(t.due_date, q.date.start) : undefined, q.date ? lte(t.due_date, q.date.end) : undefined));
  return summaryObject(x!);
}

type SummaryRow = Record<`${'done' | 'overdue' | 'earlydue' | 'all'}_${'n' | 'v'}`, number>;

/** In billStatus.summary's key order (the reply's). */
const summaryObject = (x: SummaryRow): Summary => ({
  received: { count: x.done_n, value_cents: x.done_v },
  earlydue: { count: x.earlydue_n, value_cents: x.earlydue_v },
  overdue: { count: x.overdue_n, value_cents: x.overdue_v },
  all: { count: x.all_n, value_cents: x.all_v },
});

/** billStatus.summary's figures over rows with the columns of `receivables` it reads. */
function summaryColumns(day: string) {
  const done = status.condition('received', day)!;
  const overdue = status.condition('overdue', day)!;
  const earlydue = status.condition('earlydue', day)!;
  const open = sql`${r.value_cents} - ${r.received_cents}`;
  const n = (where?: SQL) => sql<number>`count(*)${where ? sql` filter (where ${where})` : sql``}`.mapWith(Number);
  const sum = (v: SQL, where?: SQL) =>
    sql<number>`coalesce(sum(${v})${where ? sql` filter (where ${where})` : sql``}, 0)`.mapWith(Number);
  return {
    done_n: n(done),
    done_v: sum(sql`${r.received_cents}`, done),
    overdue_n: n(overdue),
    overdue_v: sum(open, overdue),
    earlydue_n: n(earlydue),
    earlydue_v: sum(open, earlydue),
    all_n: n(),
    all_v: sum(sql`${r.value_cents}`),
  };
}

/**
 * A search's summary and the ids of its page in one pass over its matches (searchMatches, filtered without
 * the status; the page's ids are the status's matches in the list order, sliced).
 */
async function searchSummaryAndPage(
  db: Executor,
  arms: [SQL, SQL],
  q: ReceivableFilter,
  day: string,
  limit: number,
  offset: number,
): Promise<{ summary: Summary; ids: number[] }> {
  const col = dateColumn(q.dateType);
  const matches = searchMatches(arms, rest(q, day, false), sql`${summaryFields}, ${col} as "d"`);
  const order = sql.raw(q.dateType === 'receipt_date' ? '"d" desc, "id"' : '"d", "id"');
  const inPage = status.condition(q.status, day);
  const [x] = await db
    .select({
      ...summaryColumns(day),
      ids: sql<
        number[] | null
      >`(array_agg("id" order by ${order})${inPage ? sql` filter (where ${inPage})` : sql``})[${offset + 1}::int:${offset + limit}::int]`,
    })
    .from(sql`(${matches}) as ${r}`);
  const { ids, ...figures } = x!;
  return { summary: summaryObject(figures), ids: ids ?? [] };
}

export async function listReceivables(
  db: Db,
  q: ReceivableFilter,
  p: PageRequest,
): Promise<PageResult<ReceivableRecord> & { summary: Summary }> {
  const day = today();
  const { limit, offset } = limits(p);
  const col = dateColumn(q.dateType);
  const order = [q.dateType === 'receipt_date' ? desc(col) : asc(col), asc(r.id)];
  const arms = searchArms(q.search);
  if (arms) {
    // The summary and the page's ids in one pass over the matches, then the page's rows by id: a statement of
    // one shape whatever the search, prepared (its generic plan, a primary-key lookup, costs no planning).
    const { summary, ids } = await searchSummaryAndPage(db, arms, q, day, limit, offset);
    const rows = ids.length
      ? (executePrepared(
          base(db, day)
            .where(sql`${r.id} = any(${pgArray(ids)}::int[])`)
            .orderBy(...order),
        ) as Promise<ReceivableRecord[]>)
      : Promise.resolve([]);
    return pageWithSummary(p, rows, Promise.resolve(summary), q.status);
  }
  const rows = base(db, day)
    .where(rest(q, day, true))
    .orderBy(...order)
    .limit(limit)
    .offset(offset) as Promise<ReceivableRecord[]>;
  return pageWithSummary(p, rows, receivableSummary(db, q, day), q.status);
}

export async function getReceivable(
  db: Executor,
  id: number,
  units: number[] | null = null,
): Promise<ReceivableRecord> {
  const [row] = await base(db, today()).where(and(eq(r.id, id), unitCondition(r.resale_id, units)));
  if (!row) throw notFound();
  return row as ReceivableRecord;
}
