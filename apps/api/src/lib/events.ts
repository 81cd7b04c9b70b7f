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

/**
 * publishEvent's `pg_notify(…)` call, to put in another statement's select list. `dataId`: the id in the
 * event's data is the value of this SQL (a record the same statement inserts).
 */
export function eventNotify(event: LiveEvent, dataId?: SQL): SQL {
  if (!dataId) return sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`;
  // The same text JSON.stringify gives, the id's digits spliced in where a mark stood.
  const [head, tail] = JSON.stringify({ ...event, data: { ...event.data, id: ID_MARK } }).split(`"${ID_MARK}"`);
  return sql`pg_notify(${EVENTS_CHANNEL}, ${head}::text || (${dataId})::bigint || ${tail}::text)`;
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
