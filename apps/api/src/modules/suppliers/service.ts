import { and, eq, or } from 'drizzle-orm';
import type { ReplyOf } from '../../lib/reply-schema';
import type { Db, Executor } from '../../db/client';
import { bottleBrands, supplierResales, suppliers } from '../../db/schema/index';
import { VALIDATION } from '@ability/domain';
import { containsDigits } from '../../lib/search';
import { auditedDelete, auditedUpdate, auditCreated } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import type { PageRequest, PageResult } from '../../lib/list';
import { loweredColumnContains, searchColumnContains, registerPage } from '../../lib/matches';
import { checkUnitIds, inAnyUnit, replaceUnits, unitsJoin, unitsJson, withUnitIds } from '../../lib/units';
import { addressJson, deleteAddress, saveAddress } from '../addresses/service';
import type { CreateInput, UpdateInput, supplierReply } from './schemas';
import { columnsOf } from '../../lib/columns';
import type { UnitsQuery } from '../../lib/scope';

export type SupplierRecord = ReplyOf<typeof supplierReply>;

const join = unitsJoin(supplierResales);

type Row = Omit<SupplierRecord, 'resale_ids'>;

const columns = {
  ...columnsOf(suppliers, 'id', 'name', 'trade_name', 'phone', 'email', 'cpf_cnpj', 'note', 'bottle_brand_id'),
  address: addressJson(suppliers.address_id),
  resales: unitsJson(join, suppliers.id),
  created_at: suppliers.created_at,
  updated_at: suppliers.updated_at,
};

/** Search by name or trade name (ignoring case and accents), CPF/CNPJ or phone digits, or e-mail (ignoring case). */
function searchCondition(query: string | undefined) {
  const q = query?.trim();
  if (!q) return undefined;
  return or(
    searchColumnContains(suppliers.name_search, q),
    searchColumnContains(suppliers.trade_name_search, q),
    loweredColumnContains(suppliers.email_search, q),
    containsDigits(suppliers.cpf_cnpj, q),
    containsDigits(suppliers.phone, q),
  );
}

export async function listSuppliers(db: Db, q: UnitsQuery, p: PageRequest): Promise<PageResult<SupplierRecord>> {
  const where = and(searchCondition(q.query), inAnyUnit(join, suppliers.id, q.units));
  const order = [suppliers.name, suppliers.id];
  const page = await registerPage<Row>(
    db,
    p,
    'suppliers',
    { table: suppliers, id: suppliers.id, order, where },
    columns,
  );
  return { ...page, rows: page.rows.map(withUnitIds) };
}

/** A record outside `units` (null = every unit) is not found, as for a record that does not exist. */
export async function getSupplier(db: Executor, id: number, units: number[] | null = null): Promise<SupplierRecord> {
  const [row] = await db
    .select(columns)
    .from(suppliers)
    .where(and(eq(suppliers.id, id), inAnyUnit(join, suppliers.id, units)));
  if (!row) throw notFound();
  return withUnitIds(row as Omit<SupplierRecord, 'resale_ids'>);
}

async function addressIdOf(tx: Executor, id: number): Promise<number | null> {
  const [row] = await tx.select({ address_id: suppliers.address_id }).from(suppliers).where(eq(suppliers.id, id));
  return row?.address_id ?? null;
}

/** The distributor's brand, when given, is a bottle brand (422 on `bottle_brand_id`). */
async function checkBrand(tx: Executor, id: number | null | undefined): Promise<void> {
  if (!id) return;
  const [row] = await tx.select({ id: bottleBrands.id }).from(bottleBrands).where(eq(bottleBrands.id, id));
  if (!row) throw fieldError('bottle_brand_id', VALIDATION.notFound);
}

export async function createSupplier(db: Db, actor: Actor, input: CreateInput): Promise<SupplierRecord> {
  return db.transaction(async (tx) => {
    const { resale_ids = [], address_attributes, ...data } = input;
    await checkUnitIds(tx, actor.user, resale_ids);
    await checkBrand(tx, data.bottle_brand_id);
    const addressId = await saveAddress(tx, null, address_attributes);
    const [row] = await tx
      .insert(suppliers)
      .values({ ...data, address_id: addressId })
      .returning({ id: suppliers.id });
    await replaceUnits(tx, join, row!.id, resale_ids);
    return auditCreated(tx, actor, 'suppliers', await getSupplier(tx, row!.id));
  });
}

export function updateSupplier(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<SupplierRecord> {
  return auditedUpdate(
    db,
    actor,
    'suppliers',
    id,
    getSupplier,
    async (tx) => {
      const { resale_ids, address_attributes, ...data } = input;
      await checkUnitIds(tx, actor.user, resale_ids);
      await checkBrand(tx, data.bottle_brand_id);
      const addressId = await saveAddress(tx, await addressIdOf(tx, id), address_attributes);
      await tx
        .update(suppliers)
        .set({ ...data, address_id: addressId, updated_at: new Date() })
        .where(eq(suppliers.id, id));
      if (resale_ids) await replaceUnits(tx, join, id, resale_ids);
    },
    suppliers,
  );
}

export function deleteSupplier(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(
    db,
    actor,
    'suppliers',
    id,
    getSupplier,
    async (tx) => {
      const addressId = await addressIdOf(tx, id);
      await tx.delete(suppliers).where(eq(suppliers.id, id));
      await deleteAddress(tx, addressId);
    },
    suppliers,
  );
}
