import type { SaleChannel, SaleStatus } from './status';

/**
 * Walk-in: a sale of channel `door` (Venda direta) or `pos` (Portaria) is
 * handed over at the counter, so it is created as `finished` unless the attendant chooses another
 * status. The server applies it when a new sale comes without a status; the form shows it by
 * choosing the status when the channel changes (until the attendant picks one).
 */
export const WALK_IN_CHANNELS: readonly SaleChannel[] = ['door', 'pos'];

export function isWalkIn(channel: SaleChannel | null | undefined): boolean {
  return !!channel && WALK_IN_CHANNELS.includes(channel);
}

/** The status a new sale gets when none is chosen: `finished` for a walk-in, else `created` (seeds' default). */
export function newSaleStatus(channel: SaleChannel | null | undefined): SaleStatus {
  return isWalkIn(channel) ? 'finished' : 'created';
}
