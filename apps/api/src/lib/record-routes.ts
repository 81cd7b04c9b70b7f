import type { Resource } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { Actor } from './context';
import { type ExportColumn, type PageRequest, type PageResult, pageRequest, sendArray, sendExport } from './list';
import { resaleOptions } from '../modules/resales/service';
import { allowedUnits } from './scope';
import { zNoContent, zUnitRef } from './reply-schema';
import { zIdParams } from './zod';

/** A body `{ [wrapper]: {...} }` whose inner object the service takes. */
type Wrapped<W extends string> = z.ZodType<Record<W, unknown>>;
type Inner<B extends z.ZodType, W extends string> = z.output<B>[W & keyof z.output<B>];

/**
 * The routes of one record of a register, written the same way for every resource: `GET /{resource}/:id`
 * (read, inside the actor's units), `POST /{resource}` (write, 201 with the record), `PATCH /{resource}/:id`
 * (write) and `DELETE /{resource}/:id` (delete, 204), tagged with the resource. Each is registered only
 * when its service is given; bodies are `{ [wrapper]: {...} }` and the services take the inner object,
 * unless `update.whole` hands the update the whole body (the bills' `{ payable, paid_value }`).
 */
export function recordRoutes<W extends string, CB extends Wrapped<W>, UB extends z.ZodType>(
  app: FastifyInstance,
  db: Db,
  resource: Resource,
  wrapper: W,
  spec: {
    /** The record's reply schema (GET, POST, PATCH answer it). */
    record: z.ZodType;
    /** The record, given the units the actor may read (null: all)… */
    get?: (db: Db, id: number, units: number[] | null) => Promise<unknown>;
    /** …or given the actor (a record whose reading depends on more than the units). */
    getByActor?: (db: Db, actor: Actor, id: number) => Promise<unknown>;
    create?: { body: CB; save: (db: Db, actor: Actor, input: Inner<CB, W>) => Promise<unknown> };
    update?:
      | { body: UB; whole?: false; save: (db: Db, actor: Actor, id: number, input: Inner<UB, W>) => Promise<unknown> }
      | { body: UB; whole: true; save: (db: Db, actor: Actor, id: number, input: z.output<UB>) => Promise<unknown> };
    remove?: (db: Db, actor: Actor, id: number) => Promise<unknown>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { get, getByActor, create, update, remove, record } = spec;
  const path = `/${resource}`;
  const tags = [resource];

  if (get || getByActor)
    r.get(
      `${path}/:id`,
      { schema: { params: zIdParams, tags, ...replies(200, record) }, config: { access: [resource, 'read'] } },
      async (req) =>
        getByActor
          ? getByActor(db, req.actor(), req.params.id)
          : get?.(db, req.params.id, allowedUnits(req.actor().user)),
    );

  if (create)
    r.post(
      path,
      { schema: { body: create.body, tags, ...replies(201, record) }, config: { access: [resource, 'write'] } },
      async (req, reply) =>
        reply.code(201).send(await create.save(db, req.actor(), (req.body as z.output<CB>)[wrapper] as Inner<CB, W>)),
    );

  if (update)
    r.patch(
      `${path}/:id`,
      {
        schema: { params: zIdParams, body: update.body, tags, ...replies(200, record) },
        config: { access: [resource, 'write'] },
      },
      async (req) => {
        const body = req.body as z.output<UB>;
        if (update.whole) return update.save(db, req.actor(), req.params.id, body);
        return update.save(db, req.actor(), req.params.id, (body as Record<W, unknown>)[wrapper] as Inner<UB, W>);
      },
    );

  if (remove)
    r.delete(
      `${path}/:id`,
      { schema: { params: zIdParams, tags, response: { 204: zNoContent } }, config: { access: [resource, 'delete'] } },
      async (req, reply) => {
        await remove(db, req.actor(), req.params.id);
        return reply.code(204).send();
      },
    );
}

/** `{ response: { [status]: schema } }`, or nothing while a route has no reply schema yet. */
const replies = (status: number, schema: z.ZodType | undefined) => (schema ? { response: { [status]: schema } } : {});

type ListQuery = { page?: number; format?: 'csv' | 'xlsx'; query?: string };

/**
 * A register's list routes: `GET /{resource}` (a page; with `format`, every filtered row as a sheet named
 * `exportFile`) and `GET /{resource}/search/:query` (the same list, searched for the path's text; users
 * name the parameter `:name`) and `GET /{resource}/options`. `list` reads the page for the actor and the query string.
 */
export function listRoutes<Q extends z.ZodType<ListQuery>, R>(
  app: FastifyInstance,
  resource: Resource,
  spec: {
    /** A row's reply schema: the list answers an array of them (Total and Per-Page in headers). */
    row: z.ZodType;
    query: Q;
    list: (actor: Actor, q: z.output<Q>, page: PageRequest) => Promise<PageResult<R>>;
    exportFile: string;
    exportColumns: ExportColumn<R>[];
    /** `false`: no search route; else the search route's parameter ('query' by default). */
    search?: false | 'query' | 'name';
    /** `GET /{resource}/options`: what the screens' selects offer the actor (unitOptions: the units). */
    options?: (actor: Actor) => Promise<unknown>;
    /** The options' reply schema (unitOptions: zUnitOptions). */
    optionsReply?: z.ZodType;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { query: querystring, list } = spec;
  const tags = [resource];
  const config = { access: [resource, 'read'] as [Resource, 'read'] };
  const rows = spec.row && z.array(spec.row);
  const listDoc = rows?.describe('A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file');

  r.get(`/${resource}`, { schema: { querystring, tags, ...replies(200, listDoc) }, config }, async (req, reply) => {
    const q = req.query as z.output<Q>;
    const result = await list(req.actor(), q, pageRequest(q, !!q.format));
    if (q.format) return sendExport(reply, q.format, spec.exportFile, spec.exportColumns, result.rows);
    return sendArray(reply, result);
  });

  const param = spec.search ?? 'query';
  if (param) {
    const params = z.object({ [param]: z.string().max(100) });
    const searchSchema = { params, querystring, tags, ...replies(200, rows) };
    r.get(`/${resource}/search/:${param}`, { schema: searchSchema, config }, async (req, reply) => {
      const q = req.query as z.output<Q>;
      const text = (req.params as Record<string, string>)[param];
      return sendArray(reply, await list(req.actor(), { ...q, query: text }, pageRequest(q)));
    });
  }

  const { options, optionsReply } = spec;
  if (options) {
    const schema = { tags, ...replies(200, optionsReply) };
    r.get(`/${resource}/options`, { schema, config }, async (req) => options(req.actor()));
  }
}

/** The reply of unitOptions. */
export const zUnitOptions = z.object({ resales: z.array(zUnitRef) }).meta({ id: 'UnitOptions' });

/** The options of a register kept in units: the units the actor may see. */
export const unitOptions = (db: Db) => async (actor: Actor) => ({
  resales: await resaleOptions(db, allowedUnits(actor.user)),
});
