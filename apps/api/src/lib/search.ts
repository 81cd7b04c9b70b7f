import { onlyDigits } from '@ability/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `%text%` for LIKE, with the LIKE wildcards of the text escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
}

/** The column contains the text, ignoring case and accents ("joao" finds "João"). */
export function containsText(column: AnyColumn | SQL, text: string): SQL {
  return sql`f_unaccent(lower(${column})) like f_unaccent(lower(${likePattern(text)}))`;
}

/** The column (digits only: a phone, a CPF/CNPJ) contains the text's digits, once it has 3 of them or more. */
export function containsDigits(column: AnyColumn, text: string): SQL | undefined {
  const digits = onlyDigits(text);
  return digits.length >= 3 ? sql`${column} like ${`%${digits}%`}` : undefined;
}
