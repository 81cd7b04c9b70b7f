import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { SessionUser } from './context';

/** PostgreSQL NOTIFY channel carrying live events to every server process. */
export const EVENTS_CHANNEL = 'ability_events';

/**
 * A live event for open screens: `type` names what changed ('sale', 'call', …), `resale_id` the
 * unit whose users may see it (null = admins only), `employee_id` narrows it further for deliverers
 * (who see only their own sales). `data` stays small (ids and statuses: NOTIFY carries < 8 kB);
 * screens re-read what they need.
 */
export interface LiveEvent {
  type: string;
  resale_id: number | null;
  employee_id?: number | null;
  data: Record<string, unknown>;
}

/**
 * Publishes an event. Inside a transaction PostgreSQL (and PGlite) deliver it at commit, so a screen
 * never hears of a change that was rolled back.
 */
export async function publishEvent(db: Executor, event: LiveEvent): Promise<void> {
  await db.execute(sql`select ${eventNotify(event)}`);
}

/** publishEvent's `pg_notify(…)` call, to put in another statement's select list. */
export function eventNotify(event: LiveEvent): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`;
}

/**
 * eventNotify in a statement built once (builtOnce) that inserts the record the event is about: the event's
 * text comes from the placeholders of `eventValues`, the id in its data is the value of `dataId`.
 */
export function eventNotifyOfInserted(dataId: SQL): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, ${sql.placeholder('event_head')}::text || (${dataId})::bigint || ${sql.placeholder('event_tail')}::text)`;
}

/** The placeholders' values of eventNotifyOfInserted: the text JSON.stringify gives, split where the id goes. */
export function eventValues(event: LiveEvent): { event_head: string; event_tail: string } {
  const [head, tail] = JSON.stringify({ ...event, data: { ...event.data, id: ID_MARK } }).split(`"${ID_MARK}"`);
  return { event_head: head!, event_tail: tail! };
}

const ID_MARK = '@@id@@';

/** Whether a signed-in user's screens receive the event. */
export function eventVisibleTo(user: SessionUser, event: LiveEvent): boolean {
  if (user.role === 'admin') return true;
  if (event.resale_id === null || !user.resale_ids.includes(event.resale_id)) return false;
  if (user.role === 'deliverer' && event.employee_id !== undefined) {
    return event.employee_id !== null && event.employee_id === user.employee?.id;
  }
  return true;
}
