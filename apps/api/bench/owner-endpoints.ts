import type { CustomerSegment } from '@ability/domain';
import { createKeptReplies } from '../src/lib/kept';
import { PER_PAGE } from '../src/lib/list';
import { listCustomers } from '../src/modules/customers/service';
import { filterVips, withSegments } from '../src/modules/customers/segments';
import type { BenchContext, Endpoint } from './types';

const page1 = { page: 1, perPage: PER_PAGE } as const;

/**
 * The db-only side keeps the VIP cuts and the segment counts as the server does (app.ts: serveStale, read
 * again after a sale).
 */
export const vipCuts = createKeptReplies(600_000, 512, { serveStale: true });

/** A page of the busy unit's customers as the list route answers it: the page, then its segment tags. */
async function taggedPage(ctx: BenchContext, q: { due?: boolean; segment?: CustomerSegment }) {
  const units = [Number(ctx.samples.saleResaleId)];
  const vips = await filterVips(ctx.db, q.segment, units, vipCuts);
  const page = await listCustomers(ctx.db, { ...q, units, vips, kept: vipCuts }, page1);
  return withSegments(ctx.db, page.rows, vipCuts);
}

/**
 * The owner's tools in the busy unit, which holds half the customers (100,000 in the large set)
 * and half the sales: the re-purchase queue's first page as /recompra asks it, and the customer list's
 * segment filter (VIP needs the unit's cut; regular, the default segment, every rule).
 */
export const ownerEndpoints: Endpoint[] = [
  {
    name: 'repurchase_queue',
    method: 'GET',
    path: (ctx) => `/api/customers?due=true&resale_id=${ctx.samples.saleResaleId}&page=1&options=false`,
    target: { p95Ms: 100, connections: 16 },
    dbOnly: (ctx) => taggedPage(ctx, { due: true }),
  },
  ...(['vip', 'regular'] as const).map(
    (segment): Endpoint => ({
      name: `customers_segment_${segment}`,
      method: 'GET',
      path: (ctx) => `/api/customers?segment=${segment}&resale_id=${ctx.samples.saleResaleId}&page=1&options=false`,
      target: { p95Ms: 100, connections: 16 },
      dbOnly: (ctx) => taggedPage(ctx, { segment }),
    }),
  ),
];
