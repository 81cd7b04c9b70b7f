import type { Resource } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { Actor } from './context';
import { bodyWrappers } from './errors';
import { type ExportSheet, type PageRequest, type PageResult, pageRequest, sendArray, sendExport } from './list';
import { resaleOptions } from '../modules/resales/service';
import { allowedUnits, type UnitsQuery, unitsFilter } from './scope';
import { zNoContent, zUnitRef } from './reply-schema';
import { type RegisterListQuery, zIdParams, zRegisterListQuery } from './zod';

/** A body `{ [wrapper]: {...} }` whose inner object the service takes. */
type Wrapped<W extends string> = z.ZodType<Record<W, unknown>>;
type Inner<B extends z.ZodType, W extends string> = z.output<B>[W & keyof z.output<B>];

/** What the routes of one record call: each route is registered only when its function is given. */
export interface RecordService<C, U> {
  /** The record, given the units the actor may read (null: all)… */
  get?: (db: Db, id: number, units: number[] | null) => Promise<unknown>;
  /** …or given the actor (a record whose reading depends on more than the units). */
  getByActor?: (db: Db, actor: Actor, id: number) => Promise<unknown>;
  create?: (db: Db, actor: Actor, input: C) => Promise<unknown>;
  update?: (db: Db, actor: Actor, id: number, input: U) => Promise<unknown>;
  remove?: (db: Db, actor: Actor, id: number) => Promise<unknown>;
}

/** The bodies of POST and PATCH (what recordBodies builds) and the service that saves them. */
export interface RecordSpec<W extends string, CB extends Wrapped<W>, UB extends z.ZodType, Whole extends boolean> {
  bodies?: { createBody?: CB; updateBody?: UB };
  /** `true`: the update takes the whole body (the bills' `{ payable, paid_value }`), not its inner object. */
  wholeUpdate?: Whole;
  service: RecordService<Inner<CB, W>, Whole extends true ? z.output<UB> : Inner<UB, W>>;
}

/**
 * The routes of one record of a register, written the same way for every resource: `GET /{resource}/:id`
 * (read, inside the actor's units), `POST /{resource}` (write, 201 with the record), `PATCH /{resource}/:id`
 * (write) and `DELETE /{resource}/:id` (delete, 204), tagged with the resource and answering `record`.
 * Each is registered only when its service function is given; bodies are `{ [wrapper]: {...} }` and the
 * services take the inner object, unless `wholeUpdate`. The wrapper is left out of a 422's field names.
 */
export function recordRoutes<
  W extends string,
  CB extends Wrapped<W>,
  UB extends z.ZodType,
  Whole extends boolean = false,
>(app: FastifyInstance, db: Db, resource: Resource, wrapper: W, record: z.ZodType, spec: RecordSpec<W, CB, UB, Whole>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { get, getByActor, create, update, remove } = spec.service;
  const { createBody, updateBody } = spec.bodies ?? {};
  const path = `/${resource}`;
  const tags = [resource];
  bodyWrappers.add(wrapper);

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
      { schema: { body: createBody, tags, ...replies(201, record) }, config: { access: [resource, 'write'] } },
      async (req, reply) =>
        reply.code(201).send(await create(db, req.actor(), (req.body as z.output<CB>)[wrapper] as Inner<CB, W>)),
    );

  if (update)
    r.patch(
      `${path}/:id`,
      {
        schema: { params: zIdParams, body: updateBody, tags, ...replies(200, record) },
        config: { access: [resource, 'write'] },
      },
      async (req) => {
        const body = req.body as Record<W, unknown>;
        return update(db, req.actor(), req.params.id, (spec.wholeUpdate ? body : body[wrapper]) as never);
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

/** `GET /{resource}/options`: what the screens' selects offer the actor, and its reply schema. */
export interface RegisterOptions {
  reply: z.ZodType;
  load: (db: Db, actor: Actor) => Promise<unknown>;
}

/** A register's list: its query (zRegisterListQuery unless given), how a page is read, its export. */
export interface ListSpec<Q extends z.ZodType<ListQuery>, R> {
  query?: Q;
  read: (db: Db, actor: Actor, q: z.output<Q>, page: PageRequest) => Promise<PageResult<R>>;
  sheet: ExportSheet<R>;
  /** `false`: no search route; else the search route's parameter ('query' by default). */
  search?: false | 'query' | 'name';
  options?: RegisterOptions;
}

/**
 * A register's list routes: `GET /{resource}` (a page of `row`s; with `format`, every filtered row as the
 * sheet) and `GET /{resource}/search/:query` (the same list, searched for the path's text; users name the
 * parameter `:name`) and `GET /{resource}/options`. `read` reads the page for the actor and the query string.
 */
export function listRoutes<Q extends z.ZodType<ListQuery> = typeof zRegisterListQuery, R = unknown>(
  app: FastifyInstance,
  db: Db,
  resource: Resource,
  row: z.ZodType,
  spec: ListSpec<Q, R>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { read, sheet } = spec;
  const querystring = spec.query ?? zRegisterListQuery;
  const tags = [resource];
  const config = { access: [resource, 'read'] as [Resource, 'read'] };
  const rows = z.array(row);
  const listDoc = rows.describe('A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file');

  r.get(`/${resource}`, { schema: { querystring, tags, ...replies(200, listDoc) }, config }, async (req, reply) => {
    const q = req.query as z.output<Q>;
    const result = await read(db, req.actor(), q, pageRequest(q, !!q.format));
    if (q.format) return sendExport(reply, q.format, sheet.file, sheet.columns, result.rows);
    return sendArray(reply, result);
  });

  const param = spec.search ?? 'query';
  if (param) {
    const params = z.object({ [param]: z.string().max(100) });
    const searchSchema = { params, querystring, tags, ...replies(200, rows) };
    r.get(`/${resource}/search/:${param}`, { schema: searchSchema, config }, async (req, reply) => {
      const q = req.query as z.output<Q>;
      const text = (req.params as Record<string, string>)[param];
      return sendArray(reply, await read(db, req.actor(), { ...q, query: text }, pageRequest(q)));
    });
  }

  const { options } = spec;
  if (options) {
    const schema = { tags, ...replies(200, options.reply) };
    r.get(`/${resource}/options`, { schema, config }, async (req) => options.load(db, req.actor()));
  }
}

/**
 * A register's routes as one plugin: its list (listRoutes) and its record (recordRoutes), both
 * answering `reply`; what the register has besides goes in its own plugin.
 */
export function registerRoutes<
  W extends string,
  CB extends Wrapped<W>,
  UB extends z.ZodType,
  Q extends z.ZodType<ListQuery> = typeof zRegisterListQuery,
  R = unknown,
  Whole extends boolean = false,
>(resource: Resource, wrapper: W, reply: z.ZodType, spec: RecordSpec<W, CB, UB, Whole> & { list: ListSpec<Q, R> }) {
  return async (app: FastifyInstance, opts: { db: Db }) => {
    listRoutes(app, opts.db, resource, reply, spec.list);
    recordRoutes(app, opts.db, resource, wrapper, reply, spec);
  };
}

/** A register kept in units whose list reads the text search and the unit filter (`resale_id`). */
export const readInUnits =
  <R>(list: (db: Db, q: UnitsQuery, p: PageRequest) => Promise<PageResult<R>>) =>
  (db: Db, actor: Actor, q: RegisterListQuery, page: PageRequest) =>
    list(db, { query: q.query, units: unitsFilter(actor.user, q.resale_id) }, page);

/** The options of a register kept in units: the units the actor may see. */
export const unitOptions: RegisterOptions = {
  reply: z.object({ resales: z.array(zUnitRef) }).meta({ id: 'UnitOptions' }),
  load: async (db, actor) => ({ resales: await resaleOptions(db, allowedUnits(actor.user)) }),
};
