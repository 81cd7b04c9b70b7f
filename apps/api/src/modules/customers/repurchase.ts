import { CONVERSION_WINDOW_DAYS } from '@ability/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { contactAttempts, customers as c } from '../../db/schema/index';
import type { Actor } from '../../lib/context';
import { unitCondition } from '../../lib/scope';

const TZ = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';

/** Today in the business's time zone, as SQL. */
export const todaySql = sql.raw(`(now() at time zone '${TZ.replace(/'/g, '')}')::date`);

/**
 * The re-purchase queue: due when the later of the predicted next purchase
 * and the callback ('ligar depois') is today or before, nobody contacted them since that day, and they
 * did not ask not to be contacted. Read in the order of customers_repurchase_idx, most overdue first.
 */
export const repurchaseDue = sql`${c.repurchase_on} <= ${todaySql}
  and ${c.contacted} is distinct from 'dont_want'
  and (${c.contacted_at} is null or (${c.contacted_at} at time zone ${sql.raw(`'${TZ.replace(/'/g, '')}'`)})::date < ${c.repurchase_on})`;

/** A contact outcome registered on a customer (the re-purchase queue's call), kept for the conversion. */
export async function recordContactAttempt(
  tx: Executor,
  actor: Actor,
  customer: { id: number; resale_id: number },
  outcome: string,
  callbackOn: string | null | undefined,
): Promise<void> {
  await tx.insert(contactAttempts).values({
    customer_id: customer.id,
    resale_id: customer.resale_id,
    user_id: actor.user.id,
    outcome,
    callback_on: callbackOn ?? null,
  });
}

export interface RepurchaseStat {
  user_id: number | null;
  /** The employee's name, else the user's e-mail. */
  user: string;
  calls: number;
  /** Calls followed by a sale of the customer (not canceled or rejected) within CONVERSION_WINDOW_DAYS. */
  orders: number;
}

/**
 * Calls made and orders that followed, per user, for the calls of [start, end] (business days) in
 * `units`: computed on read from contact_attempts and the sales of each called customer (through
 * sales_customer_created_idx).
 */
export async function repurchaseStats(
  db: Executor,
  units: number[] | null,
  range: { start: string; end: string },
): Promise<RepurchaseStat[]> {
  const tz = sql.raw(`'${TZ.replace(/'/g, '')}'`);
  const within: SQL = sql`${range.start}::date::timestamp at time zone ${tz}`;
  const until: SQL = sql`(${range.end}::date + 1)::timestamp at time zone ${tz}`;
  return queryRows<RepurchaseStat>(
    db,
    sql`select a.user_id, coalesce(e.name, u.email, '—') as "user", count(*)::int as calls,
               (count(*) filter (where exists (
                 select 1 from sales s
                  where s.customer_id = a.customer_id and s.status not in ('canceled', 'rejected')
                    and s.created_at >= a.created_at
                    and s.created_at < a.created_at + make_interval(days => ${CONVERSION_WINDOW_DAYS}))))::int as orders
          from contact_attempts a
          left join users u on u.id = a.user_id
          left join employees e on e.id = u.employee_id
         where ${unitCondition(sql`a.resale_id`, units) ?? sql`true`} and a.created_at >= ${within} and a.created_at < ${until}
         group by a.user_id, e.name, u.email
         order by calls desc, "user"`,
  );
}

/**
 * The live redemptions of Gás do Povo (not canceled, their sale neither canceled nor rejected) with their
 * sale, whose day (sold_on, in the business's time zone) is the redemption's day, and whose customer: a customer with one is a 'Beneficiário Gás do Povo' (derived, never stored).
 */
const liveRedemptions = sql`gas_do_povo_redemptions r join sales s on s.id = r.sale_id
  where r.canceled_at is null and s.status not in ('canceled', 'rejected') and s.customer_id is not null`;

const redemptionDay = sql`(s.sold_on at time zone ${sql.raw(`'${TZ.replace(/'/g, '')}'`)})::date`;

/** The customer's last live redemption's day (null: not a beneficiary), per row of customers. */
export const lastRedemptionOn = sql<string | null>`(select to_char(max(${redemptionDay}), 'YYYY-MM-DD')
  from ${liveRedemptions} and s.customer_id = "customers"."id")`;

/** The customers who redeemed a Gás do Povo voucher (the list's 'Beneficiário Gás do Povo' filter). */
export const isBeneficiary = sql`"customers"."id" = any(array(select distinct s.customer_id from ${liveRedemptions}))`;

/**
 * A beneficiary whose next voucher is due: the last redemption's day plus their cycle (2 or 3 months; null
 * reads 3; PostgreSQL keeps to the month's last day as the domain's nextVoucherOn does) is today or before,
 * and nobody contacted them since that day. The redemptions are few next to the customers: they are read
 * once into an array of ids, which the queue's walk of customers_repurchase_idx checks per row.
 */
export function voucherDueCondition(units: number[] | null): SQL {
  const tz = sql.raw(`'${TZ.replace(/'/g, '')}'`);
  return sql`"customers"."id" = any(array(
    select b.id from (select s.customer_id, max(${redemptionDay}) as last_on from ${liveRedemptions} group by s.customer_id) x
      join customers b on b.id = x.customer_id
     where ${unitCondition(sql`b.resale_id`, units) ?? sql`true`}
       and b.contacted is distinct from 'dont_want'
       and (x.last_on + make_interval(months => coalesce(b.gas_do_povo_cycle_months, 3)))::date <= ${todaySql}
       and (b.contacted_at is null
            or (b.contacted_at at time zone ${tz})::date < (x.last_on + make_interval(months => coalesce(b.gas_do_povo_cycle_months, 3)))::date)))`;
}

/**
 * The re-purchase queue with the Gás do Povo beneficiaries whose voucher is due: the same 'dont_want' test
 * outside the OR keeps customers_repurchase_idx (a partial index on it) usable.
 */
export function queueCondition(units: number[] | null): SQL {
  return sql`(${c.contacted} is distinct from 'dont_want' and ((${repurchaseDue}) or ${voucherDueCondition(units)}))`;
}
