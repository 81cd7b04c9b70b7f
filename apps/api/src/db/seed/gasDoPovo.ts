// The demo's Gás do Povo: Valinhos enrolled with SP's reference price, months of redemptions among its P13
// sales (at the counter and at the door), and Caixa's deposits. Every part goes through the product's own
// services: the price's, the unit's, the product's, the customer's, the sale's check (planGasDoPovo, the
// rows then written by writeSales with the demo's year) and the reconciliation's deposit.
import { type GasDoPovoValidation, type IsoDate, addDays, gasDoPovoCycle, nextVoucherOn } from '@ability/domain';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../lib/context';
import { createBank } from '../../modules/banks/service';
import { updateCustomer } from '../../modules/customers/service';
import { createGasDoPovoPrice } from '../../modules/gas-do-povo-prices/service';
import { registerDeposit } from '../../modules/gas-do-povo/reconciliation';
import { type GasDoPovoPlan, planGasDoPovo } from '../../modules/gas-do-povo/sale';
import { updateProduct } from '../../modules/products/service';
import { updateResale } from '../../modules/resales/service';
import { userPayload } from '../../modules/session/service';
import { FieldErrors } from '../../lib/errors';
import { type Db, type Executor, queryRows } from '../client';
import type { DemoBuyer, DemoSalePlan } from './salePlans';

/** SP's reference price in the demo (what Caixa pays per redemption), from about six months ago. */
export const DEMO_GAS_DO_POVO_PRICE_CENTS = 10350;
const PRICE_SOURCE = 'Portaria Interministerial MME/MF - preço de referência de SP (demonstração)';
/** Months of redemptions: the price starts this many days back (fewer on a shorter demo). */
const PROGRAMME_DAYS = 183;

/** The demo's enrolled unit and what its redemptions need. */
export interface DemoGasDoPovo {
  resale_id: number;
  starts_on: IsoDate;
  p13: { id: number; description: string };
  method_id: number;
  /** The families of the unit that redeem, with their voucher cycle in months. */
  families: Map<number, 2 | 3>;
}

/** The demo's owner (the admin user) as the services' actor. */
export async function demoActor(db: Executor): Promise<Actor | null> {
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where role = 'admin' order by id limit 1`,
  );
  const user = admin ? await userPayload(db as Db, admin.id) : null;
  return user ? { user, ip: null } : null;
}

/**
 * Valinhos in the programme, as the owner would set it up: SP's reference price from about six months ago
 * (open-ended: in force today), a Caixa account, the unit enrolled with it, its P13 refill eligible, and
 * one household customer in five marked a beneficiary family with its cycle (one in three of them with 4
 * or more people: 2 months). Called inside the demo's transaction (the services' own transactions are
 * savepoints).
 */
export async function enrolDemoGasDoPovo(
  tx: Executor,
  resaleId: number,
  buyers: DemoBuyer[],
  today: IsoDate,
  days: number,
): Promise<DemoGasDoPovo | null> {
  const db = tx as unknown as Db;
  const actor = await demoActor(tx);
  if (!actor) return null;
  const starts_on = addDays(today, -Math.min(PROGRAMME_DAYS, days - 1));
  await createGasDoPovoPrice(db, actor, {
    uf: 'SP',
    price_cents: DEMO_GAS_DO_POVO_PRICE_CENTS,
    starts_on,
    ends_on: null,
    source: PRICE_SOURCE,
    active: true,
  });
  const bank = await createBank(db, actor, {
    type_bank: 'institute',
    description: 'Caixa - Gás do Povo',
    ag: '0891',
    account: '00045123-7',
    init_balance_cents: 0,
    resale_id: resaleId,
  });
  await updateResale(db, actor, resaleId, { gas_do_povo_enrolled: true, gas_do_povo_bank_id: bank.id });
  const [refs] = await queryRows<{ p13: number | null; description: string | null; method: number | null }>(
    tx,
    sql`select (select id from products where resale_id = ${resaleId} and description like 'Gás P13%' order by id limit 1) as p13,
               (select description from products where resale_id = ${resaleId} and description like 'Gás P13%' order by id limit 1) as description,
               (select id from payment_methods where kind = 'gas_do_povo' order by id limit 1) as method`,
  );
  if (!refs?.p13 || !refs.method) return null;
  await updateProduct(db, actor, refs.p13, { gas_do_povo_eligible: true });
  const families = new Map<number, 2 | 3>();
  for (const b of buyers)
    if (b.kind === 'household' && b.stoppedDaysAgo === null && b.id % 5 === 0)
      families.set(b.id, b.id % 3 === 0 ? 2 : 3);
  for (const [id, cycle] of families) await updateCustomer(tx, actor, id, { gas_do_povo_cycle_months: cycle });
  return {
    resale_id: resaleId,
    starts_on,
    p13: { id: Number(refs.p13), description: refs.description ?? 'Gás P13' },
    method_id: Number(refs.method),
    families,
  };
}

const VALIDATIONS: GasDoPovoValidation[] = ['bolsa_familia_card', 'bolsa_familia_card', 'caixa_debit_card', 'cpf_sms'];

/**
 * The unit's P13 sales that were redemptions: a beneficiary family's P13 order once its voucher is due
 * again (the last redemption's day plus its cycle: nextVoucherOn), at the door or at the counter, and one in
 * eight of the counter's walk-ins buying a P13. Each chosen order becomes what the family takes with a
 * voucher — one P13 refill paid by the Gás do Povo method — checked and priced by the sale's own
 * planGasDoPovo (the reference price in force on its day, due two business days later, owed by the unit's
 * Caixa debtor), with the receipt's NSU, validation and CPF digits. Only orders handed over (delivered,
 * finished) carry a receipt. Answers each chosen plan's redemption; the plans' items and payments are
 * changed in place.
 */
export async function planDemoRedemptions(
  tx: Executor,
  gdp: DemoGasDoPovo,
  plans: DemoSalePlan[],
): Promise<Map<DemoSalePlan, GasDoPovoPlan>> {
  const out = new Map<DemoSalePlan, GasDoPovoPlan>();
  const nextOn = new Map<number, IsoDate>();
  const products = new Map([[gdp.p13.id, { description: gdp.p13.description, eligible: true }]]);
  const methods = new Map([[gdp.method_id, { kind: 'gas_do_povo' }]]);
  let walkIns = 0;
  const ordered = plans
    .filter((p) => p.resale_id === gdp.resale_id && p.day >= gdp.starts_on)
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  for (const p of ordered) {
    if (p.status !== 'delivered' && p.status !== 'finished') continue;
    if (!p.items.some((i) => i.product_id === gdp.p13.id)) continue;
    const cycle = p.customer_id ? gdp.families.get(p.customer_id) : undefined;
    if (p.customer_id && !cycle) continue;
    if (cycle && (nextOn.get(p.customer_id!) ?? '') > p.day) continue;
    if (!p.customer_id && walkIns++ % 8 !== 0) continue;
    const n = out.size + 1;
    const items = [{ product_id: gdp.p13.id, quantity: 1, price_cents: 0, discount_cents: 0 }];
    const payments = [
      { payment_method_id: gdp.method_id, value_cents: DEMO_GAS_DO_POVO_PRICE_CENTS, due_date: null as string | null },
    ];
    const errors = new FieldErrors();
    const plan = await planGasDoPovo(tx, {
      resaleId: gdp.resale_id,
      day: p.day,
      saleId: null,
      items,
      payments,
      products,
      methods,
      input: {
        validation: VALIDATIONS[n % VALIDATIONS.length],
        nsu: String(402_117_000 + n * 37),
        cpf_last4: String(1000 + ((n * 7919) % 9000)),
        empty_received: n % 9 !== 0,
      },
      errors,
    });
    errors.throwIfAny();
    if (!plan) continue;
    p.items = items;
    p.payments = payments.map((y) => ({ ...y, due_date: y.due_date as IsoDate }));
    p.change_cents = 0;
    out.set(p, plan);
    if (cycle) nextOn.set(p.customer_id!, nextVoucherOn(p.day, gasDoPovoCycle(cycle)));
  }
  return out;
}

/**
 * Caixa's deposits, booked through the reconciliation's own deposit (registerDeposit): each due day's
 * redemptions paid that day in one deposit, up to yesterday — but for one redemption of a week ago left
 * unpaid (overdue), and one deposit about two months ago R$ 20,00 short (its last redemption divergent).
 * The redemptions due from today on are still to be received. Called inside the demo's transaction.
 */
export async function seedGasDoPovoDeposits(db: Db, resaleId: number, today: IsoDate): Promise<void> {
  const actor = await demoActor(db);
  if (!actor) return;
  const due = await queryRows<{ due_date: string; ids: number[]; prices: number[] }>(
    db,
    sql`select to_char(due_date, 'YYYY-MM-DD') as due_date, array_agg(id order by id) as ids,
               array_agg(price_cents::int order by id) as prices
          from gas_do_povo_redemptions
         where resale_id = ${resaleId} and canceled_at is null and due_date < ${today}::date
         group by due_date order by due_date`,
  );
  const overdueDay = due.filter((d) => d.due_date <= addDays(today, -7)).at(-1)?.due_date;
  const shortDay = due.filter((d) => d.due_date <= addDays(today, -60) && d.ids.length > 1).at(-1)?.due_date;
  for (const d of due) {
    const ids = d.ids.map(Number);
    const paid = d.due_date === overdueDay ? ids.length - 1 : ids.length;
    if (!paid) continue;
    const left = ids.slice(0, paid);
    const cents = d.prices.slice(0, paid).reduce((n, c) => n + Number(c), 0) - (d.due_date === shortDay ? 2000 : 0);
    await registerDeposit(db, actor, {
      resale_id: resaleId,
      date: d.due_date,
      value_cents: cents,
      redemption_ids: left,
    });
  }
}
