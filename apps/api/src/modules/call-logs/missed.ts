import { MISSED_CALL_AFTER_MINUTES, MISSED_CALL_BEFORE_MINUTES, MISSED_CALL_QUEUE_HOURS } from '@ability/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { callLogs } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import { type PageRequest, type PageResult, countRows, limits, pageWithCount } from '../../lib/list';
import { allowedUnits, unitCondition } from '../../lib/scope';

const t = callLogs;

export interface MissedCallRecord {
  id: number;
  phone: string;
  resale_id: number;
  resale: { id: number; name: string };
  customer: { id: number; name: string } | null;
  created_at: Date;
}

/** A column of the call, qualified (in a select list drizzle writes it bare, and a subquery's would win). */
const call = (name: 'resale_id' | 'phone' | 'customer_id') => sql.raw(`"call_logs"."${name}"`);

/**
 * The customer of a missed call: the one matched when the call came in, else a customer of the unit
 * given the number since (someone may have registered the caller after the call).
 */
const columns = {
  id: t.id,
  phone: t.phone,
  resale_id: t.resale_id,
  resale: sql<{
    id: number;
    name: string;
  }>`(select json_build_object('id', r.id, 'name', r.name) from resales r where r.id = ${call('resale_id')})`,
  customer: sql<{ id: number; name: string } | null>`(select json_build_object('id', c.id, 'name', c.name)
      from customers c where c.id = coalesce(${call('customer_id')},
        (select cc.customer_id from customer_contacts cc
          where cc.resale_id = ${call('resale_id')} and cc.phone = ${call('phone')})))`,
  created_at: t.created_at,
};

/**
 * A sale of the call's unit created from MISSED_CALL_BEFORE_MINUTES before the call to
 * MISSED_CALL_AFTER_MINUTES after it, for a customer of the unit whose phone is the call's number (a
 * number without area code matches a phone ending in it). Read through customer_contacts'
 * (resale_id, phone) unique index and the sales of each such customer (sales_customer_sold_on_idx).
 */
function answeredBySale() {
  const sold = (phoneMatch: ReturnType<typeof sql>) => sql`exists (
    select 1 from customer_contacts cc
      join sales s on s.customer_id = cc.customer_id
     where cc.resale_id = ${t.resale_id} and ${phoneMatch}
       and s.resale_id = ${t.resale_id}
       and s.created_at >= ${t.created_at} - make_interval(mins => ${MISSED_CALL_BEFORE_MINUTES})
       and s.created_at <= ${t.created_at} + make_interval(mins => ${MISSED_CALL_AFTER_MINUTES}))`;
  return sql`(${sold(sql`cc.phone = ${t.phone}`)}
    or (length(${t.phone}) < 10 and ${sold(sql`cc.phone like '__' || ${t.phone}`)}))`;
}

/**
 * The queue: the units' incoming calls of the last MISSED_CALL_QUEUE_HOURS not returned and not
 * answered by a sale, newest first. Computed on read: the calls walk call_logs_missed_idx (0032).
 */
function missedConditions(units: number[] | null) {
  return and(
    // Literals, as in the partial index's predicate (a parameter would not match it).
    sql`${t.kind} = 'incoming' and ${t.returned_at} is null`,
    unitCondition(t.resale_id, units),
    sql`${t.created_at} > now() - make_interval(hours => ${MISSED_CALL_QUEUE_HOURS})`,
    sql`not ${answeredBySale()}`,
  );
}

export async function listMissedCalls(
  db: Db,
  units: number[] | null,
  p: PageRequest,
): Promise<PageResult<MissedCallRecord>> {
  const { limit, offset } = limits(p);
  return pageWithCount(
    p,
    db
      .select(columns)
      .from(t)
      .where(missedConditions(units))
      .orderBy(sql`${t.created_at} desc nulls last`, sql`${t.id} desc nulls last`)
      .limit(limit)
      .offset(offset) as Promise<MissedCallRecord[]>,
    countRows(db, db.select({ n: count() }).from(t).where(missedConditions(units))),
  );
}

/**
 * 'Retornado': the call leaves the queue (returned_at, returned_by). Marking it again keeps the first
 * mark. Open screens of the unit hear of it (live event 'call_returned').
 */
export async function markReturned(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const units = allowedUnits(actor.user);
    const [before] = await tx
      .select({ id: t.id, resale_id: t.resale_id, returned_at: t.returned_at, returned_by: t.returned_by })
      .from(t)
      .where(and(eq(t.id, id), unitCondition(t.resale_id, units)))
      .for('update');
    if (!before) throw notFound();
    if (before.returned_at) return before;
    const [after] = await tx
      .update(t)
      .set({ returned_at: sql`now()`, returned_by: actor.user.id })
      .where(eq(t.id, id))
      .returning({ id: t.id, resale_id: t.resale_id, returned_at: t.returned_at, returned_by: t.returned_by });
    await audit(tx, actor, 'update', 'call_logs', id, before, after);
    await publishEvent(tx, { type: 'call_returned', resale_id: after!.resale_id, data: { id } });
    return after!;
  });
}
