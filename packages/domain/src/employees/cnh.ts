/**
 * CNH (driving licence) categories and their stored numbers: a=0, b=1, ab=2, c=3, d=4, e=5.
 * The API answers the code; forms and the database use the number; screens show it upper-case.
 */
export const CNH_CATEGORIES = ['a', 'b', 'ab', 'c', 'd', 'e'] as const;
export type CnhCategory = (typeof CNH_CATEGORIES)[number];

export function cnhCategoryNumber(code: string | null | undefined): number | null {
  const i = (CNH_CATEGORIES as readonly string[]).indexOf(
    String(code ?? '')
      .trim()
      .toLowerCase(),
  );
  return i < 0 ? null : i;
}

export function cnhCategoryCode(value: number | null | undefined): CnhCategory | null {
  if (value === null || value === undefined || !Number.isInteger(value)) return null;
  return CNH_CATEGORIES[value] ?? null;
}

/** 'ab' → 'AB'; also takes the number. */
export function cnhCategoryLabel(value: string | number | null | undefined): string {
  const code = typeof value === 'number' ? cnhCategoryCode(value) : value;
  return code ? code.toUpperCase() : '';
}

/** Options for a select: value is the number, label the upper-case code. */
export const CNH_CATEGORY_OPTIONS = CNH_CATEGORIES.map((code, value) => ({ value, label: code.toUpperCase() }));
