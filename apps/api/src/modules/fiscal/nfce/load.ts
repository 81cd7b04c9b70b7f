import { randomInt } from 'node:crypto';
import {
  BRAZIL_UFS,
  type CrtCode,
  type FiscalEnvironment,
  NFCE_TEXTS,
  type PaymentCode,
  type ProductFiscal,
  type Uf,
  isValidCpf,
  nfcePresence,
  paymentCodeFor,
} from '@ability/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  addresses,
  cities,
  customers,
  fiscalSettings,
  paymentMethods,
  productFiscal,
  products,
  resales,
  saleItems,
  salePayments,
  sales,
  states,
} from '../../../db/schema/index';
import { type NfceInput, NfceBuildError } from './build';

export interface NfceLoadOptions {
  /** The note's number, reserved by reserveNfceNumber in the issuing transaction. */
  number: number;
  /** The series the number was reserved in; the unit's setting by default. */
  series?: number;
  issuedAt?: Date;
  /** The key's random code; a fresh one by default (never equal to the number). */
  cNF?: number;
  /**
   * The CPF on the note: by default the customer's when the customer has a valid CPF; a string when the
   * consumer asks for another at the counter; null for none.
   */
  cpf?: string | null;
  /** Codes per payment method id (and 'gas_do_povo'), over the defaults; the unit's setting by default. */
  paymentCodes?: Partial<Record<string, PaymentCode>>;
}

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

/** A fresh 8-digit cNF that differs from the number (the manual asks them apart). */
function randomCnf(number: number): number {
  for (;;) {
    const n = randomInt(0, 100_000_000);
    if (n !== number) return n;
  }
}

/**
 * The NFC-e input of a sale read from its rows: the sale with its items and payments, the unit's fiscal
 * settings, name, CNPJ, IE and address, each product's saved fiscal data and each payment's code. Refuses
 * (NfceBuildError, pt-BR) what no note can be built from: a canceled sale, a product without fiscal data.
 */
export async function nfceInputForSale(db: Executor, saleId: number, options: NfceLoadOptions): Promise<NfceInput> {
  const [sale] = await db.select().from(sales).where(eq(sales.id, saleId));
  if (!sale) throw new NfceBuildError([NFCE_TEXTS.errors.noSale]);
  if (sale.status === 'canceled') throw new NfceBuildError([NFCE_TEXTS.errors.canceled]);
  const [unit] = await db
    .select({
      name: resales.name,
      cnpj: resales.cnpj,
      ie: resales.ie,
      phone: resales.phone,
      street: addresses.patio,
      number: addresses.number,
      complement: addresses.complement,
      neighborhood: addresses.neighborhood,
      zipcode: addresses.zipcode,
      cityCode: cities.id,
      cityName: cities.name,
      uf: states.acronym,
    })
    .from(resales)
    .leftJoin(addresses, eq(addresses.id, resales.address_id))
    .leftJoin(cities, eq(cities.id, addresses.city_id))
    .leftJoin(states, eq(states.id, cities.state_id))
    .where(eq(resales.id, sale.resale_id));
  const [settings] = await db.select().from(fiscalSettings).where(eq(fiscalSettings.resale_id, sale.resale_id));
  const items = await db
    .select({
      product_id: saleItems.product_id,
      description: products.description,
      quantity: saleItems.quantity,
      price_cents: saleItems.price_cents,
      discount_cents: saleItems.discount_cents,
      fiscal: productFiscal,
    })
    .from(saleItems)
    .innerJoin(products, eq(products.id, saleItems.product_id))
    .leftJoin(productFiscal, eq(productFiscal.product_id, saleItems.product_id))
    .where(eq(saleItems.sale_id, saleId))
    .orderBy(asc(saleItems.id));
  const payments = await db
    .select({
      value_cents: salePayments.value_cents,
      method: {
        id: paymentMethods.id,
        description: paymentMethods.description,
        is_card: paymentMethods.is_card,
        card_type: paymentMethods.card_type,
        kind: paymentMethods.kind,
      },
    })
    .from(salePayments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, salePayments.payment_method_id))
    .where(eq(salePayments.sale_id, saleId))
    .orderBy(asc(salePayments.id));

  const problems: string[] = [];
  const missing = items.filter((item) => !item.fiscal);
  for (const item of missing) problems.push(NFCE_TEXTS.errors.productFiscal(item.description));
  const uf = unit?.uf && (BRAZIL_UFS as readonly string[]).includes(unit.uf) ? (unit.uf as Uf) : null;
  const noAddress = !unit || !uf || unit.cityCode == null;
  if (noAddress) problems.push(NFCE_TEXTS.errors.unitAddress);
  if (problems.length)
    throw new NfceBuildError([...new Set(problems)], {
      products: [...new Set(missing.map((item) => item.product_id))],
      unit: noAddress,
    });

  let cpf: string | null;
  if (options.cpf !== undefined) cpf = options.cpf ? digits(options.cpf) : null;
  else {
    const [customer] = sale.customer_id
      ? await db.select({ doc: customers.cpf_cnpj }).from(customers).where(eq(customers.id, sale.customer_id))
      : [];
    cpf = isValidCpf(customer?.doc) ? digits(customer!.doc) : null;
  }
  if (cpf !== null && !isValidCpf(cpf)) throw new NfceBuildError([NFCE_TEXTS.errors.cpf]);

  const codes = options.paymentCodes ?? settings?.payment_codes ?? {};
  return {
    environment: (settings?.environment ?? 'homologacao') as FiscalEnvironment,
    series: options.series ?? settings?.series ?? 1,
    number: options.number,
    cNF: options.cNF ?? randomCnf(options.number),
    issuedAt: options.issuedAt ?? new Date(),
    presence: nfcePresence(sale),
    emitter: {
      cnpj: digits(unit!.cnpj),
      name: unit!.name,
      ie: digits(unit!.ie),
      crt: (settings?.crt ?? 1) as CrtCode,
      address: {
        street: unit!.street ?? '',
        number: unit!.number ?? '',
        complement: unit!.complement,
        neighborhood: unit!.neighborhood ?? '',
        cityCode: unit!.cityCode!,
        cityName: unit!.cityName ?? '',
        uf: uf!,
        zipcode: unit!.zipcode ?? '',
        phone: unit!.phone,
      },
    },
    recipient: cpf ? { cpf } : null,
    items: items.map((item) => {
      const { product_id: _p, created_at: _c, updated_at: _u, ...fiscal } = item.fiscal!;
      return {
        code: String(item.product_id),
        description: item.description,
        quantity: item.quantity,
        unitPriceCents: item.price_cents,
        discountCents: item.discount_cents,
        fiscal: fiscal as ProductFiscal,
      };
    }),
    payments: payments.map((p) => ({
      valueCents: p.value_cents,
      // A Gás do Povo redemption carries the unit's code for the programme.
      ...paymentCodeFor({ ...p.method, gas_do_povo: p.method.kind === 'gas_do_povo' }, codes),
    })),
    note: `Pedido ${sale.doc_number}`,
  };
}
