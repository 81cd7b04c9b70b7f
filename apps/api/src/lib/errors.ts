import { ERRORS } from '@ability/domain';

export type FieldErrorBody = Record<string, string[]>;

/**
 * The wrappers of write bodies (`{ vehicle: {...} }`), which a 422's field names leave out (the errors
 * plugin): `recordRoutes` adds each register's own when its routes are registered; these are the bodies
 * written outside it.
 */
export const bodyWrappers = new Set<string>([
  'customer',
  'category',
  'call_log',
  'fiscal_settings',
  'whatsapp_settings',
  'whatsapp_message',
  'whatsapp_template_message',
]);

/** The one error class: a code mapped to HTTP in one handler that never leaks internal messages. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly body: unknown,
    message?: string,
  ) {
    super(message ?? (typeof body === 'object' && body && 'error' in body ? String(body.error) : 'AppError'));
  }
}

export class ValidationError extends AppError {
  constructor(public readonly fields: FieldErrorBody | unknown[]) {
    super(422, fields, 'Validation failed');
  }
}

export const notFound = (message: string = ERRORS.notFound) => new AppError(404, { error: message });
export const forbidden = (message: string = ERRORS.forbidden) => new AppError(403, { error: message });
export const unauthorized = (message: string = ERRORS.unauthenticated) => new AppError(401, { error: message });
export const badRequest = (message: string = ERRORS.badRequest) => new AppError(400, { error: message });

/** Collects field errors, then throws them together as one 422. */
export class FieldErrors {
  readonly fields: FieldErrorBody = {};

  add(field: string, message: string): this {
    const list = this.fields[field] ?? [];
    if (!list.includes(message)) list.push(message);
    this.fields[field] = list;
    return this;
  }

  get any(): boolean {
    return Object.keys(this.fields).length > 0;
  }

  throwIfAny(): void {
    if (this.any) throw new ValidationError(this.fields);
  }
}

export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] });
}

/** The PostgreSQL error code (SQLSTATE) of an error or of one of its causes. */
export function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
