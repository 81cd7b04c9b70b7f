import type { StockMovement } from './movements';

/** A change of a product's counts; omitted counts stay as they are. */
export interface StockChange {
  platform?: number;
  lending?: number;
  defect?: number;
}

/** Badge colours of the movements: antd Tag colours. */
export const STOCK_MOVEMENT_COLORS: Record<StockMovement, string> = {
  inflow: 'green',
  outflow: 'red',
  receivable: 'blue',
  lending: 'cyan',
  defect: 'orange',
};

/** Only lending and defect adjustments are kept open until written off ('baixar'). */
export function canWriteOff(movement: StockMovement): boolean {
  return movement === 'lending' || movement === 'defect';
}

/** Lending adjustments name the customer holding the bottles; reason and justification are for the others. */
export function needsCustomer(movement: StockMovement): boolean {
  return movement === 'lending';
}
export function hasReason(movement: StockMovement): boolean {
  return !canWriteOff(movement);
}

/** What an adjustment of `quantity` does to its product's counts. */
export function adjustmentEffect(movement: StockMovement, quantity: number): StockChange {
  switch (movement) {
    case 'inflow':
    case 'receivable':
      return { platform: quantity };
    case 'outflow':
      return { platform: -quantity };
    case 'lending':
      return { platform: -quantity, lending: quantity };
    case 'defect':
      return { platform: -quantity, defect: quantity };
  }
}

/** A write-off of a lending or defect adjustment: the bottles leave the lending or defect count. */
export function writeOffEffect(movement: StockMovement, quantity: number): StockChange {
  if (movement === 'lending') return { lending: -quantity };
  if (movement === 'defect') return { defect: -quantity };
  return {};
}

/** The opposite change (undoing a cause: deleting an entry or an adjustment). */
export function reverseChange(change: StockChange): StockChange {
  const out: StockChange = {};
  for (const k of ['platform', 'lending', 'defect'] as const) {
    const v = change[k];
    if (v) out[k] = -v;
  }
  return out;
}

/** Total of a product's counts as the stock screen shows it: everything the unit owns. */
export function stockTotal(s: { platform: number; lending: number; defect: number }): number {
  return s.platform + s.lending + s.defect;
}

export function belowMinimum(s: { platform: number; minimum: number }): boolean {
  return s.minimum > 0 && s.platform < s.minimum;
}
