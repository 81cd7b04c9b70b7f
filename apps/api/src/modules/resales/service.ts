import { type SQL, asc, eq, or } from 'drizzle-orm';
import { type PixKeyType, VALIDATION, validatePixKey } from '@ability/domain';
import type { ReplyOf } from '../../lib/reply-schema';
import type { Db, Executor } from '../../db/client';
import { bottleBrands, resales } from '../../db/schema/index';
import { containsDigits } from '../../lib/search';
import { audit, auditCreated } from '../../lib/audit';
import { lockRecord } from '../../lib/record-lock';
import { cachedPerDb } from '../../lib/cache';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import type { PageRequest, PageResult } from '../../lib/list';
import { loweredColumnContains, searchColumnContains, registerPage } from '../../lib/matches';
import { gasDoPovoUnitColumns, saveGasDoPovoUnit } from '../gas-do-povo/units';
import { addressJson, deleteAddress, saveAddress } from '../addresses/service';
import type { CreateInput, UpdateInput, resaleReply } from './schemas';
import { columnsOf } from '../../lib/columns';

export type ResaleRecord = ReplyOf<typeof resaleReply>;

const columns = {
  ...columnsOf(resales, 'id', 'name', 'phone', 'email', 'cnpj', 'ie'),
  ...columnsOf(resales, 'anp_number', 'anp_registration', 'storage', 'resale_type'),
  ...columnsOf(resales, 'pix_key', 'pix_key_type', 'deliverers_take_orders', 'tied_brand_id'),
  ...columnsOf(resales, 'tied_brand_policy', 'storage_class_kg'),
  ...gasDoPovoUnitColumns,
  address: addressJson(resales.address_id),
  created_at: resales.created_at,
  updated_at: resales.updated_at,
};

/** Search by name (ignoring case and accents), phone digits or e-mail (ignoring case). */
function searchCondition(query: string | undefined): SQL | undefined {
  const q = query?.trim();
  if (!q) return undefined;
  return or(
    searchColumnContains(resales.name_search, q),
    loweredColumnContains(resales.email_search, q),
    containsDigits(resales.phone, q),
  );
}

export async function listResales(db: Db, q: { query?: string }, p: PageRequest): Promise<PageResult<ResaleRecord>> {
  const list = { table: resales, id: resales.id, order: [resales.name, resales.id], where: searchCondition(q.query) };
  return registerPage<ResaleRecord>(db, p, 'resales', list, columns);
}

export async function getResale(db: Executor, id: number): Promise<ResaleRecord> {
  const [row] = await db.select(columns).from(resales).where(eq(resales.id, id));
  if (!row) throw notFound();
  return row as ResaleRecord;
}

/**
 * The unit's PIX key as written: a key needs its kind and is checked and normalised for it
 * (validatePixKey; a refusal is a 422 on `pix_key` in the domain's words); an empty key clears both.
 * Fields not sent keep `current` (a PATCH of the key alone, or of its kind alone).
 */
function pixKeyFields(
  input: { pix_key?: string | null; pix_key_type?: PixKeyType | null },
  current: { pix_key: string | null; pix_key_type: PixKeyType | null } | null,
): { pix_key?: string | null; pix_key_type?: PixKeyType | null } {
  if (input.pix_key === undefined && input.pix_key_type === undefined) return {};
  const key = (input.pix_key === undefined ? current?.pix_key : input.pix_key)?.trim() || null;
  const type = input.pix_key_type === undefined ? (current?.pix_key_type ?? null) : input.pix_key_type;
  if (!key) return { pix_key: null, pix_key_type: null };
  if (!type) throw fieldError('pix_key_type', VALIDATION.required);
  const check = validatePixKey(type, key);
  if (!check.ok) throw fieldError('pix_key', check.error);
  return { pix_key: check.key, pix_key_type: type };
}

/** The tied brand, when one is given, is a bottle brand (422 on `tied_brand_id`). */
async function checkTiedBrand(tx: Executor, brandId: number | null | undefined): Promise<void> {
  if (!brandId) return;
  const [row] = await tx.select({ id: bottleBrands.id }).from(bottleBrands).where(eq(bottleBrands.id, brandId));
  if (!row) throw fieldError('tied_brand_id', VALIDATION.notFound);
}

/** A unit write, then the units in memory are read again (see allUnits). */
async function afterWrite<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    allUnits.invalidate();
  }
}

export async function createResale(db: Db, actor: Actor, input: CreateInput): Promise<ResaleRecord> {
  return afterWrite(
    db.transaction(async (tx) => {
      const { address_attributes, pix_key, pix_key_type, gas_do_povo_enrolled, gas_do_povo_bank_id, ...data } = input;
      const pix = pixKeyFields({ pix_key, pix_key_type }, null);
      await checkTiedBrand(tx, data.tied_brand_id);
      const addressId = await saveAddress(tx, null, address_attributes);
      const [row] = await tx
        .insert(resales)
        .values({ ...data, ...pix, address_id: addressId })
        .returning({ id: resales.id });
      await saveGasDoPovoUnit(tx, row!.id, { gas_do_povo_enrolled, gas_do_povo_bank_id });
      return auditCreated(tx, actor, 'resales', await getResale(tx, row!.id));
    }),
  );
}

export async function updateResale(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<ResaleRecord> {
  return afterWrite(
    db.transaction(async (tx) => {
      await lockRecord(tx, resales, id, 'edit');
      const before = await getResale(tx, id);
      const [current] = await tx.select({ address_id: resales.address_id }).from(resales).where(eq(resales.id, id));
      const { address_attributes, pix_key, pix_key_type, gas_do_povo_enrolled, gas_do_povo_bank_id, ...data } = input;
      const pix = pixKeyFields({ pix_key, pix_key_type }, before);
      await checkTiedBrand(tx, data.tied_brand_id);
      const addressId = await saveAddress(tx, current?.address_id ?? null, address_attributes);
      await tx
        .update(resales)
        .set({ ...data, ...pix, address_id: addressId, updated_at: new Date() })
        .where(eq(resales.id, id));
      await saveGasDoPovoUnit(tx, id, { gas_do_povo_enrolled, gas_do_povo_bank_id });
      const after = await getResale(tx, id);
      await audit(tx, actor, 'update', 'resales', id, before, after);
      return after;
    }),
  );
}

export async function deleteResale(db: Db, actor: Actor, id: number): Promise<void> {
  await afterWrite(
    db.transaction(async (tx) => {
      await lockRecord(tx, resales, id, 'delete');
      const before = await getResale(tx, id);
      const [current] = await tx.select({ address_id: resales.address_id }).from(resales).where(eq(resales.id, id));
      await tx.delete(resales).where(eq(resales.id, id));
      await deleteAddress(tx, current?.address_id ?? null);
      await audit(tx, actor, 'delete', 'resales', id, before, null);
    }),
  );
}

/** Every unit (id, name) by name, from memory: each list's filters and each form's unit select read it. */
const allUnits = cachedPerDb(5_000, (db) =>
  (db as Executor)
    .select({ id: resales.id, name: resales.name })
    .from(resales)
    .orderBy(asc(resales.name), asc(resales.id)),
);

/** Units for the selects of other screens, limited to what the user may see. */
export async function resaleOptions(db: Executor, units: number[] | null): Promise<{ id: number; name: string }[]> {
  if (units !== null && units.length === 0) return [];
  const all = await allUnits.get(db);
  if (units === null) return all;
  const allowed = new Set(units);
  return all.filter((r) => allowed.has(r.id));
}
