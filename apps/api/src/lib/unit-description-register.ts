import { VALIDATION } from '@ability/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Executor } from '../db/client';
import { type customerGroups, type customerSectors, resales } from '../db/schema/index';
import { auditedDelete, auditedUpdate, auditCreated } from './audit';
import type { Actor } from './context';
import { fieldError, notFound } from './errors';
import {
  type ExportColumn,
  type PageRequest,
  type PageResult,
  limits,
  pageRequest,
  pageWithCount,
  sendArray,
  sendExport,
  countRows,
} from './list';
import { recordRoutes, unitOptions } from './record-routes';
import { recordFields, zUnitRef } from './reply-schema';
import { assertWritableUnit, unitCondition, unitsFilter, type UnitsQuery } from './scope';
import { containsText } from './search';
import { zId, zRegisterListQuery, zRequiredText } from './zod';

/** A record of a register that is only a description of one unit (customer groups and sectors). */
export interface UnitDescriptionRecord {
  id: number;
  description: string;
  resale_id: number;
  resale: { id: number; name: string } | null;
  created_at: Date;
  updated_at: Date;
}

export interface UnitDescriptionInput {
  description: string;
  resale_id: number;
}

const fields = { description: zRequiredText(120), resale_id: zId };

const exportColumns: ExportColumn<UnitDescriptionRecord>[] = [
  { header: '#', value: (r) => r.id, width: 8 },
  { header: 'Descrição', value: (r) => r.description, width: 40 },
  { header: 'Unidade', value: (r) => r.resale?.name, width: 30 },
];

/**
 * One register of descriptions per unit, built the same way for every such resource: the service
 * (list with accent-free search, get, options for selects, audited create/update/delete inside the
 * actor's units) and its routes (`/{resource}` with `{ [wrapper]: {...} }` bodies and sheet export).
 */
export function unitDescriptionRegister(spec: {
  /** Tables with the same columns (id, description, resale_id, timestamps). */
  table: typeof customerGroups | typeof customerSectors;
  resource: 'groups' | 'sectors';
  /** The body's wrapper key: `{ group: {...} }`. */
  wrapper: string;
  /** The exported sheet's file name. */
  exportFile: string;
  /** The record's component name in the OpenAPI document ('Group'). */
  replyId: string;
}) {
  // Both tables have the same columns; one static type keeps the query builder's inference.
  const table = spec.table as typeof customerGroups;
  const { resource, wrapper } = spec;
  const columns = {
    id: table.id,
    description: table.description,
    resale_id: table.resale_id,
    resale: sql<{
      id: number;
      name: string;
    } | null>`(select json_build_object('id', r.id, 'name', r.name) from resales r where r.id = ${table.resale_id})`,
    created_at: table.created_at,
    updated_at: table.updated_at,
  };

  async function list(db: Db, q: UnitsQuery, p: PageRequest): Promise<PageResult<UnitDescriptionRecord>> {
    const text = q.query?.trim();
    const where = and(
      text ? containsText(table.description, text) : undefined,
      unitCondition(table.resale_id, q.units),
    );
    const { limit, offset } = limits(p);
    return pageWithCount(
      p,
      db
        .select(columns)
        .from(table)
        .where(where)
        .orderBy(asc(table.description), asc(table.id))
        .limit(limit)
        .offset(offset),
      countRows(db, db.select({ n: count() }).from(table).where(where)),
    );
  }

  async function get(db: Executor, id: number, units: number[] | null = null): Promise<UnitDescriptionRecord> {
    const [row] = await db
      .select(columns)
      .from(table)
      .where(and(eq(table.id, id), unitCondition(table.resale_id, units)));
    if (!row) throw notFound();
    return row;
  }

  /** The records of the given units, for selects (customer form and filters, sales, reports). */
  async function options(db: Executor, units: number[] | null) {
    return db
      .select({ id: table.id, description: table.description, resale_id: table.resale_id })
      .from(table)
      .where(unitCondition(table.resale_id, units))
      .orderBy(asc(table.description));
  }

  async function checkResale(tx: Executor, actor: Actor, resaleId: number | undefined) {
    if (resaleId === undefined) return;
    assertWritableUnit(actor.user, resaleId);
    const [r] = await tx.select({ id: resales.id }).from(resales).where(eq(resales.id, resaleId));
    if (!r) throw fieldError('resale', VALIDATION.notFound);
  }

  async function create(db: Db, actor: Actor, input: UnitDescriptionInput): Promise<UnitDescriptionRecord> {
    return db.transaction(async (tx) => {
      await checkResale(tx, actor, input.resale_id);
      const [row] = await tx.insert(table).values(input).returning({ id: table.id });
      return auditCreated(tx, actor, resource, await get(tx, row!.id));
    });
  }

  function update(
    db: Db,
    actor: Actor,
    id: number,
    input: Partial<UnitDescriptionInput>,
  ): Promise<UnitDescriptionRecord> {
    return auditedUpdate(db, actor, resource, id, get, async (tx) => {
      await checkResale(tx, actor, input.resale_id);
      await tx
        .update(table)
        .set({ ...input, updated_at: new Date() })
        .where(eq(table.id, id));
    });
  }

  function remove(db: Db, actor: Actor, id: number): Promise<void> {
    return auditedDelete(db, actor, resource, id, get, (tx) => tx.delete(table).where(eq(table.id, id)));
  }

  const reply = z
    .object({ ...recordFields, description: z.string(), resale_id: z.number().int(), resale: zUnitRef.nullable() })
    .meta({ id: spec.replyId });
  const createBody = z.object({ [wrapper]: z.object(fields) });
  const updateBody = z.object({ [wrapper]: z.object(fields).partial() });

  async function routes(app: FastifyInstance, opts: { db: Db }) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = opts;
    const tags = [resource];
    const path = `/${resource}`;

    r.get(
      path,
      {
        schema: { querystring: zRegisterListQuery, tags, response: { 200: z.array(reply) } },
        config: { access: [resource, 'read'] },
      },
      async (req, reply) => {
        const units = unitsFilter(req.actor().user, req.query.resale_id);
        const result = await list(db, { query: req.query.query, units }, pageRequest(req.query, !!req.query.format));
        if (req.query.format) return sendExport(reply, req.query.format, spec.exportFile, exportColumns, result.rows);
        return sendArray(reply, result);
      },
    );

    r.get(
      `${path}/options`,
      { schema: { tags, response: { 200: unitOptions.reply } }, config: { access: [resource, 'read'] } },
      async (req) => unitOptions.load(db, req.actor()),
    );

    recordRoutes(app, db, resource, wrapper, reply, {
      bodies: { createBody, updateBody },
      service: { get, create, update, remove },
    });
  }

  return { list, get, options, create, update, remove, routes };
}
