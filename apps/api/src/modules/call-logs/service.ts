import { CALL_DEDUPE_SECONDS, type CallKind, VALIDATION } from '@ability/domain';
import { type SQL, and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { callLogHours, callLogs, customerContacts, resales } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { publishEvent } from '../../lib/events';
import { fieldError } from '../../lib/errors';
import { type PageRequest, type PageResult, limits, pageWithCount, countRows } from '../../lib/list';
import { searchColumnContains } from '../../lib/matches';
import { assertWritableUnit, unitCondition } from '../../lib/scope';
import { unitsAndTheirUsers } from '../users/options';
import type { CreateInput } from './schemas';

export interface CallLogRecord {
  id: number;
  kind: CallKind;
  phone: string;
  resale_id: number;
  resale: { id: number; name: string };
  customer: { id: number; name: string } | null;
  created_at: Date;
}

const t = callLogs;
// The unit and the customer are read per row of the page (by primary key), so the page itself is a
// walk of one index of call_logs that stops after its rows.
const columns = {
  id: t.id,
  kind: t.kind,
  phone: t.phone,
  resale_id: t.resale_id,
  resale: sql<{
    id: number;
    name: string;
  }>`(select json_build_object('id', r.id, 'name', r.name) from resales r where r.id = ${t.resale_id})`,
  customer: sql<{
    id: number;
    name: string;
  } | null>`(select json_build_object('id', c.id, 'name', c.name) from customers c where c.id = ${t.customer_id})`,
  created_at: t.created_at,
};

export interface ListFilters {
  kind?: CallKind;
  date?: { start: string; end: string };
  customer_name?: string;
  units: number[] | null;
}

/** The instants a range of the business's local days starts and ends at (created_at is an instant). */
function dateRange(date: { start: string; end: string }, timezone: string) {
  return {
    from: sql`(${date.start}::date)::timestamp at time zone ${timezone}`,
    to: sql`(${date.end}::date + 1)::timestamp at time zone ${timezone}`,
  };
}

/** Searches of GRAM characters or more are counted through the 5-character pieces of the names. */
const GRAM = 5;

/**
 * The filter. The customer's name is tested on the call's copy of it (customer_name_search, kept by
 * triggers: 0019_perf_call_logs.sql), the same test as `customer_id in (customers whose name contains
 * it)`. The page tests the LIKE alone, so PostgreSQL sizes the matches from the column's statistics:
 * a common name walks the date order until its page, a rare one reads the trigram index. The count
 * must read every match, so a long search also gives the index of its pieces (their estimate is
 * useless for choosing the page's plan).
 */
function conditions(q: ListFilters, timezone: string, counting = false) {
  const name = q.customer_name?.trim();
  const range = q.date && dateRange(q.date, timezone);
  return and(
    unitCondition(t.resale_id, q.units),
    q.kind ? eq(t.kind, q.kind) : undefined,
    range ? sql`${t.created_at} >= ${range.from}` : undefined,
    range ? sql`${t.created_at} < ${range.to}` : undefined,
    name && counting && name.length >= GRAM
      ? sql`customers_search_grams(${t.customer_name_search}) @> customers_search_grams(f_unaccent(lower(${name})))`
      : undefined,
    name ? searchColumnContains(t.customer_name_search, name) : undefined,
  );
}

// `desc nulls last`, the order of the list's indexes (call_logs_created_idx, call_logs_resale_created_idx):
// a plain `desc` (nulls first) does not match them, and PostgreSQL sorted every call of the range instead.
const newestFirst = [sql`${t.created_at} desc nulls last`, sql`${t.id} desc nulls last`];

export async function listCallLogs(
  db: Db,
  q: ListFilters,
  p: PageRequest,
  timezone: string,
): Promise<PageResult<CallLogRecord>> {
  const { limit, offset } = limits(p);
  return pageWithCount(
    p,
    db
      .select(columns)
      .from(t)
      .where(conditions(q, timezone))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    countRows(
      db,
      q.units === null && !q.customer_name?.trim()
        ? hourlyCount(db, q, timezone)
        : db
            .select({ n: count() })
            .from(t)
            .where(conditions(q, timezone, true)),
    ),
  );
}

/**
 * The count over every unit without a name, from call_log_hours (0019_perf_call_logs.sql): the hours
 * wholly inside the range are summed, the calls of its partial first and last hours counted (a range
 * of whole local days in a timezone of whole hours has none). `from` rounded up and `to` rounded down
 * to the hour (UTC) split [from, to) into [from, upFrom) + hours in [upFrom, downTo) + [downTo, to);
 * when no whole hour lies inside (upFrom > downTo, then to < upFrom) the first part is [from, to) and
 * the others are empty.
 */
function hourlyCount(db: Db, q: ListFilters, timezone: string) {
  const h = callLogHours;
  const kind = q.kind ? eq(h.kind, q.kind) : undefined;
  if (!q.date) {
    return db
      .select({ n: sql<number>`coalesce(sum(${h.n}), 0)`.mapWith(Number) })
      .from(h)
      .where(kind);
  }
  const { from, to } = dateRange(q.date, timezone);
  const calls = (start: SQL, end: SQL) =>
    sql`(select count(*) from ${t} where ${and(
      sql`${t.created_at} >= ${start}`,
      sql`${t.created_at} < ${end}`,
      q.kind ? eq(t.kind, q.kind) : undefined,
    )})`;
  const firstEnd = sql`least(r.up_from, r.range_to)`;
  const hours = sql`(select sum(${h.n}) from ${h} where ${and(
    sql`${h.hour} >= r.up_from`,
    sql`${h.hour} < r.down_to`,
    kind,
  )})`;
  return db
    .select({
      n: sql<number>`coalesce(${hours}, 0) + ${calls(sql`r.range_from`, firstEnd)} + ${calls(
        sql`greatest(r.down_to, ${firstEnd})`,
        sql`r.range_to`,
      )}`.mapWith(Number),
    })
    .from(
      sql`(select range_from, range_to,
                  date_trunc('hour', range_from + interval '1 hour' - interval '1 microsecond', 'UTC') as up_from,
                  date_trunc('hour', range_to, 'UTC') as down_to
             from (select ${from} as range_from, ${to} as range_to) x) r`,
    );
}

async function getCallLog(db: Executor, id: number): Promise<CallLogRecord> {
  const [row] = await db.select(columns).from(t).where(eq(t.id, id));
  return row as CallLogRecord;
}

/**
 * Customers whose phone is the number, in the given units. A number without area code (8 or 9
 * digits) matches a stored phone ending in it after any area code.
 */
async function matchCustomers(db: Executor, phone: string, units: number[] | null) {
  const cc = customerContacts;
  const phoneMatch =
    phone.length >= 10 ? eq(cc.phone, phone) : sql`(${cc.phone} = ${phone} or ${cc.phone} like ${`__${phone}`})`;
  return db
    .select({ id: cc.customer_id, resale_id: cc.resale_id })
    .from(cc)
    .where(and(phoneMatch, unitCondition(cc.resale_id, units)))
    .orderBy(asc(cc.resale_id), asc(cc.customer_id))
    .limit(20);
}

/**
 * The unit of a call: the one asked for, else the caller's only unit; a caller of several units
 * (an admin) gets the unit whose customer has the number, else their first unit.
 */
async function callUnit(tx: Executor, actor: Actor, input: CreateInput): Promise<number> {
  if (input.resale_id !== undefined) {
    assertWritableUnit(actor.user, input.resale_id);
    const [r] = await tx.select({ id: resales.id }).from(resales).where(eq(resales.id, input.resale_id));
    if (!r) throw fieldError('resale', VALIDATION.notFound);
    return r.id;
  }
  const own = [...actor.user.resale_ids].sort((a, b) => a - b);
  if (own.length === 1) return own[0]!;
  if (own.length === 0) throw fieldError('resale', VALIDATION.required);
  const matched = await matchCustomers(tx, input.phone, own);
  return matched[0]?.resale_id ?? own[0]!;
}

/**
 * Registers a call once: repeated frames of the same number in the same unit within
 * CALL_DEDUPE_SECONDS (a device that repeats the frame at each ring, two screens connected to the
 * line, the bridge and a browser) return the call already registered. New calls are announced to
 * every open screen of the unit (live event 'call') at commit.
 */
export async function registerCall(
  db: Db,
  actor: Actor,
  input: CreateInput,
): Promise<{ record: CallLogRecord; created: boolean }> {
  return db.transaction(async (tx) => {
    const resaleId = await callUnit(tx, actor, input);
    // Concurrent posts of one call queue here; the second sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`call_logs:${resaleId}:${input.phone}`}))`);
    const [recent] = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.resale_id, resaleId),
          eq(t.phone, input.phone),
          eq(t.kind, input.kind),
          sql`${t.created_at} > now() - make_interval(secs => ${CALL_DEDUPE_SECONDS})`,
        ),
      )
      .orderBy(newestFirst[0]!)
      .limit(1);
    if (recent) return { record: await getCallLog(tx, recent.id), created: false };

    const [customer] = await matchCustomers(tx, input.phone, [resaleId]);
    const [row] = await tx
      .insert(t)
      .values({
        kind: input.kind,
        phone: input.phone,
        resale_id: resaleId,
        customer_id: customer?.id ?? null,
        user_id: actor.user.id,
      })
      .returning({ id: t.id });
    const record = await getCallLog(tx, row!.id);
    await audit(tx, actor, 'create', 'call_logs', record.id, null, record);
    await publishEvent(tx, {
      type: 'call',
      resale_id: resaleId,
      data: {
        id: record.id,
        kind: record.kind,
        phone: record.phone,
        resale_id: resaleId,
        customer: record.customer,
        created_at: record.created_at,
      },
    });
    return { record, created: true };
  });
}

export async function callLogOptions(db: Executor, units: number[] | null) {
  const [resaleRows, userRows] = await unitsAndTheirUsers(db, units);
  return { resales: resaleRows, users: userRows };
}
