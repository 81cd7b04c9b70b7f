import { ERRORS, VALIDATION } from '@ability/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrorBody, ValidationError, bodyWrappers, pgCode } from '../lib/errors';
import { unstorableTextAt } from '../lib/zod';

/**
 * A body wrapper (`bodyWrappers`) is not part of the field name the form knows:
 * `['resale','address_attributes','zipcode']` → `address.zipcode`; `['sale','items_attributes',0,'quantity']` → `items`.
 */
export function fieldKey(path: (string | number)[], context: string | undefined): string {
  const parts = [...path];
  if (context === 'body' && parts.length > 1 && typeof parts[0] === 'string' && bodyWrappers.has(parts[0]))
    parts.shift();
  const out: string[] = [];
  for (const p of parts) {
    if (typeof p === 'number' || /^\d+$/.test(String(p))) break;
    out.push(String(p).replace(/_attributes$/, ''));
  }
  return out.join('.') || 'base';
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Text PostgreSQL cannot store (NUL, lone surrogates) in a path parameter, the query or the body is
  // refused here, once for every route, as a 422 naming the field: no route hands it to the database.
  app.addHook('preValidation', async (req) => {
    for (const [context, part] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const at = unstorableTextAt(part);
      if (at) throw new ValidationError({ [fieldKey(at, context)]: [VALIDATION.invalidCharacters] });
    }
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) return reply.code(err.statusCode).send(err.body);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const body: FieldErrorBody = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.split('/').filter(Boolean);
        const key = fieldKey(path, err.validationContext);
        const list = body[key] ?? [];
        body[key] = list;
        const message = issue.message ?? VALIDATION.invalid;
        if (!list.includes(message)) list.push(message);
      }
      return reply.code(422).send(body);
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err.statusCode === 400 && err instanceof SyntaxError)) {
      return reply.code(400).send({ error: ERRORS.malformedJson });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ error: ERRORS.badRequest });
    }
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: ERRORS.fileTooLarge });
    }
    if (err.statusCode === 429) return reply.code(429).send({ error: ERRORS.tooManyAttempts });
    // Database constraint violations caused by input: never a 500.
    const code = pgCode(err);
    // 23503: a reference to a missing row, or a delete of a referenced one; 23001: a RESTRICT reference.
    if (code === '23503' || code === '23001') return reply.code(422).send({ base: [VALIDATION.inUse] });
    if (code === '23505') return reply.code(422).send({ base: [VALIDATION.taken] });
    // Text the database cannot store, should any reach it by a way the request check does not see.
    if (code === '22021' || code === '22P05') return reply.code(422).send({ base: [VALIDATION.invalidCharacters] });
    // Two transactions in each other's way (a serialization failure, a deadlock): the other one went
    // through; this one changed nothing and may be sent again.
    if (code === '40001' || code === '40P01') return reply.code(409).send({ error: ERRORS.concurrentWrite });
    if (code === '23514' || code === '22P02' || code === '22003' || code === '22007' || code === '22008') {
      return reply.code(422).send({ base: [VALIDATION.invalid] });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: ERRORS.badRequest });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: ERRORS.internal });
  });
});
