import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers';

/**
 * Fuzz of every route the OpenAPI document describes: each request is a plausible one (built
 * from the route's parameters and request schema, with values a form would send) with one part — a path
 * parameter, a query parameter or a body field at any depth — replaced by a hostile value: NUL, lone
 * UTF-16 surrogates, a 1 MB string, huge or negative numbers, absurd dates, a value of the wrong type,
 * an array for an object. No reply may be a 5xx or carry SQL or stack text. Fixed seed, bounded runs.
 */

const SEED = 2126;
/** Random requests per route, after (for the admin) one per parameter and body field. */
const RUNS = { admin: 12, deliverer: 3 } as const;
/** Routes that end the fuzzer's own session, or never end (the live-events stream). */
const SKIP = new Set(['DELETE /api/logout', 'GET /api/users/refresh', 'GET /api/events']);
/** What an error reply must never show: database and runtime internals. */
const LEAK =
  /syntax error|relation "|column "|violates|duplicate key|invalid byte sequence|unsupported Unicode|at Object\.|at async|node_modules|pglite|\bpg_|drizzle|TypeError|RangeError|ReferenceError|stack/i;

const MB = 'a'.repeat(1 << 20);
const MB_WIDE = 'ção'.repeat(350_000);

type Place = (string | number)[];
type Schema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** One UTF-16 unit at random, surrogate halves included, and NUL often. */
const anyUnit = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff') },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) },
);

const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Maria\u0000Silva',
    '\ud800',
    'caf\udc00é',
    'emoji \ud83d',
    '\udfff\ud800',
    MB,
    MB_WIDE,
    `${MB}\u0000`,
    "'; drop table customers; --",
    '%',
    '_',
    '\\',
    '%00',
    '\\x00',
    '9'.repeat(400),
    '-1',
    '-99999999999999999999',
    '1e309',
    'NaN',
    'Infinity',
    '0000-01-01',
    '2999-01-01',
    '1899-12-31',
    '31/12/9999',
    '01/01/0001',
    '01/01/1999-31/12/2999',
    '99/99/9999',
    'T'.repeat(70_000),
  ),
  fc.string({ unit: anyUnit, maxLength: 40 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0.5,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 63,
    -(2 ** 63),
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  ['x'],
  { id: 1 },
  [{ a: 1 }],
  { '0': 'x' },
  '',
  'x',
  1,
);

const hostile: fc.Arbitrary<unknown> = fc.oneof(hostileText, hostileNumber, wrongType);

/** Text a form would send in a field of that name, so the rest of a request passes validation. */
function plausibleText(name: string, schema: Schema): fc.Arbitrary<string> {
  const n = name.toLowerCase();
  if (schema.format === 'date-time') return fc.constant(new Date().toISOString());
  if (/phone|whatsapp|cellphone/.test(n)) return fc.constantFrom('11987654321', '(19) 3232-4545');
  if (/cpf_cnpj|document/.test(n)) return fc.constantFrom('529.982.247-25', '11.222.333/0001-81', '');
  if (/cnpj/.test(n)) return fc.constant('11.222.333/0001-81');
  if (/cpf/.test(n)) return fc.constant('529.982.247-25');
  if (/zipcode|cep/.test(n)) return fc.constant('01310-100');
  if (/email|login/.test(n)) return fc.constantFrom('fuzz@example.com.br', 'admin@demo.com.br');
  if (/password/.test(n)) return fc.constant('fuzz12345');
  if (/date|birthday|_on$|_at$/.test(n)) return fc.constantFrom('15/03/2026', '2026-03-15', '');
  if (/plate/.test(n)) return fc.constant('ABC1D23');
  if (n === 'cnh_category') return fc.constantFrom('b', 'ab');
  return fc.oneof(
    fc.constantFrom('Fuzz', 'Gás São João', 'a', 'Maria da Silva'),
    fc.string({ minLength: 1, maxLength: schema.maxLength ? Math.min(schema.maxLength, 20) : 20 }),
  );
}

/** A value the schema accepts, most of the time (ids small, so they often name real rows). */
function plausible(schema: Schema | undefined, name: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => plausible(s, name, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object': {
      if (depth > 4) return fc.constant({});
      const entries = Object.entries(schema.properties ?? {});
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of entries) shape[key] = plausible(prop, key, depth + 1);
      // Every field present: a sparse body mostly fails validation before reaching the service.
      return fc.record(shape);
    }
    case 'array':
      return fc.array(plausible(schema.items, name, depth + 1), { minLength: 0, maxLength: 2 });
    case 'integer': {
      const min = Math.max(schema.minimum ?? 0, -1000);
      const max = Math.min(schema.maximum ?? 1000, 1000);
      if (/resale_id/.test(name)) return fc.integer({ min: 1, max: 2 });
      if (/(^|_)id$|_id$/.test(name)) return fc.integer({ min: 1, max: 6 });
      return fc.integer({ min: Math.min(min, max), max: Math.max(min, Math.min(max, min + 5000)) });
    }
    case 'number':
      return fc.integer({ min: 0, max: 10_000 });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return plausibleText(name, schema);
    default:
      return fc.constantFrom('x', 1, true);
  }
}

/** Every place in `value` (objects and arrays at any depth, and the value itself). */
function places(value: unknown, at: Place = []): Place[] {
  const out: Place[] = [at];
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(...places(v, [...at, Array.isArray(value) ? Number(k) : k]));
    }
  }
  return out;
}

/** Every field the schema describes, at any depth (an array's items as its first one), with its schema. */
function schemaPlaces(schema: Schema | undefined, at: Place = [], depth = 0): [Place, Schema][] {
  if (!schema || depth > 6) return [];
  const out: [Place, Schema][] = [];
  for (const option of schema.anyOf ?? schema.oneOf ?? []) out.push(...schemaPlaces(option, at, depth + 1));
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    out.push([[...at, key], prop], ...schemaPlaces(prop, [...at, key], depth + 1));
  }
  if (schema.items) out.push([[...at, 0], schema.items], ...schemaPlaces(schema.items, [...at, 0], depth + 1));
  const seen = new Set<string>();
  return out.filter(([p]) => !seen.has(JSON.stringify(p)) && !!seen.add(JSON.stringify(p)));
}

const takesText = (schema: Schema): boolean =>
  schema.type === 'string' || !schema.type || !!(schema.anyOf ?? schema.oneOf)?.some(takesText);

/** `value` with `next` at `at`, the objects and arrays on the way made when missing. */
function replaceAt(value: unknown, at: Place, next: unknown): unknown {
  if (!at.length) return next;
  const [head, ...rest] = at as [string | number, ...Place];
  const base = value && typeof value === 'object' ? value : typeof head === 'number' ? [] : {};
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>;
  copy[head] = replaceAt(copy[head], rest, next);
  return copy;
}

/** Percent-encoding of every UTF-16 unit as WTF-8, so lone surrogates travel as their raw bytes. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let out = '';
  for (const ch of text) {
    if (/^[A-Za-z0-9\-_.~]$/.test(ch)) {
      out += ch;
      continue;
    }
    const cp = ch.codePointAt(0) ?? 0;
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    for (const b of bytes) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Where the hostile value went, for the report. */
  mutated: string;
}

function parts(op: Operation) {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  // No export: a whole list as CSV or XLSX per request would spend the time budget on a few routes.
  const queryParams = params.filter((p) => p.in === 'query' && p.name !== 'format');
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const plain = fc.record({
    path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, plausible(p.schema, p.name)]))),
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, plausible(p.schema, p.name)])), {
      requiredKeys: [],
    }),
    body: bodySchema ? plausible(bodySchema, 'body') : fc.constant(undefined),
  });
  const names: [Place, Schema][] = params
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => [[p.in, p.name], p.schema]);
  const fields: [Place, Schema][] = bodySchema
    ? [[[], bodySchema] as [Place, Schema], ...schemaPlaces(bodySchema)].map(([p, sc]) => [['body', ...p], sc])
    : [];
  return { plain, names, fields, bodySchema };
}

function withHostile(req: Omit<FuzzRequest, 'mutated'>, at: Place, bad: unknown): FuzzRequest {
  const [where, ...rest] = at as ['path' | 'query' | 'body', ...Place];
  return { ...req, [where]: replaceAt(req[where], rest, bad), mutated: at.join('.') };
}

/** A plausible request for the operation with one part replaced by a hostile value (or none, one time in eight). */
function requests(op: Operation): fc.Arbitrary<FuzzRequest> {
  const { plain, names, bodySchema } = parts(op);
  return fc.tuple(plain, fc.nat(), hostile, fc.integer({ min: 0, max: 7 })).map(([req, pick, bad, none]) => {
    const bodyPlaces = bodySchema ? places(req.body).map((p) => ['body', ...p]) : [];
    const all = [...names.map(([p]) => p), ...bodyPlaces];
    if (none === 0 || !all.length) return { ...req, mutated: 'nothing' };
    return withHostile(req, all[pick % all.length]!, bad);
  });
}

/**
 * Every parameter and every body field the schema names (at any depth): one request with a random hostile
 * value, and, where text goes, one with NUL and one with a lone surrogate.
 */
function sweep(op: Operation, seed: number): FuzzRequest[] {
  const { plain, names, fields } = parts(op);
  const targets: [Place, unknown][] = [];
  const all = [...names, ...fields];
  const bad = fc.sample(hostile, { numRuns: Math.max(all.length, 1), seed: seed + 1 });
  all.forEach(([at, schema], i) => {
    targets.push([at, bad[i]]);
    if (takesText(schema)) targets.push([at, `Gás\u0000${i}`], [at, `Gás\ud800${i}`]);
  });
  if (!targets.length) return [];
  const reqs = fc.sample(plain, { numRuns: targets.length, seed });
  return targets.map(([at, value], i) => withHostile(reqs[i]!, at, value));
}

function urlOf(template: string, req: FuzzRequest): string {
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => encode(req.path[name] ?? '1') || '%20');
  const parts: string[] = [];
  for (const [k, v] of Object.entries(req.query)) {
    if (v === undefined) continue;
    // An array repeats the parameter, as a form's multiple choice does.
    for (const one of Array.isArray(v) ? v : [v]) parts.push(`${k}=${encode(one === null ? '' : one)}`);
  }
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

function describeValue(v: unknown): string {
  const text = JSON.stringify(v);
  if (text === undefined) return 'undefined';
  return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
}

function valueAt(req: FuzzRequest): unknown {
  if (req.mutated === 'nothing') return undefined;
  const [where, ...rest] = req.mutated.split('.');
  let v: unknown = where === 'path' ? req.path : where === 'query' ? req.query : req.body;
  if (where === 'body' && !rest.length) return req.body;
  for (const k of rest) v = (v as Record<string, unknown> | undefined)?.[k];
  return v;
}

let t: TestContext;
let operations: { method: string; url: string; op: Operation }[];

beforeAll(async () => {
  t = await createTestContext();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), url, op })),
  );
});
afterAll(async () => t?.close());

async function fuzz(role: keyof typeof RUNS): Promise<string[]> {
  const headers = await t.as(role);
  const failures: string[] = [];
  let index = 0;
  for (const { method, url, op } of operations) {
    index++;
    if (SKIP.has(`${method} ${url}`)) continue;
    const samples = [
      ...(role === 'admin' ? sweep(op, SEED * 1000 + index) : []),
      ...fc.sample(requests(op), { numRuns: RUNS[role], seed: SEED + index }),
    ];
    for (const req of samples) {
      const target = urlOf(url, req);
      let res: LightMyRequestResponse;
      try {
        res = await t.app.inject({
          method: method as 'GET',
          url: target,
          headers: { ...headers, ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
          payload: req.body === undefined ? undefined : JSON.stringify(req.body),
        });
      } catch (err) {
        failures.push(`${method} ${url} ${req.mutated}=${describeValue(valueAt(req))} → threw ${String(err)}`);
        continue;
      }
      // Error replies only: a success may echo what the fuzzer itself stored.
      if (res.statusCode >= 500 || (res.statusCode >= 400 && LEAK.test(res.body.slice(0, 20_000)))) {
        failures.push(
          `${method} ${url} [${role}] ${req.mutated}=${describeValue(valueAt(req))} → ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
      }
    }
  }
  return failures;
}

describe('fuzz over the OpenAPI document', () => {
  it('covers the API', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  // The deliverer first: the admin's pass may edit or delete other users.
  it('as deliverer: no 5xx, no internals in replies', async () => {
    const failures = await fuzz('deliverer');
    expect(failures).toEqual([]);
  }, 120_000);

  it('as admin: no 5xx, no internals in replies', async () => {
    const failures = await fuzz('admin');
    expect(failures).toEqual([]);
    // The server still answers.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 240_000);
});

/** A multipart form with one file, as a browser sends it. */
function multipartFile(name: string, content: Uint8Array) {
  const boundary = '----ability-fuzz-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('fuzz of writes at the same instant and of imported files', () => {
  // After the passes above: these delete records.
  it('as admin: a save and a delete of the same record at once never answer a 5xx', async () => {
    const headers = await t.as('admin');
    const failures: string[] = [];
    // Registers with a list, an edit and a delete by id (the signed-in users apart: the fuzzer's own session).
    const registers = operations
      .filter((o) => o.method === 'PATCH' && /^\/api\/[a-z_]+\/\{id\}$/.test(o.url) && !o.url.startsWith('/api/users/'))
      .filter((o) => operations.some((d) => d.method === 'DELETE' && d.url === o.url));
    expect(registers.length).toBeGreaterThan(10);
    let index = 0;
    for (const { url, op } of registers) {
      index++;
      const list = await t.app.inject({ method: 'GET', url: url.replace('/{id}', ''), headers });
      if (list.statusCode !== 200) continue;
      const json = list.json() as { id?: number }[] | { data?: { id?: number }[] };
      const ids = (Array.isArray(json) ? json : (json.data ?? [])).map((r) => r.id).filter(Number.isInteger);
      const edits = fc.sample(parts(op).plain, { numRuns: 2, seed: SEED + index });
      for (const [i, id] of ids.slice(-2).entries()) {
        const target = url.replace('{id}', String(id));
        const body = JSON.stringify(edits[i]?.body ?? {});
        const [saved, deleted] = await Promise.all([
          t.app.inject({
            method: 'PATCH',
            url: target,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: body,
          }),
          t.app.inject({ method: 'DELETE', url: target, headers }),
        ]);
        for (const [method, res] of [
          ['PATCH', saved],
          ['DELETE', deleted],
        ] as const)
          if (res.statusCode >= 500 || (res.statusCode >= 400 && LEAK.test(res.body)))
            failures.push(`${method} ${target} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('as admin: import files in any encoding or none (Windows-1252, UTF-16, random bytes) never answer a 5xx', async () => {
    const headers = await t.as('admin');
    const text = 'nome;telefones;observações\nJosé Conceição;19 99876-0001;pão\u0000de queijo\nÁgata;19 99876-0002;\n';
    const files: [string, Uint8Array][] = [
      ['cp1252.csv', Buffer.from(text, 'latin1')],
      ['utf16le.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ['utf16be.csv', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
      ['utf16-sem-marca.csv', Buffer.from(text, 'utf16le')],
      ['bom-mentiroso.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'latin1')])],
      [
        'meio-par.csv',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le'), Buffer.from([0x00, 0xd8])]),
      ],
      ['impar.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le'), Buffer.from([0x41])])],
      ...fc
        .sample(fc.uint8Array({ minLength: 1, maxLength: 4096 }), { numRuns: 12, seed: SEED })
        .map((bytes, i): [string, Uint8Array] => [`aleatorio-${i}.${i % 3 === 0 ? 'xlsx' : 'csv'}`, bytes]),
      ...fc
        .sample(
          fc.array(fc.oneof(fc.constantFrom(';', '\n', '"', '\r', 'nome'), fc.string({ unit: anyUnit })), {
            maxLength: 60,
          }),
          {
            numRuns: 12,
            seed: SEED + 1,
          },
        )
        .map((cells, i): [string, Uint8Array] => [`texto-${i}.csv`, Buffer.from(`nome;telefones\n${cells.join('')}`)]),
    ];
    const failures: string[] = [];
    for (const [name, content] of files) {
      const m = multipartFile(name, content);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customers/import',
        headers: { ...headers, ...m.headers },
        payload: m.payload,
      });
      if (res.statusCode >= 500 || (res.statusCode >= 400 && LEAK.test(res.body)))
        failures.push(`${name} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (res.statusCode !== 202) continue;
      // Its job runs to its end: rows refused one by one, never the whole job failing.
      for (let i = 0; ; i++) {
        const job = (
          await t.app.inject({ method: 'GET', url: `/api/customers/import/${res.json().id}`, headers })
        ).json();
        if (job.state === 'running' && i < 300) {
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        if (job.state !== 'finished') failures.push(`${name} → import ${job.state}: ${job.error}`);
        break;
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
