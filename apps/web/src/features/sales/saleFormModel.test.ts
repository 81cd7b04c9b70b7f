import type { LastOrderSale } from '@ability/domain';
import { describe, expect, it } from 'vitest';
import type { SaleOptions } from '../../api/sales';
import { defaultsFor, lastOrderValues } from './saleFormModel';

const options = {
  products: [
    { id: 1, description: 'Gás P13 (botijão 13 kg)', price_cents: 11000, resale_id: 10, default: true },
    { id: 2, description: 'Gás P45 (cilindro 45 kg)', price_cents: 42000, resale_id: 10, default: false },
  ],
  payment_methods: [
    { id: 5, description: 'Dinheiro', delivery_time: 0, default: true, status: true, resale_ids: [10] },
    { id: 6, description: 'PIX', delivery_time: 0, default: false, status: true, resale_ids: [10] },
    { id: 7, description: 'Cheque', delivery_time: 0, default: false, status: false, resale_ids: [10] },
  ],
  employees: [{ id: 3, name: 'Carlos', role: 'deliverer', resale_ids: [10] }],
  resales: [],
  groups: [],
  sectors: [],
  users: [],
  amounts: [],
} as unknown as SaleOptions;

const sale = (over: Partial<LastOrderSale>): LastOrderSale => ({
  id: 99,
  resale_id: 10,
  status: 'finished',
  sold_on: '2026-11-01T12:00:00Z',
  channel: 'disk',
  employee_id: 3,
  change_cents: 0,
  items: [{ product_id: 2, quantity: 2 }],
  payments: [{ payment_method_id: 6, value_cents: 80000 }],
  ...over,
});

describe('lastOrderValues (the sale form from a last order)', () => {
  it('2 × P45 on PIX at today’s price, the deliverer and channel kept', () => {
    const { values, notice } = lastOrderValues(sale({}), options);
    expect(notice).toBeNull();
    expect(values).toMatchObject({
      channel: 'disk',
      employee_id: 3,
      items: [{ product_id: 2, quantity: 2, price_cents: 42000, discount_cents: 0 }],
      payments: [{ payment_method_id: 6, value_cents: 84000, installments: 1 }],
    });
  });

  it('a product no longer sold is left out, and the form says so', () => {
    const { values, notice } = lastOrderValues(
      sale({
        items: [
          { product_id: 2, quantity: 1 },
          { product_id: 8, quantity: 1, product: { description: 'Gás P20 (botijão 20 kg)' } },
        ],
      }),
      options,
    );
    expect(values?.items.map((i) => i.product_id)).toEqual([2]);
    expect(values?.payments.map((p) => p.value_cents)).toEqual([42000]);
    expect(notice).toBe('O produto Gás P20 (botijão 20 kg) não é mais vendido e ficou de fora.');
  });

  it('when no product is left the form keeps the defaults and still says what was dropped', () => {
    const { values, notice } = lastOrderValues(
      sale({ items: [{ product_id: 8, quantity: 1, product: { description: 'Gás P20' } }] }),
      options,
    );
    expect(values).toBeNull();
    expect(notice).toContain('Gás P20');
  });

  it('an inactive method is not carried: the unit’s default takes the total', () => {
    const { values, notice } = lastOrderValues(
      sale({ payments: [{ payment_method_id: 7, value_cents: 80000, payment_method: { description: 'Cheque' } }] }),
      options,
    );
    expect(values?.payments.map((p) => [p.payment_method_id, p.value_cents])).toEqual([[5, 84000]]);
    expect(notice).toBe('A forma de pagamento Cheque não está mais ativa e ficou de fora.');
  });
});

describe('defaultsFor', () => {
  it('an inactive default method is not proposed', () => {
    const inactive = {
      ...options,
      payment_methods: options.payment_methods.map((m) => (m.id === 5 ? { ...m, status: false } : m)),
    };
    expect(defaultsFor(inactive, 10).payments).toEqual([]);
    expect(defaultsFor(options, 10).payments.map((p) => p.payment_method_id)).toEqual([5]);
  });
});
