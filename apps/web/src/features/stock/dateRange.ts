import { parseDateRange } from '@ability/domain';

/** A list's date range ('DD/MM/YYYY-DD/MM/YYYY', as DateRangeFilter keeps it) as start_date/end_date. */
export function rangeParams(range: string | undefined): { start_date?: string; end_date?: string } {
  const r = parseDateRange(range);
  return r ? { start_date: r.start, end_date: r.end } : {};
}
