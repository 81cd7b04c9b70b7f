import { CALL_DEDUPE_SECONDS, type CallKind, VALIDATION } from '@ability/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { callLogs, customerContacts, employees, resales, userResales, users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { publishEvent } from '../../lib/events';
import { fieldError } from '../../lib/errors';
import { type PageRequest, type PageResult, limits, pageWithCount, countRows } from '../../lib/list';
import { assertWritableUnit, unitCondition } from '../../lib/scope';
import { containsText } from '../../lib/search';
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

function conditions(q: ListFilters, timezone: string) {
  const name = q.customer_name?.trim();
  return and(
    unitCondition(t.resale_id, q.units),
    q.kind ? eq(t.kind, q.kind) : undefined,
    // created_at is an instant; the range is of the business's local days.
    q.date ? sql`${t.created_at} >= (${q.date.start}::date)::timestamp at time zone ${timezone}` : undefined,
    q.date ? sql`${t.created_at} < (${q.date.end}::date + 1)::timestamp at time zone ${timezone}` : undefined,
    name ? sql`${t.customer_id} in (select c.id from customers c where ${containsText(sql`c.name`, name)})` : undefined,
  );
}

export async function listCallLogs(
  db: Db,
  q: ListFilters,
  p: PageRequest,
  timezone: string,
): Promise<PageResult<CallLogRecord>> {
  const where = conditions(q, timezone);
  const { limit, offset } = limits(p);
  return pageWithCount(
    p,
    db.select(columns).from(t).where(where).orderBy(desc(t.created_at), desc(t.id)).limit(limit).offset(offset),
    countRows(db, db.select({ n: count() }).from(t).where(where)),
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
      .orderBy(desc(t.created_at))
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

const userName = sql<string>`coalesce(${employees.name}, ${users.email})`;

export async function callLogOptions(db: Executor, units: number[] | null) {
  const [resaleRows, userRows] = await Promise.all([
    db
      .select({ id: resales.id, name: resales.name })
      .from(resales)
      .where(unitCondition(resales.id, units))
      .orderBy(asc(resales.name)),
    db
      .selectDistinct({ id: users.id, name: userName })
      .from(users)
      .leftJoin(employees, eq(employees.id, users.employee_id))
      .innerJoin(userResales, eq(userResales.user_id, users.id))
      .where(unitCondition(userResales.resale_id, units))
      .orderBy(userName),
  ]);
  return { resales: resaleRows, users: userRows };
}
