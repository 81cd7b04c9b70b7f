import { countOf } from '../messages';

/** The 15-minute rule. */
export const SALE_DELAY_MINUTES = 15;

/** Whole minutes since the sale left (in_transit_at) at `now`; 0 before it left. */
export function minutesInTransit(inTransitAt: Date | string | null | undefined, now: Date | number): number {
  if (!inTransitAt) return 0;
  const start = new Date(inTransitAt).getTime();
  const n = typeof now === 'number' ? now : now.getTime();
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((n - start) / 60_000));
}

/** Minutes late = minutes in transit − 15, never below 0. */
export function minutesLate(inTransitAt: Date | string | null | undefined, now: Date | number): number {
  return Math.max(0, minutesInTransit(inTransitAt, now) - SALE_DELAY_MINUTES);
}

/** A sale in transit for more than 15 minutes is delayed. */
export function isDelayed(inTransitAt: Date | string | null | undefined, now: Date | number): boolean {
  if (!inTransitAt) return false;
  const start = new Date(inTransitAt).getTime();
  const n = typeof now === 'number' ? now : now.getTime();
  return n - start > SALE_DELAY_MINUTES * 60_000;
}

/** The instant before which an in_transit sale counts as delayed at `now`. */
export function delayCutoff(now: Date): Date {
  return new Date(now.getTime() - SALE_DELAY_MINUTES * 60_000);
}

/** Humanised duration in pt-BR ('45 minutos', '2 horas e 5 minutos', '3 dias'). */
export function humanizeMinutes(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 1) return 'menos de um minuto';
  if (m < 60) return countOf(m, 'minuto', 'minutos');
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h < 24)
    return rest
      ? `${countOf(h, 'hora', 'horas')} e ${countOf(rest, 'minuto', 'minutos')}`
      : countOf(h, 'hora', 'horas');
  const d = Math.floor(h / 24);
  const rh = h % 24;
  return rh ? `${countOf(d, 'dia', 'dias')} e ${countOf(rh, 'hora', 'horas')}` : countOf(d, 'dia', 'dias');
}
