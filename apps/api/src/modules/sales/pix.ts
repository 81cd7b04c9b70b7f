import {
  type PixKeyType,
  SALE_TEXTS,
  buildPixPayload,
  isCashMethod,
  isPixMethod,
  pixDueCents,
  saleBalance,
} from '@ability/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { addresses, cities, resales, salePayments } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import type { SaleRecord } from './queries';
import { getSale, lockSales, saleScope, visible } from './service';
import { notify } from './write';

const E = SALE_TEXTS.errors;

/**
 * A sale's PIX at the door: the static BR Code built here, once, by the domain's buildPixPayload from the
 * unit's key, name (a name without an ASCII letter gives 'LOJA': the unit has no legal name column) and
 * city, the amount owed by PIX and the order number as txid; the screens only draw it. `missing` says why
 * there is no code.
 */
export interface SalePixRecord {
  sale_id: number;
  doc_number: number;
  /** What the customer owes by PIX (pixDueCents): Σ of the sale's PIX payments, never more than the sale. */
  amount_cents: number;
  /** The BR Code ("copia e cola"), or null when the unit lacks what it needs. */
  payload: string | null;
  missing: 'key' | 'city' | null;
  receiver: { name: string; city: string | null; key: string | null; key_type: PixKeyType | null };
  /** Every PIX payment confirmed: when the last one was, and by whom; else null. */
  confirmed_at: string | null;
  confirmed_by: { id: number; name: string } | null;
}

async function unitReceiver(db: Executor, resaleId: number) {
  const [row] = await db
    .select({ name: resales.name, key: resales.pix_key, key_type: resales.pix_key_type, city: cities.name })
    .from(resales)
    .leftJoin(addresses, eq(addresses.id, resales.address_id))
    .leftJoin(cities, eq(cities.id, addresses.city_id))
    .where(eq(resales.id, resaleId));
  if (!row) throw notFound();
  return row;
}

/** The sale's PIX payments (isPixMethod); a 422 when it has none. */
function pixPayments(sale: SaleRecord) {
  const payments = sale.payments.filter((p) => isPixMethod(p.payment_method));
  if (!payments.length) throw fieldError('payments', E.noPixPayment);
  return payments;
}

async function pixRecord(db: Executor, sale: SaleRecord): Promise<SalePixRecord> {
  const payments = pixPayments(sale);
  const unit = await unitReceiver(db, sale.resale_id);
  // Change is cash's: a PIX over the sale's total (saved before the rule refused it) is charged the total.
  const balance = saleBalance(
    sale.items,
    sale.payments.map((p) => ({ value_cents: p.value_cents, cash: isCashMethod(p.payment_method) })),
  );
  const amount = pixDueCents(
    balance,
    payments.reduce((sum, p) => sum + p.value_cents, 0),
  );
  const missing = !unit.key ? 'key' : !unit.city ? 'city' : null;
  const payload = missing
    ? null
    : buildPixPayload({
        key: unit.key!,
        name: unit.name,
        city: unit.city!,
        amountCents: amount,
        txid: sale.doc_number,
      });
  const confirmed = payments.every((p) => p.pix_confirmed_at);
  const last = confirmed
    ? [...payments].sort((a, b) => String(b.pix_confirmed_at).localeCompare(String(a.pix_confirmed_at)))[0]
    : undefined;
  return {
    sale_id: sale.id,
    doc_number: sale.doc_number,
    amount_cents: amount,
    payload,
    missing,
    receiver: { name: unit.name, city: unit.city, key: unit.key, key_type: unit.key_type },
    confirmed_at: last?.pix_confirmed_at ?? null,
    confirmed_by: last?.pix_confirmed_by ?? null,
  };
}

/** GET /sales/:id/pix: the sale as its reader may see it (a deliverer, their own), its PIX and code. */
export async function salePix(db: Db, actor: Actor, id: number): Promise<SalePixRecord> {
  return pixRecord(db, await getSale(db, id, saleScope(actor)));
}

/**
 * POST /sales/:id/pix_confirmations: the deliverer's word that the PIX was received. Its PIX payments not
 * yet confirmed are stamped with who and when, audited in the same transaction; a sale already confirmed
 * is answered as it is (the first confirmation stands). A deliverer confirms only their own sales; nobody
 * a sale of a unit they don't see (404), nor a canceled or rejected one (422).
 */
export async function confirmSalePix(db: Db, actor: Actor, id: number, now = new Date()): Promise<SalePixRecord> {
  return db.transaction(async (tx) => {
    const [s] = await lockSales(tx, [id]);
    if (!s || !visible(actor, s)) throw notFound();
    if (s.status === 'canceled' || s.status === 'rejected') throw fieldError('status', E.pixClosed);
    const before = await getSale(tx, id, { units: null });
    const open = pixPayments(before).filter((p) => !p.pix_confirmed_at);
    if (!open.length) return pixRecord(tx, before);
    await tx
      .update(salePayments)
      .set({ pix_confirmed_at: now, pix_confirmed_by: actor.user.id })
      .where(
        and(
          eq(salePayments.sale_id, id),
          inArray(
            salePayments.id,
            open.map((p) => p.id),
          ),
          isNull(salePayments.pix_confirmed_at),
        ),
      );
    const after = await getSale(tx, id, { units: null });
    await audit(tx, actor, 'confirm_pix', 'sales', id, before, after);
    await notify(tx, after);
    return pixRecord(tx, after);
  });
}
