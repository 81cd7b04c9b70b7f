import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `%text%` for LIKE, with the LIKE wildcards of the text escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
}

/** The column contains the text, ignoring case and accents ("joao" finds "João"). */
export function containsText(column: AnyColumn | SQL, text: string): SQL {
  return sql`f_unaccent(lower(${column})) like f_unaccent(lower(${likePattern(text)}))`;
}
