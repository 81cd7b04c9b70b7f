import type { SaleStatus } from '../sales/status';

/** The sales whose money the deliverer brings back at the end of the day. */
export const SETTLED_SALE_STATUSES = ['delivered', 'finished'] as const satisfies SaleStatus[];

export interface SettlementSale {
  status: SaleStatus;
  change_cents: number;
  /**
   * In the order they were written (payment id): the last one gives the change back. A payment owed by
   * Caixa (a Gás do Povo redemption) brings no money to the deliverer: it is left out.
   */
  payments: readonly { payment_method_id: number; value_cents: number; owed_by_caixa?: boolean }[];
}

/**
 * What a deliverer should hand in for a day, per payment method (sorted by method id): the payments of
 * their delivered and finished sales, the change given back taken off each sale's last payment — the
 * daily closing's rule (reports/queries.ts), so each sale adds up to its total (payments − change) and
 * both screens agree per method. Other statuses (open, canceled, rejected) count nothing, nor does a
 * Gás do Povo payment (Caixa pays it into the unit's account, not the deliverer).
 */
export function settlementExpected(
  sales: readonly SettlementSale[],
): { payment_method_id: number; expected_cents: number }[] {
  const byMethod = new Map<number, number>();
  const settled: readonly SaleStatus[] = SETTLED_SALE_STATUSES;
  for (const sale of sales) {
    if (!settled.includes(sale.status)) continue;
    const brought = sale.payments.filter((p) => !p.owed_by_caixa);
    brought.forEach((p, i) => {
      const change = i === brought.length - 1 ? sale.change_cents : 0;
      byMethod.set(p.payment_method_id, (byMethod.get(p.payment_method_id) ?? 0) + p.value_cents - change);
    });
  }
  return [...byMethod]
    .sort(([a], [b]) => a - b)
    .map(([payment_method_id, expected_cents]) => ({ payment_method_id, expected_cents }));
}

export interface SettlementLine {
  payment_method_id: number;
  expected_cents: number;
  handed_in_cents: number;
  /** handed in − expected: below zero is missing money. */
  difference_cents: number;
}

/**
 * One line per method that is expected, handed in or listed in `methods` (the unit's methods, so any can
 * be entered), in `methods`' order and then by id; with the totals.
 */
export function settlementLines(
  expected: readonly { payment_method_id: number; expected_cents: number }[],
  handedIn: readonly { payment_method_id: number; handed_in_cents: number }[],
  methods: readonly number[] = [],
): { lines: SettlementLine[]; totals: Omit<SettlementLine, 'payment_method_id'> } {
  const ids = [
    ...new Set([
      ...methods,
      ...[...expected.map((e) => e.payment_method_id), ...handedIn.map((h) => h.payment_method_id)].sort(
        (a, b) => a - b,
      ),
    ]),
  ];
  const lines = ids.map((id) => {
    const e = expected.filter((x) => x.payment_method_id === id).reduce((a, x) => a + x.expected_cents, 0);
    const h = handedIn.filter((x) => x.payment_method_id === id).reduce((a, x) => a + x.handed_in_cents, 0);
    return { payment_method_id: id, expected_cents: e, handed_in_cents: h, difference_cents: h - e };
  });
  const sum = (k: 'expected_cents' | 'handed_in_cents' | 'difference_cents') => lines.reduce((a, l) => a + l[k], 0);
  return {
    lines,
    totals: {
      expected_cents: sum('expected_cents'),
      handed_in_cents: sum('handed_in_cents'),
      difference_cents: sum('difference_cents'),
    },
  };
}
