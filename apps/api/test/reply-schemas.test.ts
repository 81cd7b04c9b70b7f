import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPglite } from '../src/db/client';
import { checkReplies, replyMismatch, replySerializerCompiler, zTimestamp } from '../src/lib/reply-schema';
import { z } from 'zod';

/**
 * Routes whose success reply is not JSON, so they declare no reply schema (each says why).
 */
const NOT_JSON = [
  // The OpenAPI document itself (hidden from it).
  'GET /api/openapi.json',
  // A text/event-stream that stays open (server-sent events).
  'GET /api/events',
];

/**
 * JSON routes that do not declare their reply yet (issue #23 item 4, in progress): this list only shrinks.
 */
const NOT_YET = [
  'GET /api/health',
  'GET /api/edition',
  'POST /api/users/sign_in',
  'GET /api/users/current',
  'GET /api/users/refresh',
  'DELETE /api/logout',
  'GET /api/cities',
  'GET /api/cep/:cep',
  'GET /api/audit_logs',
  'GET /api/resales',
  'GET /api/resales/search/:query',
  'GET /api/resales/options',
  'GET /api/resales/:id',
  'POST /api/resales',
  'PATCH /api/resales/:id',
  'GET /api/resales/:id/whatsapp_qrcode',
  'GET /api/employees',
  'GET /api/employees/search/:query',
  'GET /api/employees/options',
  'GET /api/employees/:id',
  'POST /api/employees',
  'PATCH /api/employees/:id',
  'GET /api/users',
  'GET /api/users/search/:name',
  'GET /api/users/options',
  'GET /api/users/:id',
  'POST /api/users',
  'PATCH /api/users/:id',
  'GET /api/payment_methods',
  'GET /api/payment_methods/search/:query',
  'GET /api/payment_methods/options',
  'GET /api/payment_methods/:id',
  'POST /api/payment_methods',
  'PATCH /api/payment_methods/:id',
  'GET /api/settlements/options',
  'GET /api/settlements',
  'PUT /api/settlements',
  'POST /api/settlements/close',
  'POST /api/settlements/reopen',
  'GET /api/suppliers',
  'GET /api/suppliers/search/:query',
  'GET /api/suppliers/options',
  'GET /api/suppliers/:id',
  'POST /api/suppliers',
  'PATCH /api/suppliers/:id',
  'GET /api/customers',
  'GET /api/customers/repurchase_stats',
  'GET /api/customers/list_options',
  'GET /api/customers/options',
  'GET /api/customers/import/template',
  'POST /api/customers/import',
  'GET /api/customers/import/:id',
  'PATCH /api/customers/update_all_contacted',
  'GET /api/customers/:id',
  'GET /api/customers/:id/additional_info',
  'GET /api/customers/:id/sales',
  'GET /api/customers/:id/comodato',
  'GET /api/customers/:id/last_order',
  'POST /api/customers',
  'PATCH /api/customers/:id',
  'DELETE /api/customers/:id',
  'GET /api/groups',
  'GET /api/groups/options',
  'GET /api/groups/:id',
  'POST /api/groups',
  'PATCH /api/groups/:id',
  'GET /api/sectors',
  'GET /api/sectors/options',
  'GET /api/sectors/:id',
  'POST /api/sectors',
  'PATCH /api/sectors/:id',
  'GET /api/products',
  'GET /api/products/search/:query',
  'GET /api/products/options',
  'POST /api/categories',
  'GET /api/products/:id',
  'POST /api/products',
  'PATCH /api/products/:id',
  'GET /api/product_entries',
  'GET /api/product_entries/options',
  'GET /api/product_entries/suppliers',
  'GET /api/product_entries/:id',
  'POST /api/product_entries',
  'GET /api/stock_appointments',
  'GET /api/stock_appointments/options',
  'GET /api/stock_appointments/:id',
  'POST /api/stock_appointments',
  'PATCH /api/stock_appointments/write_off/:id',
  'GET /api/accounts',
  'GET /api/accounts/search/:query',
  'GET /api/accounts/options',
  'GET /api/accounts/:id',
  'POST /api/accounts',
  'PATCH /api/accounts/:id',
  'GET /api/banks',
  'GET /api/banks/options',
  'GET /api/banks/:id',
  'POST /api/banks',
  'PATCH /api/banks/:id',
  'GET /api/transactions',
  'GET /api/transactions/search/:query',
  'GET /api/transactions/options',
  'GET /api/transactions/:id',
  'POST /api/transactions',
  'PATCH /api/transactions/:id',
  'GET /api/receivables',
  'GET /api/receivables/new',
  'GET /api/receivables/edit',
  'GET /api/receivables/options',
  'PATCH /api/receivables/bulk',
  'GET /api/receivables/:id',
  'POST /api/receivables',
  'PATCH /api/receivables/:id',
  'GET /api/payables',
  'GET /api/payables/new',
  'GET /api/payables/edit',
  'GET /api/payables/options',
  'PATCH /api/payables/bulk',
  'GET /api/payables/:id',
  'POST /api/payables',
  'PATCH /api/payables/:id',
  'GET /api/call_logs',
  'GET /api/call_logs/options',
  'GET /api/call_logs/missed',
  'POST /api/call_logs/:id/returned',
  'POST /api/call_logs',
  'GET /api/sales',
  'GET /api/sales/options',
  'PATCH /api/sales/update_status',
  'PATCH /api/sales/update_status_all',
  'DELETE /api/sales/destroy_all',
  'GET /api/sales/:id',
  'POST /api/sales',
  'PATCH /api/sales/:id',
  'GET /api/sales/:id/pix',
  'POST /api/sales/:id/pix_confirmations',
  'POST /api/sales/:id/take',
  'PATCH /api/sales/:id/cancel',
  'GET /api/reports/options',
  'GET /api/reports/daily_closing',
  'GET /api/reports/average_price_product',
  'GET /api/reports/product_per_seller',
  'GET /api/reports/payment_method_per_seller',
  'GET /api/reports/comodato',
  'GET /api/dashboard',
  'GET /api/dashboard/late',
];

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openPglite();
  app = await buildApp({ config: { ...loadConfig({}), edition: undefined }, database, saleDelayJob: false });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('reply schemas', () => {
  it('every JSON route declares the body of its success reply (schema.response 2xx)', () => {
    const undeclared = app.apiRoutes
      .filter((r) => !r.replies.some((status) => status.startsWith('2')))
      .map((r) => `${r.method} ${r.url}`);
    const excepted = new Set([...NOT_JSON, ...NOT_YET]);
    expect(undeclared.filter((r) => !excepted.has(r))).toEqual([]);
    // A route that declares its reply now leaves NOT_YET.
    expect([...excepted].filter((r) => !undeclared.includes(r))).toEqual([]);
  });

  it('the OpenAPI document names the records (components.schemas)', () => {
    const doc = app.swagger() as { components?: { schemas?: Record<string, unknown> } };
    expect(Object.keys(doc.components?.schemas ?? {})).toContain('Vehicle');
  });

  it('the check of a reply is strict: an unknown key, a missing key or another type is named by its path', () => {
    const schema = z.object({ id: z.number(), at: zTimestamp, items: z.array(z.object({ name: z.string() })) });
    const ok = { id: 1, at: new Date(0).toJSON(), items: [{ name: 'a' }] };
    expect(replyMismatch(schema, ok)).toBeNull();
    expect(replyMismatch(schema, { ...ok, extra: 1 })).toBe('extra: not in the reply schema');
    expect(replyMismatch(schema, { ...ok, items: [{ name: 'a', x: 1 }] })).toBe('items.0.x: not in the reply schema');
    expect(replyMismatch(schema, { id: 1, at: ok.at })).toMatch(/^items: invalid_type/);
    expect(replyMismatch(schema, { ...ok, id: '1' })).toMatch(/^id: invalid_type \(expected number\)/);
    expect(replyMismatch(schema, { ...ok, at: '26/11/2026' })).toMatch(/^at: invalid_format/);
  });

  it('outside production a reply that does not match fails with 500, serialized or sent as bytes', async () => {
    const small = Fastify();
    small.setSerializerCompiler(replySerializerCompiler);
    checkReplies(small);
    const response = { 200: z.object({ id: z.number(), at: zTimestamp }) };
    small.get('/ok', { schema: { response } }, async () => ({ id: 1, at: new Date() }));
    small.get('/extra', { schema: { response } }, async () => ({ id: 1, at: new Date(), secret: 'x' }));
    small.get('/bytes', { schema: { response } }, async (_req, reply) =>
      reply.type('application/json').send(Buffer.from('{"id":"1","at":"2026-01-01T00:00:00.000Z"}')),
    );
    small.get('/csv', { schema: { response } }, async (_req, reply) => reply.type('text/csv').send('a;b'));
    const errors: unknown[] = [];
    small.setErrorHandler((err, _req, reply) => {
      errors.push((err as Error).message);
      return reply.code(500).send({ error: 'x' });
    });
    expect((await small.inject('/ok')).statusCode).toBe(200);
    expect((await small.inject('/csv')).statusCode).toBe(200);
    const spy = console.error;
    console.error = () => {};
    try {
      expect((await small.inject('/extra')).statusCode).toBe(500);
      expect((await small.inject('/bytes')).statusCode).toBe(500);
    } finally {
      console.error = spy;
    }
    expect(errors).toEqual([
      'reply of GET /extra (200) does not match its schema: secret: not in the reply schema',
      'reply of GET /bytes (200) does not match its schema: id: invalid_type (expected number), got "1"',
    ]);
    await small.close();
  });
});
