import type { IsoDate } from '../dates';
import { INACTIVE_MIN_DAYS, daysSinceSale, isOverdue } from './segments';

/**
 * Comodato at risk: the customer holds lent bottles and the days since their
 * last sale exceed 1.5 × their average interval. Without an interval (one sale day) they are at risk
 * once they would be inativo (180 days without a sale); holding bottles without any sale is at risk.
 */
export function comodatoAtRisk(
  input: { heldQuantity: number; lastSaleOn: IsoDate | null; averageIntervalDays: number | null },
  today: IsoDate,
): boolean {
  if (input.heldQuantity <= 0) return false;
  if (!input.lastSaleOn) return true;
  const idle = daysSinceSale(input.lastSaleOn, today);
  return input.averageIntervalDays === null ? idle >= INACTIVE_MIN_DAYS : isOverdue(idle, input.averageIntervalDays);
}
