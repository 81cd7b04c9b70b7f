// The owner's report of the Gás do Povo (Relatórios): redemptions per day, what Caixa pays against the
// shelf price and the product's cost.

/** One redemption as the report reads it: the reference price, the refill's shelf price and its cost. */
export interface RedemptionEconomics {
  day: string;
  reference_cents: number;
  shelf_cents: number;
  /** The product's last purchase price up to that day; null when it was never bought. */
  cost_cents: number | null;
}

export interface GasDoPovoReportDay {
  day: string;
  count: number;
  reference_cents: number;
  shelf_cents: number;
  cost_cents: number;
  /** Reference less cost, over the redemptions whose cost is known. */
  margin_cents: number;
  /** Reference less shelf price: what the programme pays above (or below) the counter. */
  versus_shelf_cents: number;
  /** Redemptions without a known cost (left out of cost and margin). */
  without_cost: number;
}

const empty = (day: string): GasDoPovoReportDay => ({
  day,
  count: 0,
  reference_cents: 0,
  shelf_cents: 0,
  cost_cents: 0,
  margin_cents: 0,
  versus_shelf_cents: 0,
  without_cost: 0,
});

function add(d: GasDoPovoReportDay, r: RedemptionEconomics) {
  d.count++;
  d.reference_cents += r.reference_cents;
  d.shelf_cents += r.shelf_cents;
  d.versus_shelf_cents += r.reference_cents - r.shelf_cents;
  if (r.cost_cents === null) d.without_cost++;
  else {
    d.cost_cents += r.cost_cents;
    d.margin_cents += r.reference_cents - r.cost_cents;
  }
}

/** The redemptions summed per day (in day order) and over the period. */
export function gasDoPovoReport(rows: readonly RedemptionEconomics[]): {
  days: GasDoPovoReportDay[];
  total: GasDoPovoReportDay;
} {
  const days = new Map<string, GasDoPovoReportDay>();
  const total = empty('');
  for (const r of rows) {
    const d = days.get(r.day) ?? empty(r.day);
    days.set(r.day, d);
    add(d, r);
    add(total, r);
  }
  return { days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)), total };
}

export const GAS_DO_POVO_REPORT_TEXTS = {
  title: 'Gás do Povo por dia',
  subtitle: 'Resgates do Gás do Povo: preço de referência, preço de prateleira e custo',
  empty: 'Nenhum resgate do Gás do Povo no período.',
  columns: {
    day: 'Dia',
    count: 'Resgates',
    reference: 'Preço de referência',
    shelf: 'Preço de prateleira',
    versus_shelf: 'Referência − prateleira',
    cost: 'Custo',
    margin: 'Margem',
    margin_each: 'Margem por resgate',
    without_cost: 'Sem custo',
  },
  total: 'Total',
  costNote: 'Custo: o último preço de compra do produto (entradas de estoque) até o dia.',
} as const;
