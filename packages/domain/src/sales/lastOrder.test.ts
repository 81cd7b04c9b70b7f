import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentDueDate } from './installments';
import {
  type LastOrderCatalogue,
  type LastOrderSale,
  lastOrderDraft,
  lastOrderNotice,
  lastOrderSale,
  splitByProportion,
} from './lastOrder';
import { SALE_STATUSES } from './status';
import { saleTotal } from './totals';

const TODAY = '2026-11-15';
const UNIT = 1;

const catalogue: LastOrderCatalogue = {
  products: [
    { id: 10, description: 'P13', price_cents: 11500, resale_id: UNIT },
    { id: 11, description: 'P45', price_cents: 42000, resale_id: UNIT },
    { id: 12, description: 'Água 20 L', price_cents: 1500, resale_id: UNIT, active: false },
    { id: 20, description: 'P13', price_cents: 11000, resale_id: 2 },
  ],
  payment_methods: [
    { id: 1, description: 'Dinheiro', delivery_time: 0, resale_ids: [1, 2], default: true },
    { id: 2, description: 'PIX', delivery_time: 0, resale_ids: [1] },
    { id: 3, description: 'Boleto', delivery_time: 30, resale_ids: [1] },
    { id: 4, description: 'Cheque', delivery_time: 15, resale_ids: [1], status: false },
    { id: 5, description: 'Cartão', delivery_time: 1, resale_ids: [2] },
  ],
};

function sale(over: Partial<LastOrderSale> = {}): LastOrderSale {
  return {
    id: 900,
    resale_id: UNIT,
    status: 'finished',
    sold_on: '2026-10-20T14:00:00-03:00',
    channel: 'whatsapp',
    employee_id: 7,
    change_cents: 0,
    items: [{ product_id: 11, quantity: 2, product: { description: 'P45' } }],
    payments: [{ payment_method_id: 2, value_cents: 80000 }],
    ...over,
  };
}

describe('lastOrderSale', () => {
  it('is the latest sale of the unit that was not canceled or rejected', () => {
    const sales = [
      { id: 1, resale_id: UNIT, status: 'finished' as const, sold_on: '2026-10-01T10:00:00-03:00' },
      { id: 2, resale_id: UNIT, status: 'delivered' as const, sold_on: '2026-10-05T10:00:00-03:00' },
      { id: 3, resale_id: UNIT, status: 'canceled' as const, sold_on: '2026-10-09T10:00:00-03:00' },
      { id: 4, resale_id: UNIT, status: 'rejected' as const, sold_on: '2026-10-10T10:00:00-03:00' },
      { id: 5, resale_id: 2, status: 'finished' as const, sold_on: '2026-10-11T10:00:00-03:00' },
    ];
    expect(lastOrderSale(sales, UNIT)?.id).toBe(2);
    expect(lastOrderSale(sales, 2)?.id).toBe(5);
    expect(lastOrderSale(sales, 3)).toBeNull();
    // Same instant written in two offsets: the higher id wins.
    expect(
      lastOrderSale(
        [
          { id: 8, resale_id: UNIT, status: 'created' as const, sold_on: '2026-10-05T13:00:00Z' },
          { id: 6, resale_id: UNIT, status: 'created' as const, sold_on: '2026-10-05T10:00:00-03:00' },
        ],
        UNIT,
      )?.id,
    ).toBe(8);
  });
});

describe('lastOrderDraft', () => {
  it('repeats 2 × P45 on PIX at today’s price, with the deliverer and channel', () => {
    expect(lastOrderDraft(sale(), catalogue, { today: TODAY })).toEqual({
      source_sale_id: 900,
      resale_id: UNIT,
      channel: 'whatsapp',
      employee_id: 7,
      items: [{ product_id: 11, quantity: 2, price_cents: 42000, discount_cents: 0 }],
      payments: [{ payment_method_id: 2, value_cents: 84000, installments: 1, due_date: TODAY }],
      total_cents: 84000,
      dropped: [],
      dropped_methods: [],
    });
  });

  it('leaves out a product no longer sold in the unit and says so', () => {
    const draft = lastOrderDraft(
      sale({
        items: [
          { product_id: 10, quantity: 1, product: { description: 'P13' } },
          { product_id: 12, quantity: 2, product: { description: 'Água 20 L' } },
          { product_id: 99, quantity: 1, product: { description: 'P8 (antigo)' } },
          { product_id: 20, quantity: 1 },
        ],
        payments: [{ payment_method_id: 1, value_cents: 30000 }],
      }),
      catalogue,
      { today: TODAY },
    )!;
    expect(draft.items).toEqual([{ product_id: 10, quantity: 1, price_cents: 11500, discount_cents: 0 }]);
    expect(draft.dropped).toEqual([
      { product_id: 12, description: 'Água 20 L' },
      { product_id: 99, description: 'P8 (antigo)' },
      { product_id: 20, description: 'P13' },
    ]);
    expect(draft.payments).toEqual([{ payment_method_id: 1, value_cents: 11500, installments: 1, due_date: TODAY }]);
    expect(lastOrderNotice(draft)).toBe(
      'Os produtos Água 20 L, P8 (antigo), P13 não são mais vendidos e ficaram de fora.',
    );
  });

  it('keeps the proportions of a split, odd cents on the first', () => {
    // Old: 1 × P13 at 11,000 paid 5,500 cash + 5,500 PIX. New total 11,500 → 5,750 + 5,750.
    const half = lastOrderDraft(
      sale({
        items: [{ product_id: 10, quantity: 1 }],
        payments: [
          { payment_method_id: 1, value_cents: 5500 },
          { payment_method_id: 2, value_cents: 5500 },
        ],
      }),
      catalogue,
      { today: TODAY },
    )!;
    expect(half.payments.map((p) => p.value_cents)).toEqual([5750, 5750]);
    // One third each of 11,500: 3,833 × 2 and the odd cent on the first.
    const thirds = lastOrderDraft(
      sale({
        items: [{ product_id: 10, quantity: 1 }],
        payments: [
          { payment_method_id: 1, value_cents: 100 },
          { payment_method_id: 2, value_cents: 100 },
          { payment_method_id: 3, value_cents: 100 },
        ],
      }),
      catalogue,
      { today: TODAY },
    )!;
    expect(thirds.payments.map((p) => p.value_cents)).toEqual([3834, 3833, 3833]);
  });

  it('takes the change off before keeping proportions', () => {
    // Old total 12,000 paid 6,000 PIX + 10,000 cash, change 4,000: really 6,000 + 6,000.
    const draft = lastOrderDraft(
      sale({
        items: [{ product_id: 10, quantity: 1 }],
        payments: [
          { payment_method_id: 2, value_cents: 6000 },
          { payment_method_id: 1, value_cents: 10000 },
        ],
        change_cents: 4000,
      }),
      catalogue,
      { today: TODAY },
    )!;
    expect(draft.payments.map((p) => [p.payment_method_id, p.value_cents])).toEqual([
      [2, 5750],
      [1, 5750],
    ]);
  });

  it('a term method keeps its installments and is due today + delivery_time', () => {
    const draft = lastOrderDraft(
      sale({
        items: [{ product_id: 11, quantity: 1 }],
        payments: [
          { payment_method_id: 3, value_cents: 20000 },
          { payment_method_id: 3, value_cents: 20000 },
        ],
      }),
      catalogue,
      { today: TODAY },
    )!;
    expect(draft.payments).toEqual([
      { payment_method_id: 3, value_cents: 42000, installments: 2, due_date: '2026-12-15' },
    ]);
  });

  it('drops an inactive method (the others take the total); none left → the unit’s default method', () => {
    const mixed = lastOrderDraft(
      sale({
        payments: [
          { payment_method_id: 4, value_cents: 40000, payment_method: { description: 'Cheque' } },
          { payment_method_id: 2, value_cents: 40000 },
        ],
      }),
      catalogue,
      { today: TODAY },
    )!;
    expect(mixed.payments).toEqual([{ payment_method_id: 2, value_cents: 84000, installments: 1, due_date: TODAY }]);
    expect(mixed.dropped_methods).toEqual([{ payment_method_id: 4, description: 'Cheque' }]);
    expect(lastOrderNotice(mixed)).toBe('A forma de pagamento Cheque não está mais ativa e ficou de fora.');

    const none = lastOrderDraft(sale({ payments: [{ payment_method_id: 5, value_cents: 80000 }] }), catalogue, {
      today: TODAY,
    })!;
    expect(none.payments).toEqual([{ payment_method_id: 1, value_cents: 84000, installments: 1, due_date: TODAY }]);
    expect(none.dropped_methods).toEqual([{ payment_method_id: 5, description: 'Cartão' }]);
  });

  it('no product left: no items, no payments, the dropped ones listed', () => {
    const draft = lastOrderDraft(sale({ items: [{ product_id: 12, quantity: 1 }] }), catalogue, { today: TODAY })!;
    expect(draft).toMatchObject({ items: [], payments: [], total_cents: 0 });
    expect(lastOrderNotice(draft)).toBe('O produto Água 20 L não é mais vendido e ficou de fora.');
    expect(lastOrderNotice({ dropped: [], dropped_methods: [] })).toBeNull();
  });

  it('adds up the same product on several rows; keeps the deliverer only if still in the unit', () => {
    const draft = lastOrderDraft(
      sale({
        items: [
          { product_id: 10, quantity: 1 },
          { product_id: 11, quantity: 1 },
          { product_id: 10, quantity: 2 },
        ],
      }),
      { ...catalogue, employees: [{ id: 7, resale_ids: [2] }] },
      { today: TODAY },
    )!;
    expect(draft.items.map((i) => [i.product_id, i.quantity])).toEqual([
      [10, 3],
      [11, 1],
    ]);
    expect(draft.employee_id).toBeNull();
    expect(
      lastOrderDraft(sale(), { ...catalogue, employees: [{ id: 7, resale_ids: [1] }] }, { today: TODAY })!.employee_id,
    ).toBe(7);
  });

  it('nothing to repeat from no sale or a canceled or rejected one', () => {
    expect(lastOrderDraft(null, catalogue, { today: TODAY })).toBeNull();
    expect(lastOrderDraft(sale({ status: 'canceled' }), catalogue, { today: TODAY })).toBeNull();
    expect(lastOrderDraft(sale({ status: 'rejected' }), catalogue, { today: TODAY })).toBeNull();
  });
});

describe('lastOrderDraft (property)', () => {
  const productIds = [1, 2, 3, 4, 5, 6];
  const methodIds = [1, 2, 3, 4, 5];
  const world = fc.record({
    products: fc.tuple(
      ...productIds.map((id) =>
        fc.record({
          id: fc.constant(id),
          description: fc.constant(`Produto ${id}`),
          price_cents: fc.integer({ min: 0, max: 500_000 }),
          resale_id: fc.constantFrom(1, 2),
          active: fc.option(fc.boolean()),
        }),
      ),
    ),
    payment_methods: fc.tuple(
      ...methodIds.map((id) =>
        fc.record({
          id: fc.constant(id),
          description: fc.constant(`Método ${id}`),
          delivery_time: fc.constantFrom(0, 0, 1, 30),
          resale_ids: fc.subarray([1, 2]),
          status: fc.option(fc.boolean()),
          default: fc.boolean(),
        }),
      ),
    ),
    sale: fc.record({
      id: fc.nat(),
      resale_id: fc.constant(1),
      status: fc.constantFrom(...SALE_STATUSES),
      sold_on: fc.constant('2026-10-01T10:00:00-03:00'),
      channel: fc.constantFrom('disk' as const, 'whatsapp' as const, 'door' as const),
      employee_id: fc.option(fc.nat()),
      change_cents: fc.option(fc.nat(50_000)),
      items: fc.array(
        fc.record({ product_id: fc.constantFrom(...productIds, 99), quantity: fc.integer({ min: 1, max: 50 }) }),
        { maxLength: 6 },
      ),
      payments: fc.array(
        fc.record({
          payment_method_id: fc.constantFrom(...methodIds),
          value_cents: fc.integer({ min: 1, max: 2_000_000 }),
        }),
        { maxLength: 5 },
      ),
    }),
  });

  it('payments add up exactly to the total; dropped products and inactive methods never appear', () => {
    fc.assert(
      fc.property(world, ({ products, payment_methods, sale: old }) => {
        const cat = { products, payment_methods };
        const draft = lastOrderDraft(old, cat, { today: TODAY });
        if (old.status === 'canceled' || old.status === 'rejected') {
          expect(draft).toBeNull();
          return;
        }
        expect(draft).not.toBeNull();
        const d = draft!;
        const sellable = new Set(products.filter((p) => p.resale_id === 1 && p.active !== false).map((p) => p.id));
        const usable = new Set(
          payment_methods.filter((m) => m.resale_ids.includes(1) && m.status !== false).map((m) => m.id),
        );

        expect(d.total_cents).toBe(saleTotal(d.items));
        const paid = d.payments.reduce((a, p) => a + p.value_cents, 0);
        expect(paid).toBe(d.payments.length > 0 ? d.total_cents : 0);
        if (d.payments.length === 0) {
          // No payment only when there is nothing to pay or no method to pay it with.
          const anyMethod =
            old.payments.some((p) => usable.has(p.payment_method_id)) ||
            payment_methods.some((m) => usable.has(m.id) && m.default);
          expect(d.items.length === 0 || d.total_cents === 0 || !anyMethod).toBe(true);
        }

        const droppedIds = new Set(d.dropped.map((x) => x.product_id));
        for (const i of d.items) {
          expect(droppedIds.has(i.product_id)).toBe(false);
          expect(sellable.has(i.product_id)).toBe(true);
          expect(i.price_cents).toBe(products.find((p) => p.id === i.product_id)!.price_cents);
        }
        for (const o of old.items) expect(sellable.has(o.product_id) !== droppedIds.has(o.product_id)).toBe(true);
        expect(new Set(d.items.map((i) => i.product_id)).size).toBe(d.items.length);

        for (const p of d.payments) {
          expect(usable.has(p.payment_method_id)).toBe(true);
          expect(p.value_cents).toBeGreaterThan(0);
          const m = payment_methods.find((x) => x.id === p.payment_method_id)!;
          expect(p.due_date).toBe(paymentDueDate(m.delivery_time, TODAY));
        }
        for (const x of d.dropped_methods) expect(usable.has(x.payment_method_id)).toBe(false);
        expect(d.channel).toBe(old.channel);
      }),
    );
  });

  it('splitByProportion adds up to the total, odd cents on the first (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const shares = splitByProportion(total, weights);
          expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
          const sum = weights.reduce((a, w) => a + w, 0);
          if (sum > 0)
            shares.slice(1).forEach((share, i) => {
              // Each share after the first is floor(total × weight ÷ Σ weights), checked in exact integers.
              const exact = BigInt(total) * BigInt(weights[i + 1]!);
              expect(BigInt(share) * BigInt(sum) <= exact).toBe(true);
              expect(BigInt(share + 1) * BigInt(sum) > exact).toBe(true);
            });
        },
      ),
    );
  });
});
