// The entries' summary bar (per product, count and total) over a date range, summed from the kept monthly
// and daily sums (product_entry_sums, product_entry_item_sums) rather than from the entries.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { productEntryItemSums, productEntrySums } from '../../db/schema/index';
import { RawJsonBytes } from '../../lib/json-body';

export interface SummaryProduct {
  product_name: string;
  items_quantity: number;
  items_price_cents: number;
}

export interface EntrySummary {
  /** Per product name (the same product of several units counts once); as JSON text when summed by the database. */
  products: SummaryProduct[] | RawJsonBytes;
  total_quantity: number;
  total_cents: number;
}

/** Periods of summary rows: months (`monthly`, by their first day) or days, from–to inclusive (null: open). */
interface Span {
  monthly: boolean;
  from: string | null;
  to: string | null;
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
const nextMonth = (day: string) => {
  const d = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/**
 * The summary rows (product_entry_sums, product_entry_item_sums: per day and per month) whose `plus` less
 * `minus` sum to the issue dates [start, end]: the months it touches, and at each edge either the month less
 * its days outside the range or the days inside without the month, whichever reads fewer days ("this month so
 * far" is the month less the days to come, which hold nothing unless entries were dated ahead). Every `minus`
 * row lies within a `plus` month. Null when the range is empty.
 */
function summarySpans(start: string | null, end: string | null): { plus: Span[]; minus: Span[] } | null {
  if (start && end && start > end) return null;
  const plus: Span[] = [];
  const minus: Span[] = [];
  let fromMonth = start ? firstOfMonth(start) : null;
  let toMonth = end ? firstOfMonth(end) : null;
  if (start && end && fromMonth === toMonth) {
    const inside = daysBetween(start, end);
    const month = daysBetween(fromMonth!, addDays(nextMonth(start), -1));
    if (inside === month) return { plus: [{ monthly: true, from: fromMonth, to: fromMonth }], minus };
    if (inside <= month - inside) return { plus: [{ monthly: false, from: start, to: end }], minus };
    plus.push({ monthly: true, from: fromMonth, to: fromMonth });
    if (start > fromMonth!) minus.push({ monthly: false, from: fromMonth, to: addDays(start, -1) });
    const last = addDays(nextMonth(end), -1);
    if (end < last) minus.push({ monthly: false, from: addDays(end, 1), to: last });
    return { plus, minus };
  }
  if (start && start !== fromMonth) {
    const after = nextMonth(start);
    if (daysBetween(fromMonth!, addDays(start, -1)) <= daysBetween(start, addDays(after, -1)))
      minus.push({ monthly: false, from: fromMonth, to: addDays(start, -1) });
    else {
      plus.push({ monthly: false, from: start, to: addDays(after, -1) });
      fromMonth = after;
    }
  }
  if (end) {
    const last = addDays(nextMonth(end), -1);
    if (end !== last) {
      if (daysBetween(addDays(end, 1), last) <= daysBetween(toMonth!, end))
        minus.push({ monthly: false, from: addDays(end, 1), to: last });
      else {
        plus.push({ monthly: false, from: toMonth, to: end });
        toMonth = firstOfMonth(addDays(toMonth!, -1));
      }
    }
  }
  if (!fromMonth || !toMonth || fromMonth <= toMonth) plus.push({ monthly: true, from: fromMonth, to: toMonth });
  return { plus, minus };
}

/** Rows of a summary table within the spans (one period as an equality: its rows are read in name order). */
function spansWhere(t: SQL, spans: Span[]): SQL {
  const bounds = (s: Span) =>
    s.from && s.from === s.to
      ? sql` and ${t}.period = ${s.from}`
      : sql`${s.from ? sql` and ${t}.period >= ${s.from}` : sql``}${s.to ? sql` and ${t}.period <= ${s.to}` : sql``}`;
  return sql.join(
    spans.map((s) => sql`(${t}.monthly = ${s.monthly}${bounds(s)})`),
    sql` or `,
  );
}

/**
 * Summary rows written as JSON text by the database: copied into the reply as bytes (jsonBody), so the server
 * neither receives thousands of rows nor writes them back; parsed if the summary is serialized another way.
 */
class JsonText extends RawJsonBytes {
  constructor(private readonly text: string) {
    super(Buffer.from(text, 'utf8'), undefined);
  }

  override toJSON(): unknown {
    const mark = super.toJSON();
    return mark === undefined ? JSON.parse(this.text) : mark;
  }
}

/**
 * The summary of an issue-date range over every unit, from the day and month sums kept by triggers
 * (0020_perf_stock_lists.sql), in one statement: the `plus` rows by name (one period holds one row per name,
 * read in name order from the index: the common "this month" and "today"), less the `minus` rows (usually
 * none), written as the bar's JSON array (the keys and numbers JSON.stringify gives; to_json escapes a text
 * as it does); and the entries' count and total.
 */
export async function summedSummary(db: Db, start: string | null, end: string | null) {
  const spans = summarySpans(start, end);
  if (!spans) return { n: 0, total: 0, quantity: 0, products: [] as SummaryProduct[] };
  const { plus, minus } = spans;
  const byName = (spans: Span[]) =>
    spans.length === 1 && spans[0]!.from && spans[0]!.from === spans[0]!.to
      ? sql`select s.description, s.items as n, s.quantity as q, s.value_cents as v
              from ${productEntryItemSums} s where ${spansWhere(sql`s`, spans)}`
      : sql`select s.description, sum(s.items) as n, sum(s.quantity) as q, sum(s.value_cents) as v
              from ${productEntryItemSums} s where ${spansWhere(sql`s`, spans)} group by s.description`;
  const named = minus.length
    ? sql`select p.description, p.q - coalesce(m.q, 0) as q, p.v - coalesce(m.v, 0) as v
            from (${byName(plus)}) p left join (${byName(minus)}) m on m.description = p.description
           where p.n - coalesce(m.n, 0) > 0`
    : sql`select p.description, p.q, p.v from (${byName(plus)}) p where p.n > 0`;
  const signed = (spans: Span[], sign: string) =>
    spans.length
      ? [
          sql`select ${sql.raw(sign)}e.entries as n, ${sql.raw(sign)}e.total_cents as v
            from ${productEntrySums} e where ${spansWhere(sql`e`, spans)}`,
        ]
      : [];
  const [row] = await queryRows<{ json: string | null; quantity: number; n: number; total: number }>(
    db,
    sql`select t.json, t.quantity, e.n, e.total
          from (select string_agg(concat('{"product_name":', to_json(x.description), ',"items_quantity":', x.q,
                                         ',"items_price_cents":', x.v, '}'), ',' order by x.description) as json,
                       coalesce(sum(x.q), 0)::bigint as quantity
                  from (${named}) x) t,
               (select coalesce(sum(y.n), 0)::int as n, coalesce(sum(y.v), 0)::bigint as total
                  from (${sql.join([...signed(plus, ''), ...signed(minus, '-')], sql` union all `)}) y) e`,
  );
  return {
    n: Number(row?.n ?? 0),
    total: Number(row?.total ?? 0),
    quantity: Number(row?.quantity ?? 0),
    products: new JsonText(`[${row?.json ?? ''}]`),
  };
}
