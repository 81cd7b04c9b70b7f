import type { FormInstance } from 'antd';
import { ApiError } from '../api/client';

/**
 * Maps a 422 body onto an antd form: each server key (`name`, `address.zipcode`, `city`) goes under its
 * field with the messages joined by commas. Keys the form has no field for come back, for a general alert.
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  fieldMap: Record<string, (string | number)[]> = {},
): string[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.fieldErrors;
  if (!body) return error.status >= 400 && error.message ? [error.message] : [];
  const known = new Set(form.getFieldsError().map((f) => JSON.stringify(f.name)));
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  const leftover: string[] = [];
  for (const [key, messages] of Object.entries(body)) {
    if (!Array.isArray(messages)) continue;
    const name = fieldMap[key] ?? key.split('.');
    if (known.has(JSON.stringify(name))) fields.push({ name, errors: [messages.join(', ')] });
    else leftover.push(`${key === 'base' ? '' : `${key}: `}${messages.join(', ')}`);
  }
  form.setFields(fields);
  if (fields[0]) form.scrollToField(fields[0].name, { block: 'center' });
  return leftover;
}

/** The reasons of a refused call (a 422 body's messages, or its error), e.g. for a failed delete's toast. */
export function errorReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.fieldErrors;
  if (body) return Object.values(body).flat().join(' ') || undefined;
  return error.status < 500 && error.status !== 404 ? error.message : undefined;
}
