import { VALIDATION } from '@ability/domain';
import { type AnyColumn, type SQL, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, cities } from '../../db/schema/index';
import { fieldError } from '../../lib/errors';
import type { ReplyOf } from '../../lib/reply-schema';
import type { AddressAttributes } from '../../lib/zod';
import type { addressReply } from './schemas';

export type AddressRecord = ReplyOf<typeof addressReply>;

/**
 * The address of a row as JSON, inside the same query that reads the row (no query per row).
 * `column` is the owner's address_id column.
 */
export function addressJson(column: AnyColumn | SQL): SQL<AddressRecord | null> {
  return sql<AddressRecord | null>`(
    select json_build_object(
      'id', a.id, 'patio', a.patio, 'number', a.number, 'complement', a.complement,
      'neighborhood', a.neighborhood, 'zipcode', a.zipcode, 'reference', a.reference, 'references', a.reference,
      'city_id', a.city_id,
      'city', case when c.id is null then null else json_build_object('id', c.id, 'name', c.name, 'state_acronym', s.acronym, 'state_name', s.name) end)
    from addresses a left join cities c on c.id = a.city_id left join states s on s.id = c.state_id
    where a.id = ${column})`;
}

function values(attrs: NonNullable<AddressAttributes>) {
  return {
    patio: attrs.patio ?? null,
    number: attrs.number ?? null,
    complement: attrs.complement ?? null,
    neighborhood: attrs.neighborhood ?? null,
    zipcode: attrs.zipcode ?? null,
    reference: attrs.reference ?? attrs.references ?? null,
    city_id: attrs.city_id ?? null,
  };
}

/**
 * Creates or updates an owner's address from `address_attributes`; returns the address id to keep on
 * the owner. An unknown city is a 422 on `city`.
 */
export async function saveAddress(
  tx: Executor,
  currentId: number | null,
  attrs: AddressAttributes | undefined,
): Promise<number | null> {
  if (attrs === undefined) return currentId;
  if (attrs === null) return currentId;
  const v = values(attrs);
  if (v.city_id) {
    const [c] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, v.city_id));
    if (!c) throw fieldError('city', VALIDATION.notFound);
  }
  if (currentId) {
    await tx
      .update(addresses)
      .set({ ...v, updated_at: new Date() })
      .where(eq(addresses.id, currentId));
    return currentId;
  }
  const empty = Object.values(v).every((x) => x === null || x === '');
  if (empty) return null;
  const [row] = await tx.insert(addresses).values(v).returning({ id: addresses.id });
  return row?.id ?? null;
}

export async function deleteAddress(tx: Executor, id: number | null): Promise<void> {
  if (id) await tx.delete(addresses).where(eq(addresses.id, id));
}
