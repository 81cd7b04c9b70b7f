import { GAS_DO_POVO_DEBTOR, type ReferencePrice, priceInForce } from '@ability/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  addresses,
  banks,
  cities,
  customers,
  gasDoPovoUnits,
  paymentMethodResales,
  paymentMethods,
  resales,
  states,
} from '../../db/schema/index';
import { fieldError, notFound } from '../../lib/errors';
import { activeGasDoPovoPrices } from '../gas-do-povo-prices/service';

/** The unit's programme fields, as the unit's reply carries them (`resales` columns). */
export const gasDoPovoUnitColumns = {
  gas_do_povo_enrolled: sql<boolean>`coalesce((select g.enrolled from ${gasDoPovoUnits} g where g.resale_id = ${resales.id}), false)`,
  gas_do_povo_bank_id: sql<
    number | null
  >`(select g.bank_id from ${gasDoPovoUnits} g where g.resale_id = ${resales.id})`,
};

export interface GasDoPovoUnitInput {
  gas_do_povo_enrolled?: boolean;
  gas_do_povo_bank_id?: number | null;
}

/**
 * Writes a unit's enrolment and Caixa account (in the unit's write transaction). The account is a bank
 * of the unit (422 on `gas_do_povo_bank_id` otherwise).
 */
export async function saveGasDoPovoUnit(tx: Executor, resaleId: number, input: GasDoPovoUnitInput): Promise<void> {
  const { gas_do_povo_enrolled: enrolled, gas_do_povo_bank_id: bankId } = input;
  if (enrolled === undefined && bankId === undefined) return;
  if (bankId) {
    const [bank] = await tx
      .select({ id: banks.id })
      .from(banks)
      .where(and(eq(banks.id, bankId), eq(banks.resale_id, resaleId)));
    if (!bank) throw fieldError('gas_do_povo_bank_id', 'deve ser uma conta desta unidade');
  }
  const set = {
    ...(enrolled === undefined ? {} : { enrolled }),
    ...(bankId === undefined ? {} : { bank_id: bankId }),
  };
  await tx
    .insert(gasDoPovoUnits)
    .values({ resale_id: resaleId, ...set })
    .onConflictDoUpdate({ target: gasDoPovoUnits.resale_id, set: { ...set, updated_at: new Date() } });
  if (enrolled !== undefined) await enrolPaymentMethod(tx, resaleId, enrolled);
}

/** Caixa's CNPJ (Caixa Econômica Federal): the debtor's document. */
const CAIXA_CNPJ = '00360305000104';

/**
 * The programme's payment method is offered by the unit while it is enrolled; an enrolled unit gets its
 * 'Caixa – Gás do Povo' debtor (a customer of the unit) the first time, kept afterwards (its receivables
 * stay its own when the unit leaves the programme).
 */
async function enrolPaymentMethod(tx: Executor, resaleId: number, enrolled: boolean) {
  const methods = tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.kind, 'gas_do_povo'));
  if (!enrolled) {
    await tx
      .delete(paymentMethodResales)
      .where(and(eq(paymentMethodResales.resale_id, resaleId), sql`${paymentMethodResales.owner_id} in ${methods}`));
    return;
  }
  await tx.execute(
    sql`insert into ${paymentMethodResales} (payment_method_id, resale_id)
        select m.id, ${resaleId}::int from ${paymentMethods} m where m.kind = 'gas_do_povo'
        on conflict do nothing`,
  );
  const [unit] = await tx
    .select({ customer_id: gasDoPovoUnits.customer_id })
    .from(gasDoPovoUnits)
    .where(eq(gasDoPovoUnits.resale_id, resaleId))
    .for('update');
  if (unit?.customer_id) return;
  const [debtor] = await tx
    .insert(customers)
    .values({ name: GAS_DO_POVO_DEBTOR, cpf_cnpj: CAIXA_CNPJ, resale_id: resaleId })
    .returning({ id: customers.id });
  await tx.update(gasDoPovoUnits).set({ customer_id: debtor!.id }).where(eq(gasDoPovoUnits.resale_id, resaleId));
}

/** Where a unit stands: enrolled, its Caixa account, its UF (its address's) and the price in force on `day`. */
export interface GasDoPovoUnitStatus {
  resale_id: number;
  enrolled: boolean;
  bank_id: number | null;
  /** The unit's 'Caixa – Gás do Povo' debtor (null until first enrolled). */
  customer_id: number | null;
  uf: string | null;
  price: (ReferencePrice & { source: string }) | null;
}

export async function gasDoPovoUnitStatus(db: Executor, resaleId: number, day: string): Promise<GasDoPovoUnitStatus> {
  const [unit] = await db
    .select({
      enrolled: sql<boolean>`coalesce(${gasDoPovoUnits.enrolled}, false)`,
      bank_id: gasDoPovoUnits.bank_id,
      customer_id: gasDoPovoUnits.customer_id,
      uf: states.acronym,
    })
    .from(resales)
    .leftJoin(gasDoPovoUnits, eq(gasDoPovoUnits.resale_id, resales.id))
    .leftJoin(addresses, eq(addresses.id, resales.address_id))
    .leftJoin(cities, eq(cities.id, addresses.city_id))
    .leftJoin(states, eq(states.id, cities.state_id))
    .where(eq(resales.id, resaleId));
  if (!unit) throw notFound();
  const price = priceInForce(await activeGasDoPovoPrices(db), unit.uf, day);
  return {
    resale_id: resaleId,
    enrolled: unit.enrolled,
    bank_id: unit.bank_id ?? null,
    customer_id: unit.customer_id ?? null,
    uf: unit.uf ?? null,
    price,
  };
}
