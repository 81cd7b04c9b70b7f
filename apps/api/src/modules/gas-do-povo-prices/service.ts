import { formatDateBr, periodsOverlap } from '@ability/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { gasDoPovoPrices } from '../../db/schema/index';
import { auditCreated, auditedDelete, auditedUpdate } from '../../lib/audit';
import { columnsOf } from '../../lib/columns';
import type { Actor } from '../../lib/context';
import { fieldError, notFound } from '../../lib/errors';
import type { PageRequest, PageResult } from '../../lib/list';
import { registerPage, searchColumnContains } from '../../lib/matches';
import type { ReplyOf } from '../../lib/reply-schema';
import type { CreateInput, UpdateInput, gasDoPovoPriceReply } from './schemas';

export type GasDoPovoPriceRecord = ReplyOf<typeof gasDoPovoPriceReply>;

const table = gasDoPovoPrices;

const columns = columnsOf(
  table,
  'id',
  'uf',
  'price_cents',
  'starts_on',
  'ends_on',
  'source',
  'active',
  'created_at',
  'updated_at',
);

/** The list, by UF and then by start (the search reads the UF and the source). Not kept in units: per UF. */
export async function listGasDoPovoPrices(
  db: Db,
  q: { query?: string },
  p: PageRequest,
): Promise<PageResult<GasDoPovoPriceRecord>> {
  const text = q.query?.trim();
  const where = text ? searchColumnContains(table.source_search, text) : undefined;
  const order = [table.uf, table.starts_on, table.id];
  return registerPage<GasDoPovoPriceRecord>(
    db,
    p,
    'gas_do_povo_prices',
    { table, id: table.id, order, where },
    columns,
  );
}

export async function getGasDoPovoPrice(db: Executor, id: number): Promise<GasDoPovoPriceRecord> {
  const [row] = await db.select(columns).from(table).where(eq(table.id, id));
  if (!row) throw notFound();
  return row as GasDoPovoPriceRecord;
}

/** Every active price (a few per UF): what `priceInForce` chooses from. */
export function activeGasDoPovoPrices(db: Executor) {
  return db
    .select({
      uf: table.uf,
      price_cents: table.price_cents,
      starts_on: table.starts_on,
      ends_on: table.ends_on,
      source: table.source,
    })
    .from(table)
    .where(eq(table.active, true));
}

/**
 * Two active periods of one UF may not share a day: the price of a day would be ambiguous. Refused on
 * `starts_on`, naming the other period. Holds the UF's rows (FOR UPDATE) so two writes cannot both pass.
 */
async function assertNoOverlap(
  tx: Executor,
  period: { uf: string; starts_on: string; ends_on: string | null; active: boolean },
  id?: number,
): Promise<void> {
  if (!period.active) return;
  const others = await tx
    .select({ starts_on: table.starts_on, ends_on: table.ends_on })
    .from(table)
    .where(and(eq(table.uf, period.uf), eq(table.active, true), id ? ne(table.id, id) : undefined))
    .for('update');
  const clash = others.find((o) => periodsOverlap(o, period));
  if (clash) {
    const until = clash.ends_on ? `a ${formatDateBr(clash.ends_on)}` : 'sem fim';
    throw fieldError(
      'starts_on',
      `o período se sobrepõe ao preço de ${period.uf} de ${formatDateBr(clash.starts_on)} ${until}`,
    );
  }
  if (period.ends_on && period.ends_on < period.starts_on) {
    throw fieldError('ends_on', 'deve ser igual ou posterior ao início');
  }
}

export async function createGasDoPovoPrice(db: Db, actor: Actor, input: CreateInput): Promise<GasDoPovoPriceRecord> {
  return db.transaction(async (tx) => {
    const data = {
      ...input,
      starts_on: input.starts_on!,
      ends_on: input.ends_on ?? null,
      active: input.active ?? true,
    };
    await assertNoOverlap(tx, data);
    const [row] = await tx.insert(table).values(data).returning({ id: table.id });
    return auditCreated(tx, actor, 'gas_do_povo_prices', await getGasDoPovoPrice(tx, row!.id));
  });
}

export function updateGasDoPovoPrice(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateInput,
): Promise<GasDoPovoPriceRecord> {
  return auditedUpdate(db, actor, 'gas_do_povo_prices', id, getGasDoPovoPrice, async (tx) => {
    const before = await getGasDoPovoPrice(tx, id);
    const { starts_on, ...rest } = input;
    const data = { ...rest, ...(starts_on ? { starts_on } : {}) };
    await assertNoOverlap(tx, { ...before, ...data }, id);
    await tx
      .update(table)
      .set({ ...data, updated_at: new Date() })
      .where(eq(table.id, id));
  });
}

export function deleteGasDoPovoPrice(db: Db, actor: Actor, id: number): Promise<void> {
  return auditedDelete(db, actor, 'gas_do_povo_prices', id, getGasDoPovoPrice, (tx) =>
    tx.delete(table).where(eq(table.id, id)),
  );
}
