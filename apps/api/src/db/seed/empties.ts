// The demo's empties (cascos) by brand: the empties handed in at the last weeks' sales, planned by the
// sale's own planSaleEmpties and written with the year by writeSales; then a destroca with a distributor and
// a count of the depot through the empties' services (recordDestroca, recordCount).
import { type CylinderCapacity, type EmptyState, type IsoDate, addDays } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { FieldErrors } from '../../lib/errors';
import { type SaleEmpties, planSaleEmpties } from '../../modules/empties/ledger';
import { recordCount, recordDestroca } from '../../modules/empties/places';
import { updateSupplier } from '../../modules/suppliers/service';
import { type Db, type Executor, queryRows } from '../client';
import { demoActor } from './gasDoPovo';
import type { DemoSalePlan } from './salePlans';

/**
 * The days of sales whose empties are in the ledger: the ledger is newer than the demo's year, and the depot's
 * empties go back to the distributor every week (the seed's entries are not in it).
 */
export const DEMO_EMPTIES_DAYS = 6;

/**
 * The brands of the empties customers hand in, in percent: around Campinas an independent depot takes every
 * brand; a unit tied to Ultragaz mostly gets its own back, the rest other brands to swap with distributors.
 */
const MIX_INDEPENDENT: [string, number][] = [
  ['Ultragaz', 30],
  ['Liquigás', 25],
  ['Supergasbras', 20],
  ['Copagaz', 15],
  ['Nacional Gás', 7],
  ['Outra', 3],
];
const MIX_TIED: [string, number][] = [
  ['Ultragaz', 65],
  ['Liquigás', 12],
  ['Supergasbras', 10],
  ['Copagaz', 8],
  ['Nacional Gás', 5],
];

/** A customer's brand: the same each time (their own bottle); a walk-in's by the order's number. */
function brandOf(mix: [string, number][], key: number): string {
  let at = (key * 2654435761) % 100;
  if (at < 0) at += 100;
  for (const [name, share] of mix) {
    if (at < share) return name;
    at -= share;
  }
  return mix[0]![0];
}

/**
 * The empties of the sales of the last DEMO_EMPTIES_DAYS days (not canceled or rejected), each through
 * planSaleEmpties with the brand the customer handed in ('recebido').
 */
export async function planDemoEmpties(
  tx: Executor,
  plans: DemoSalePlan[],
  today: IsoDate,
): Promise<Map<DemoSalePlan, SaleEmpties>> {
  const units = await queryRows<{ resale_id: number; tied: number | null; brands: Record<string, number> | null }>(
    tx,
    sql`select r.id as resale_id, r.tied_brand_id as tied,
               (select json_object_agg(b.name, b.id) from bottle_brands b
                  join bottle_brand_resales x on x.bottle_brand_id = b.id and x.resale_id = r.id) as brands
          from resales r`,
  );
  const byUnit = new Map(units.map((u) => [Number(u.resale_id), u]));
  const from = addDays(today, -(DEMO_EMPTIES_DAYS - 1));
  const out = new Map<DemoSalePlan, SaleEmpties>();
  let walkIns = 0;
  for (const p of plans) {
    if (p.day < from || p.status === 'canceled' || p.status === 'rejected') continue;
    const unit = byUnit.get(p.resale_id);
    if (!unit?.brands) continue;
    const brand = unit.brands[brandOf(unit.tied ? MIX_TIED : MIX_INDEPENDENT, p.customer_id ?? 100_000 + walkIns++)];
    const errors = new FieldErrors();
    const empties = await planSaleEmpties(tx, {
      saleId: null,
      resaleId: p.resale_id,
      customerId: p.customer_id,
      userId: p.user_id,
      items: p.items,
      choices: p.items.map((i) => ({
        product_id: i.product_id,
        empty_brand_id: brand ?? null,
        empty_return: 'recebido',
      })),
      errors,
    });
    errors.throwIfAny();
    if (empties.lines.length) out.set(p, empties);
  }
  return out;
}

/** A depot's fulls as counted: a few dozen P13 of its main brands, some P20 and P45. */
const fullsCounted = (capacity: string, brandId: number | null) =>
  capacity === 'P13' ? 8 + (((brandId ?? 0) * 7) % 30) : capacity === 'P45' ? 6 : 4;

/**
 * After the year: Copagaz told as the brand its distributor takes back, a destroca of Valinhos' Copagaz
 * empties for Ultragaz ones with it, and each depot's count (recordCount): its fulls per brand as they stand
 * (the ledger has no entries of fulls: the count brings them to what is there) and, in Centro, two Liquigás
 * P13 empties fewer than the ledger. Called inside the demo's transaction.
 */
export async function seedEmptiesOperations(db: Db, units: number[]): Promise<void> {
  const actor = await demoActor(db);
  if (!actor) return;
  const [refs] = await queryRows<{ supplier: number | null; copagaz: number | null; liquigas: number | null }>(
    db,
    sql`select (select id from suppliers where trade_name = 'Copagaz' order by id limit 1) as supplier,
               (select id from bottle_brands where name = 'Copagaz' order by id limit 1) as copagaz,
               (select id from bottle_brands where name = 'Liquigás' order by id limit 1) as liquigas`,
  );
  if (!refs?.supplier || !refs.copagaz) return;
  await updateSupplier(db, actor, refs.supplier, { bottle_brand_id: refs.copagaz });
  const depot = (resaleId: number) =>
    queryRows<{ brand_id: number | null; capacity: CylinderCapacity; state: EmptyState; q: number }>(
      db,
      sql`select brand_id, capacity, state, sum(quantity)::int as q from empty_balances
           where resale_id = ${resaleId} and account = 'place' and vehicle_id is null and customer_id is null
           group by 1, 2, 3 order by 1, 2, 3`,
    );
  const valinhos = units[1];
  if (valinhos) {
    const copagaz = (await depot(valinhos)).find(
      (r) => r.brand_id === refs.copagaz && r.capacity === 'P13' && r.state === 'vazio',
    );
    const quantity = Math.min(Number(copagaz?.q ?? 0), 12);
    if (quantity > 0)
      await recordDestroca(db, actor, { resale_id: valinhos, supplier_id: refs.supplier, capacity: 'P13', quantity });
  }
  for (const [k, resaleId] of units.entries()) {
    const rows = await depot(resaleId);
    const lines = rows
      .filter((r) => r.state === 'cheio')
      .map((r) => ({
        brand_id: r.brand_id,
        capacity: r.capacity,
        state: r.state,
        counted: fullsCounted(r.capacity, r.brand_id),
      }));
    const missing =
      k === 0 && rows.find((r) => r.brand_id === refs.liquigas && r.capacity === 'P13' && r.state === 'vazio');
    if (missing && Number(missing.q) >= 2)
      lines.push({ brand_id: missing.brand_id, capacity: 'P13', state: 'vazio', counted: Number(missing.q) - 2 });
    if (lines.length)
      await recordCount(db, actor, {
        resale_id: resaleId,
        reason: missing ? 'Contagem do depósito: dois cascos Liquigás P13 não encontrados' : 'Contagem do depósito',
        lines,
      });
  }
}
