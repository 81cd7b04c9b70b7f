import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fiscalSettings, paymentMethodResales, paymentMethods, products, sales } from '../../db/schema/index';
import { unitCondition } from '../../lib/scope';
import { employeeOptions } from '../employees/service';
import { financeOptions } from '../finance/options';
import { groupOptions } from '../groups/service';
import { resaleOptions } from '../resales/service';
import { sectorOptions } from '../sectors/service';

/**
 * GET /sales/options: what the list's filters and the sale form choose from, limited to the user's
 * units: products (price, default), employees, payment methods (delivery time, default, active, units),
 * resales, groups, sectors, users (sellers), the most frequent sale amounts of the last 90 days and the units
 * that issue the NFC-e by hand ('Emitir NFC-e' on the sale's menu).
 */
export async function saleOptions(db: Executor, units: number[] | null) {
  const [productRows, employees, methodRows, resales, groups, sectors, finance, amounts, manual] = await Promise.all([
    db
      .select({
        id: products.id,
        description: products.description,
        price_cents: products.price_cents,
        resale_id: products.resale_id,
        default: products.default,
        gas_do_povo_eligible: products.gas_do_povo_eligible,
        capacity: products.capacity,
        is_cylinder: products.is_cylinder,
      })
      .from(products)
      .where(unitCondition(products.resale_id, units))
      .orderBy(asc(products.description), asc(products.id)),
    employeeOptions(db, units),
    db
      .select({
        id: paymentMethods.id,
        description: paymentMethods.description,
        delivery_time: paymentMethods.delivery_time,
        default: paymentMethods.default,
        status: paymentMethods.status,
        kind: paymentMethods.kind,
        resale_ids: sql<
          number[]
        >`array_agg(${paymentMethodResales.resale_id} order by ${paymentMethodResales.resale_id})`,
      })
      .from(paymentMethods)
      .innerJoin(paymentMethodResales, eq(paymentMethodResales.owner_id, paymentMethods.id))
      .where(unitCondition(paymentMethodResales.resale_id, units))
      .groupBy(paymentMethods.id)
      .orderBy(asc(paymentMethods.description)),
    resaleOptions(db, units),
    groupOptions(db, units),
    sectorOptions(db, units),
    financeOptions(db, units),
    db
      .select({ value: sales.total_cents, count: sql<number>`count(*)`.mapWith(Number) })
      .from(sales)
      .where(
        sql`${sales.sold_on} > now() - interval '90 days' ${units === null ? sql`` : sql`and ${unitCondition(sales.resale_id, units)}`}`,
      )
      .groupBy(sales.total_cents)
      .orderBy(sql`count(*) desc`, asc(sales.total_cents))
      .limit(30),
    db
      .select({ id: fiscalSettings.resale_id })
      .from(fiscalSettings)
      .where(
        sql`${fiscalSettings.issue_on} = 'manual' ${units === null ? sql`` : sql`and ${unitCondition(fiscalSettings.resale_id, units)}`}`,
      )
      .orderBy(asc(fiscalSettings.resale_id)),
  ]);
  return {
    products: productRows,
    employees,
    payment_methods: methodRows.map((m) => ({ ...m, resale_ids: (m.resale_ids ?? []).map(Number) })),
    resales,
    groups,
    sectors,
    users: finance.users,
    amounts,
    nfce_manual_unit_ids: manual.map((m) => m.id),
  };
}
