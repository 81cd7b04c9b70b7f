import { CYLINDER_CAPACITIES, EMPTY_STATES, TIED_BRAND_POLICIES } from '@ability/domain';
import { businessToday } from '../customers/segments';
import { pageRequest } from '../../lib/list';
import { zDay } from '../../lib/reply-schema';
import { zPage } from '../../lib/zod';
import { dayMoves, distributors, recordCount, recordDestroca, recordTransfer } from './places';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, pgArray, queryRows } from '../../db/client';
import { notFound } from '../../lib/errors';
import { zErrorReply } from '../../lib/reply-schema';
import { allowedUnits, canSeeUnit } from '../../lib/scope';
import { zId, zIdParams } from '../../lib/zod';

const brandBalance = z.object({
  brand_id: z.number().int().nullable(),
  brand: z.string().nullable(),
  capacity: z.enum(CYLINDER_CAPACITIES),
  quantity: z.number().int(),
});

/** GET /empties/brands: the active brands of the user's units and each unit's flag (the sale form, the card). */
const emptyBrandsReply = z
  .object({
    brands: z.array(z.object({ id: z.number().int(), name: z.string(), resale_ids: z.array(z.number().int()) })),
    units: z.array(
      z.object({
        id: z.number().int(),
        tied_brand_id: z.number().int().nullable(),
        tied_brand_policy: z.enum(TIED_BRAND_POLICIES),
      }),
    ),
  })
  .meta({ id: 'EmptyBrands' });

const customerEmptiesReply = z
  .object({ customer_id: z.number().int(), owed: z.array(brandBalance), loan: z.array(brandBalance) })
  .meta({ id: 'CustomerEmpties' });

const placeBalance = brandBalance.extend({
  resale_id: z.number().int(),
  vehicle_id: z.number().int().nullable(),
  vehicle: z.string().nullable(),
  state: z.enum(EMPTY_STATES),
});
const placeEmptiesReply = z.object({ balances: z.array(placeBalance) }).meta({ id: 'PlaceEmpties' });

type BrandBalance = z.infer<typeof brandBalance>;

const zCapacity = z.enum(CYLINDER_CAPACITIES);
const zState = z.enum(EMPTY_STATES);
const moveRow = z.object({
  id: z.number().int(),
  created_at: z.union([z.string(), z.date()]),
  vehicle_id: z.number().int().nullable(),
  vehicle: z.string().nullable(),
  customer: z.string().nullable(),
  account: z.string(),
  brand_id: z.number().int().nullable(),
  brand: z.string().nullable(),
  capacity: zCapacity,
  state: zState,
  quantity: z.number().int(),
  cause: z.string(),
  note: z.string().nullable(),
});
const movesReply = z
  .object({ data: z.array(moveRow), meta: z.object({ total: z.number().int(), per_page: z.number().int() }) })
  .meta({ id: 'EmptyMoves' });
const countBody = z.object({
  count: z.object({
    resale_id: zId,
    vehicle_id: zId.nullish(),
    reason: z.string().max(500).nullish(),
    lines: z
      .array(
        z.object({
          brand_id: zId.nullable(),
          capacity: zCapacity,
          state: zState,
          counted: z.number().int().min(0).max(1_000_000),
        }),
      )
      .min(1)
      .max(200),
  }),
});
const adjustment = z.object({
  brand_id: z.number().int().nullable(),
  capacity: zCapacity,
  state: zState,
  quantity: z.number().int(),
});
const transferBody = z.object({
  transfer: z.object({
    resale_id: zId,
    vehicle_id: zId,
    direction: z.enum(['load', 'unload']),
    brand_id: zId.nullable(),
    capacity: zCapacity,
    state: zState,
    quantity: z.number().int().min(1).max(100_000),
  }),
});
const distributorRow = z.object({
  supplier_id: z.number().int(),
  supplier: z.string(),
  brand_id: z.number().int(),
  brand: z.string(),
  capacity: zCapacity.nullable(),
  held: z.number().int(),
});
const destrocaBody = z.object({
  destroca: z.object({
    resale_id: zId,
    supplier_id: zId,
    capacity: zCapacity,
    quantity: z.number().int().min(1).max(100_000),
    brand_in: zId.nullish(),
  }),
});

/**
 * The empties' balances (empty_balances, kept from the ledger): GET /empties/customers/:id — the empties a
 * customer owes and the cylinders they hold on loan, by brand and capacity (the customer screen and the
 * sale form); GET /empties/places — each place's fulls and empties by brand, capacity and state (the
 * stock's staff).
 */
export async function emptiesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  r.get(
    '/empties/brands',
    { schema: { tags: ['empties'], response: { 200: emptyBrandsReply } }, config: { access: ['sales', 'read'] } },
    async (req) => {
      const units = allowedUnits(req.actor().user);
      const inUnits = (column: string) =>
        units === null ? sql`true` : sql`${sql.raw(column)} = any(${pgArray(units)}::int[])`;
      const [brands, flags] = await Promise.all([
        queryRows<{ id: number; name: string; resale_ids: number[] }>(
          db,
          sql`select bb.id, bb.name, array_agg(br.resale_id order by br.resale_id) as resale_ids
                from bottle_brands bb join bottle_brand_resales br on br.bottle_brand_id = bb.id
               where bb.active and ${inUnits('br.resale_id')}
               group by bb.id, bb.name order by bb.name, bb.id`,
        ),
        queryRows<{ id: number; tied_brand_id: number | null; tied_brand_policy: 'warn' | 'refuse' }>(
          db,
          sql`select r.id, r.tied_brand_id, r.tied_brand_policy from resales r where ${inUnits('r.id')} order by r.id`,
        ),
      ]);
      return { brands, units: flags };
    },
  );
  r.get(
    '/empties/customers/:id',
    {
      schema: { params: zIdParams, tags: ['empties'], response: { 200: customerEmptiesReply, 404: zErrorReply } },
      config: { access: ['customers', 'read'] },
    },
    async (req) => {
      const rows = await queryRows<BrandBalance & { account: 'owed' | 'loan'; resale_id: number }>(
        db,
        sql`select c.resale_id, b.account, b.brand_id, bb.name as brand, b.capacity, b.quantity
              from customers c
              left join empty_balances b on b.customer_id = c.id and b.quantity <> 0
              left join bottle_brands bb on bb.id = b.brand_id
             where c.id = ${req.params.id}
             order by b.account, bb.name nulls last, b.capacity`,
      );
      if (!rows.length || !canSeeUnit(req.actor().user, rows[0]!.resale_id)) throw notFound();
      const pick = (a: string) =>
        rows
          .filter((x) => x.account === a)
          .map(({ brand_id, brand, capacity, quantity }) => ({ brand_id, brand, capacity, quantity }));
      return { customer_id: req.params.id, owed: pick('owed'), loan: pick('loan') };
    },
  );
  r.get(
    '/empties/places',
    {
      schema: {
        querystring: z.object({ resale_id: zId.optional() }),
        tags: ['empties'],
        response: { 200: placeEmptiesReply },
      },
      config: { access: ['stock', 'read'] },
    },
    async (req) => {
      const units = allowedUnits(req.actor().user);
      const wanted = req.query.resale_id;
      if (wanted && units !== null && !units.includes(wanted)) return { balances: [] };
      const balances = await queryRows<z.infer<typeof placeBalance>>(
        db,
        sql`select b.resale_id, b.vehicle_id, v.license_plate as vehicle, b.brand_id, bb.name as brand, b.capacity,
                   b.state, b.quantity
              from empty_balances b
              left join vehicles v on v.id = b.vehicle_id
              left join bottle_brands bb on bb.id = b.brand_id
             where b.account = 'place' and b.quantity <> 0
               ${wanted ? sql`and b.resale_id = ${wanted}` : sql``}
               ${units !== null ? sql`and b.resale_id = any(${pgArray(units)}::int[])` : sql``}
             order by b.resale_id, b.vehicle_id nulls first, bb.name nulls last, b.capacity, b.state`,
      );
      return { balances };
    },
  );
  r.get(
    '/empties/moves',
    {
      schema: {
        querystring: z.object({ resale_id: zId, date: zDay.optional(), page: zPage }),
        tags: ['empties'],
        response: { 200: movesReply },
      },
      config: { access: ['stock', 'read'] },
    },
    async (req) => {
      const { resale_id, date, page } = req.query;
      const p = pageRequest({ page });
      if (!canSeeUnit(req.actor().user, resale_id)) return { data: [], meta: { total: 0, per_page: 25 } };
      const res = await dayMoves(db, resale_id, date ?? businessToday(), p);
      return { data: res.rows, meta: { total: res.total, per_page: res.perPage } };
    },
  );
  r.post(
    '/empties/counts',
    {
      schema: {
        body: countBody,
        tags: ['empties'],
        response: { 201: z.object({ adjustments: z.array(adjustment) }).meta({ id: 'EmptyCount' }) },
      },
      config: { access: ['stock', 'write'] },
    },
    async (req, reply) => reply.code(201).send(await recordCount(db, req.actor(), req.body.count)),
  );
  r.post(
    '/empties/transfers',
    {
      schema: {
        body: transferBody,
        tags: ['empties'],
        response: { 201: z.object({ moved: z.number().int() }).meta({ id: 'EmptyTransfer' }) },
      },
      config: { access: ['stock', 'write'] },
    },
    async (req, reply) => reply.code(201).send(await recordTransfer(db, req.actor(), req.body.transfer)),
  );
  r.get(
    '/empties/distributors',
    {
      schema: {
        querystring: z.object({ resale_id: zId }),
        tags: ['empties'],
        response: { 200: z.array(distributorRow).meta({ id: 'EmptyDistributors' }) },
      },
      config: { access: ['stock', 'read'] },
    },
    async (req) => (canSeeUnit(req.actor().user, req.query.resale_id) ? distributors(db, req.query.resale_id) : []),
  );
  r.post(
    '/empties/destrocas',
    {
      schema: {
        body: destrocaBody,
        tags: ['empties'],
        response: {
          201: z
            .object({
              id: z.number().int(),
              brand_out: z.number().int(),
              brand_in: z.number().int(),
              quantity: z.number().int(),
            })
            .meta({ id: 'EmptyDestroca' }),
        },
      },
      config: { access: ['stock', 'write'] },
    },
    async (req, reply) => reply.code(201).send(await recordDestroca(db, req.actor(), req.body.destroca)),
  );
}
