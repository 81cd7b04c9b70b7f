import type { SaleStatus } from './status';

/** Statuses a person may move a sale to (the list's actions and the bulk 'Ações'). */
export const SALE_TARGET_STATUSES = ['in_transit', 'delivered', 'finished', 'canceled'] as const;
export type SaleTargetStatus = (typeof SALE_TARGET_STATUSES)[number];

/** Statuses nothing moves a sale out of. */
export const FINAL_SALE_STATUSES: readonly SaleStatus[] = ['finished', 'canceled', 'rejected'];

const ALLOWED: Record<SaleStatus, readonly SaleStatus[]> = {
  created: ['in_transit', 'delivered', 'finished', 'canceled'],
  delayed: ['in_transit', 'delivered', 'finished', 'canceled'],
  in_transit: ['in_transit', 'delivered', 'finished', 'canceled', 'delayed'],
  delivered: ['finished', 'canceled'],
  finished: [],
  canceled: [],
  rejected: [],
};

/**
 * Whether a sale may go from one status to another. `delayed` is reached only from in_transit (the
 * 15-minute rule, run by the server); moving to in_transit again restarts the clock.
 */
export function canTransition(from: SaleStatus, to: SaleStatus): boolean {
  return ALLOWED[from].includes(to);
}

export const SALE_TRANSITION_TEXTS = {
  final: (label: string) => `o pedido está ${label} e não pode mais ser alterado`,
  notAllowed: (from: string, to: string) => `não é possível mudar de ${from} para ${to}`,
} as const;

/** Why a transition is refused (pt-BR), or null when it is allowed. */
export function transitionRefusal(from: SaleStatus, to: SaleStatus, labels: Record<SaleStatus, string>): string | null {
  if (canTransition(from, to)) return null;
  if (FINAL_SALE_STATUSES.includes(from)) return SALE_TRANSITION_TEXTS.final(labels[from]);
  return SALE_TRANSITION_TEXTS.notAllowed(labels[from], labels[to]);
}
