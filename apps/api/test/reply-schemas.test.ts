import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPglite } from '../src/db/client';
import { checkReplies, replyMismatch, replySerializerCompiler, zTimestamp } from '../src/lib/reply-schema';
import { z } from 'zod';

/**
 * The only routes without a success reply schema (each says why): every other API route declares the
 * body of its 2xx reply, and outside production each reply is checked against it (lib/reply-schema.ts).
 */
const NOT_JSON = [
  // The OpenAPI document itself (hidden from it).
  'GET /api/openapi.json',
  // A text/event-stream that stays open (server-sent events).
  'GET /api/events',
  // The import template: an XLSX file.
  'GET /api/customers/import/template',
  // No WhatsApp gateway: it only answers 404 (its body declared).
  'GET /api/resales/:id/whatsapp_qrcode',
  // A WhatsApp message's image or audio: its bytes, as Meta keeps them.
  'GET /api/whatsapp/messages/:id/media',
  // A sale's NFC-e as its signed XML file.
  'GET /api/sales/:id/nfce/xml',
];

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openPglite();
  app = await buildApp({ config: { ...loadConfig({}), edition: undefined }, database, saleDelayJob: false });
  await app.ready();
}, 180_000); // a fresh database migrated, on a loaded machine
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('reply schemas', () => {
  it('every JSON route declares the body of its success reply (schema.response 2xx)', () => {
    const undeclared = app.apiRoutes
      .filter((r) => !r.replies.some((status) => status.startsWith('2')))
      .map((r) => `${r.method} ${r.url}`);
    const excepted = new Set(NOT_JSON);
    expect(undeclared.filter((r) => !excepted.has(r))).toEqual([]);
    // A route that declares its reply leaves NOT_JSON.
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
