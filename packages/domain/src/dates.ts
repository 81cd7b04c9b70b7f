/** Calendar dates as 'YYYY-MM-DD' strings: no time zone can shift them. */
export type IsoDate = string;

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

const BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function valid(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1900 || y > 2999) return false;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

function iso(y: number, m: number, d: number): IsoDate {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** 'DD/MM/YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD'; null if not a real date. */
export function parseDate(text: string | null | undefined): IsoDate | null {
  const t = String(text ?? '').trim();
  let m = BR.exec(t);
  if (m) {
    const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return valid(y, mo, d) ? iso(y, mo, d) : null;
  }
  m = ISO.exec(t);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return valid(y, mo, d) ? iso(y, mo, d) : null;
  }
  return null;
}

/**
 * A date parameter of the API: a single day or a range `start-end`, each side in pt-BR or ISO form
 * (`01/11/2026-30/11/2026`, `2026-11-01-2026-11-30`, `05/11/2026`). Null when unreadable or reversed.
 */
export function parseDateRange(text: string | null | undefined): DateRange | null {
  const t = String(text ?? '').trim();
  if (!t) return null;
  const single = parseDate(t);
  if (single) return { start: single, end: single };
  const m = /^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})\s*-\s*(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/.exec(t);
  if (!m) return null;
  const start = parseDate(m[1]);
  const end = parseDate(m[2]);
  if (!start || !end || start > end) return null;
  return { start, end };
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' */
export function formatDateBr(date: IsoDate | null | undefined): string {
  const m = ISO.exec(String(date ?? '').slice(0, 10));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d + days));
  return iso(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  const [ay, am, ad] = a.split('-').map(Number) as [number, number, number];
  const [by, bm, bd] = b.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(by, bm - 1, bd) - Date.UTC(ay, am - 1, ad)) / 86_400_000);
}

/** Monday = 0 … Sunday = 6 */
function weekdayMondayFirst(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export const DATE_PRESETS = ['today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  today: 'Hoje',
  yesterday: 'Ontem',
  this_week: 'Esta semana',
  last_week: 'Última semana',
  this_month: 'Este mês',
  last_month: 'Último mês',
};

/** The seeds' presets; weeks start on Monday. */
export function presetRange(preset: DatePreset, today: IsoDate): DateRange {
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { start: y, end: y };
    }
    case 'this_week': {
      const start = addDays(today, -weekdayMondayFirst(today));
      return { start, end: addDays(start, 6) };
    }
    case 'last_week': {
      const start = addDays(today, -weekdayMondayFirst(today) - 7);
      return { start, end: addDays(start, 6) };
    }
    case 'this_month': {
      const start = `${today.slice(0, 8)}01`;
      return { start, end: addDays(addMonths(start, 1), -1) };
    }
    case 'last_month': {
      const start = addMonths(`${today.slice(0, 8)}01`, -1);
      return { start, end: addDays(`${today.slice(0, 8)}01`, -1) };
    }
  }
}

/** First-of-month arithmetic (day is kept, callers pass day 01). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  return iso(Math.floor(total / 12), (total % 12) + 1, d);
}

/** A range as the web app sends it: 'DD/MM/YYYY-DD/MM/YYYY'. */
export function formatDateRangeParam(range: DateRange): string {
  return `${formatDateBr(range.start)}-${formatDateBr(range.end)}`;
}
