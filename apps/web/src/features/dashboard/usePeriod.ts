import { addDays, formatDateRangeParam, parseDateRange } from '@ability/domain';
import { useSearchParams } from 'react-router';
import type { DashboardQuery } from '../../api/dashboard';
import { todayIso } from '../../shared/DateRangeFilter';

export const PERIOD_PRESETS = ['today', 'last7', 'last30', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const presetDays: Record<Exclude<PeriodPreset, 'custom'>, number> = { today: 1, last7: 7, last30: 30 };

/**
 * The dashboard's period and unit, kept in the URL (they survive reload and Back): a preset (today by
 * default, the last 7 or 30 days) or a custom range ('periodo=DD/MM/YYYY-DD/MM/YYYY'), and 'revenda'.
 */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const custom = parseDateRange(params.get('periodo'));
  const named = params.get('preset') as PeriodPreset | null;
  const preset: PeriodPreset = custom ? 'custom' : named && named !== 'custom' && named in presetDays ? named : 'today';
  const range =
    custom ??
    (preset === 'custom'
      ? { start: today, end: today }
      : { start: addDays(today, 1 - presetDays[preset as keyof typeof presetDays]), end: today });
  const resale = params.get('revenda') ?? undefined;
  const query: DashboardQuery = { from: range.start, to: range.end, resale_id: resale ? Number(resale) : undefined };
  const set = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p, { replace: true });
  };
  return {
    preset,
    range,
    rangeParam: formatDateRangeParam(range),
    resale,
    query,
    setPreset: (p: PeriodPreset) =>
      p === 'custom'
        ? set({ preset: undefined, periodo: formatDateRangeParam(range) })
        : set({ preset: p === 'today' ? undefined : p, periodo: undefined }),
    setRange: (v: string | undefined) => set({ preset: undefined, periodo: v }),
    setResale: (v: string | undefined) => set({ revenda: v }),
  };
}
