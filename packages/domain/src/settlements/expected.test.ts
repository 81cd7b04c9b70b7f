import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALE_STATUSES } from '../sales/status';
import { type SettlementSale, settlementExpected, settlementLines } from './expected';

const CASH = 1;
const PIX = 2;
const CARD = 3;

describe('settlementExpected', () => {
  it('takes the change off the cash paid: R$ 100 in cash for a R$ 80 sale expects R$ 80 in cash', () => {
    const sale: SettlementSale = {
      status: 'delivered',
      change_cents: 2000,
      payments: [{ payment_method_id: CASH, value_cents: 10000 }],
    };
    expect(settlementExpected([sale])).toEqual([{ payment_method_id: CASH, expected_cents: 8000 }]);
  });

  it('splits a sale paid partly by card and partly in cash, the change off its last payment', () => {
    const sale: SettlementSale = {
      status: 'finished',
      change_cents: 500,
      payments: [
        { payment_method_id: CARD, value_cents: 6000 },
        { payment_method_id: CASH, value_cents: 5500 },
      ],
    };
    expect(settlementExpected([sale])).toEqual([
      { payment_method_id: CASH, expected_cents: 5000 },
      { payment_method_id: CARD, expected_cents: 6000 },
    ]);
  });

  it('counts only delivered and finished sales', () => {
    const pay = [{ payment_method_id: PIX, value_cents: 11000 }];
    const sales = SALE_STATUSES.map((status) => ({ status, change_cents: 0, payments: pay }));
    expect(settlementExpected(sales)).toEqual([{ payment_method_id: PIX, expected_cents: 22000 }]);
    expect(settlementExpected(sales.filter((s) => s.status === 'canceled'))).toEqual([]);
  });

  it('adds up, over any day, to the totals (payments − change) of its delivered and finished sales', () => {
    const payment = fc.record({
      payment_method_id: fc.integer({ min: 1, max: 6 }),
      value_cents: fc.integer({ min: 1, max: 100_000 }),
    });
    const sale = fc
      .record({
        status: fc.constantFrom(...SALE_STATUSES),
        payments: fc.array(payment, { minLength: 1, maxLength: 4 }),
        change: fc.integer({ min: 0, max: 5_000 }),
      })
      // As saleBalance writes it: the change never exceeds what the last payment gave.
      .map(({ status, payments, change }) => ({
        status,
        payments,
        change_cents: Math.min(change, payments[payments.length - 1]!.value_cents),
      }));
    fc.assert(
      fc.property(fc.array(sale, { maxLength: 30 }), (sales) => {
        const got = settlementExpected(sales);
        const total = sales
          .filter((s) => s.status === 'delivered' || s.status === 'finished')
          .reduce((a, s) => a + s.payments.reduce((b, p) => b + p.value_cents, 0) - s.change_cents, 0);
        expect(got.reduce((a, g) => a + g.expected_cents, 0)).toBe(total);
        expect(got.every((g) => g.expected_cents >= 0)).toBe(true);
        expect(got.map((g) => g.payment_method_id)).toEqual(
          [...new Set(got.map((g) => g.payment_method_id))].sort((a, b) => a - b),
        );
        // The order of the sales does not matter.
        expect(settlementExpected([...sales].reverse())).toEqual(got);
      }),
    );
  });
});

describe('settlementLines', () => {
  it('lines up expected and handed in per method, the unit methods first, with the difference and totals', () => {
    const { lines, totals } = settlementLines(
      [
        { payment_method_id: CARD, expected_cents: 6000 },
        { payment_method_id: CASH, expected_cents: 5000 },
      ],
      [
        { payment_method_id: CASH, handed_in_cents: 4800 },
        { payment_method_id: 9, handed_in_cents: 100 },
      ],
      [CASH, PIX],
    );
    expect(lines).toEqual([
      { payment_method_id: CASH, expected_cents: 5000, handed_in_cents: 4800, difference_cents: -200 },
      { payment_method_id: PIX, expected_cents: 0, handed_in_cents: 0, difference_cents: 0 },
      { payment_method_id: CARD, expected_cents: 6000, handed_in_cents: 0, difference_cents: -6000 },
      { payment_method_id: 9, expected_cents: 0, handed_in_cents: 100, difference_cents: 100 },
    ]);
    expect(totals).toEqual({ expected_cents: 11000, handed_in_cents: 4900, difference_cents: -6100 });
  });
});

describe('settlementExpected and Gás do Povo', () => {
  it('expects nothing for a payment owed by Caixa; the change comes off the last payment brought', () => {
    expect(
      settlementExpected([
        {
          status: 'delivered',
          change_cents: 500,
          payments: [
            { payment_method_id: 1, value_cents: 2000 },
            { payment_method_id: 9, value_cents: 8967, owed_by_caixa: true },
          ],
        },
      ]),
    ).toEqual([{ payment_method_id: 1, expected_cents: 1500 }]);
  });
});
