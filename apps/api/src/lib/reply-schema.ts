import zlib from 'node:zlib';
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest, FastifySerializerCompiler } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Reply schemas: every JSON route declares its body (`schema.response`), for the OpenAPI document (and
 * the web's types generated from it, apps/web/src/api/schema.gen.ts) and, outside production, as a check.
 *
 * Serializing never uses the schema: a reply is `JSON.stringify(data)`, as if no schema were there (the
 * zod provider's serializer parses the reply with the schema, which costs time on long lists and drops
 * the keys the schema does not name). With `checkReplies` (tests, development), every JSON body sent
 * (serialized here, or kept/pre-serialized bytes) is read back and checked against the route's schema
 * for its status, strictly: a key the schema does not name, a key it names that is missing, or a value
 * of another type is an error naming the route and the path, and the request fails with 500. The check
 * reads the JSON as the client gets it, so a `Date` is its ISO string (`zTimestamp`).
 */
export const replySerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/**
 * An instant, sent as ISO 8601 with its offset (a `Date` serialized, or a timestamp read as text): the
 * document says `string, format: date-time`; the routes' handlers may return a `Date` (its static type).
 */
export const zTimestamp = z.iso.datetime({ offset: true }) as unknown as z.ZodType<string | Date>;

/** An error reply: `{ error }`. */
export const zErrorReply = z.object({ error: z.string() }).meta({ id: 'ErrorReply' });

/** A calendar day, 'YYYY-MM-DD'. */
export const zDay = z.iso.date();

/** Integer cents. */
export const zMoney = z.number().int();

/** A unit as the registers answer it: `{ id, name }`. */
export const zUnitRef = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'UnitRef' });

/** What a record kept in units (`resale_ids`) answers besides its own fields. */
export const unitsFields = { resales: z.array(zUnitRef), resale_ids: z.array(z.number().int()) };

/** `id`, `created_at`, `updated_at`: what most records answer. */
export const recordFields = { id: z.number().int(), created_at: zTimestamp, updated_at: zTimestamp };

/**
 * What a service returns for a reply schema: its output type, with the instants (`zTimestamp`, a `Date` or its
 * text in a reply) as the `Date`s the services read from the database.
 */
export type ReplyOf<S extends z.ZodType> = Dated<z.output<S>>;
type Dated<T> = [NonNullable<T>] extends [string | Date]
  ? [Date] extends [NonNullable<T>]
    ? Date | Exclude<T, NonNullable<T>>
    : T
  : DatedParts<T>;
type DatedParts<T> = T extends Date
  ? Date
  : T extends readonly (infer U)[]
    ? Dated<U>[]
    : T extends object
      ? { [K in keyof T]: Dated<T[K]> }
      : T;

/** A record's reply schema: `recordFields`, then its own, named `id` in the OpenAPI document. */
export const recordReply = <F extends z.ZodRawShape>(id: string, fields: F) =>
  z.object({ ...recordFields, ...fields }).meta({ id });

/** Something named: `{ id, name }` (a customer, a user, a category). */
export const zNameRef = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'NameRef' });

/** A data/meta list (lib/list.ts sendDataMeta): `{ data: [row], meta: { total, per_page, ...meta } }`. */
export const dataMetaOf = <T extends z.ZodType, M extends z.ZodRawShape = {}>(row: T, meta?: M) =>
  z.object({
    data: z.array(row),
    meta: z.object({ total: z.number().int(), per_page: z.number().int(), ...(meta ?? ({} as M)) }),
  });

/** The body of a route that answers 204. */
export const zNoContent = z.undefined();

/** The schema a route declares for a status ('201', else '2xx', else 'default'), JSON content only. */
export function replySchemaFor(response: unknown, status: number): z.ZodType | undefined {
  if (!response || typeof response !== 'object') return undefined;
  const byStatus = response as Record<string, unknown>;
  const declared = byStatus[String(status)] ?? byStatus[`${String(status)[0]}xx`] ?? byStatus.default;
  if (declared instanceof z.ZodType) return declared;
  if (declared && typeof declared === 'object' && 'content' in declared) {
    const content = (declared as { content: Record<string, { schema?: unknown }> }).content;
    const json = content['application/json']?.schema;
    return json instanceof z.ZodType ? json : undefined;
  }
  return undefined;
}

const at = (path: PropertyKey[]) => (path.length ? path.map(String).join('.') : '(body)');

const sample = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let v = value;
  for (const p of path) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[p] : undefined;
  return v;
}

/** The first key of `input` that the parse dropped (a key the schema does not name), as a path. */
function droppedKey(input: unknown, output: unknown, path: PropertyKey[]): PropertyKey[] | null {
  if (Array.isArray(input)) {
    if (!Array.isArray(output)) return null;
    for (let i = 0; i < input.length; i++) {
      const found = droppedKey(input[i], output[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (!input || typeof input !== 'object' || !output || typeof output !== 'object') return null;
  for (const key of Object.keys(input)) {
    if (!(key in output)) return [...path, key];
    const found = droppedKey((input as Record<string, unknown>)[key], (output as Record<string, unknown>)[key], [
      ...path,
      key,
    ]);
    if (found) return found;
  }
  return null;
}

/** What is wrong with a JSON body against a reply schema, or null. */
export function replyMismatch(schema: z.ZodType, body: unknown): string | null {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const extra = 'expected' in issue ? ` (expected ${String(issue.expected)})` : '';
    return `${at(issue.path)}: ${issue.code}${extra}, got ${sample(valueAt(body, issue.path))}`;
  }
  const dropped = droppedKey(body, result.data, []);
  return dropped ? `${at(dropped)}: not in the reply schema` : null;
}

export class ReplySchemaError extends Error {
  constructor(req: FastifyRequest, status: number, problem: string) {
    super(`reply of ${req.method} ${req.routeOptions.url} (${status}) does not match its schema: ${problem}`);
    this.name = 'ReplySchemaError';
  }
}

/** Checks every JSON body the app sends against its route's reply schema (see the top of this file). */
export function checkReplies(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    const schema = replySchemaFor(req.routeOptions.schema?.response, reply.statusCode);
    if (!schema) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = String(reply.getHeader('content-type') ?? 'application/json');
    if (!/json/i.test(type)) return payload;
    // A kept reply may be sent already compressed.
    const encoding = String(reply.getHeader('content-encoding') ?? '');
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const text = (
      encoding === 'br' ? zlib.brotliDecompressSync(bytes) : encoding === 'gzip' ? zlib.gunzipSync(bytes) : bytes
    ).toString();
    let problem: string | null;
    try {
      problem = replyMismatch(schema, text === '' ? undefined : JSON.parse(text));
    } catch (e) {
      problem = `not JSON: ${(e as Error).message}`;
    }
    if (problem) {
      const error = new ReplySchemaError(req, reply.statusCode, problem);
      console.error(error.message);
      throw error;
    }
    return payload;
  });
}

/**
 * The OpenAPI document with the schemas that have an id as components (jsonSchemaTransformObject), less
 * the components nothing refers to: the provider writes each id twice, `Vehicle` (output) and
 * `VehicleInput`, and replies use only the first.
 */
export const replyTransformObject: SwaggerTransformObject = (document) => {
  const doc = jsonSchemaTransformObject(document) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = doc.components?.schemas;
  if (!schemas) return doc as ReturnType<SwaggerTransformObject>;
  for (let dropped = true; dropped; ) {
    dropped = false;
    const text = JSON.stringify({ ...doc, components: { ...doc.components, schemas: undefined } });
    const inComponents = JSON.stringify(schemas);
    for (const id of Object.keys(schemas)) {
      const ref = JSON.stringify(`#/components/schemas/${id}`);
      if (!text.includes(ref) && !inComponents.includes(ref)) {
        delete schemas[id];
        dropped = true;
      }
    }
  }
  return doc as ReturnType<SwaggerTransformObject>;
};
