import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates';
import { paymentDue, paymentDueDate, splitSalePayment } from './installments';

describe('installment split', () => {
  it('divides equally into payments of one installment, spaced by the delivery time', () => {
    expect(
      splitSalePayment(
        { payment_method_id: 3, value_cents: 10000, installments: 3, due_date: '2026-11-30' },
        30,
        '2026-11-23',
      ),
    ).toEqual([
      { payment_method_id: 3, value_cents: 3334, installments: 1, due_date: '2026-11-30' },
      { payment_method_id: 3, value_cents: 3333, installments: 1, due_date: '2026-12-30' },
      { payment_method_id: 3, value_cents: 3333, installments: 1, due_date: '2027-01-29' },
    ]);
  });

  it('pieces add up to the value, differ by under N cents and are evenly spaced (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 90 }),
        (value, n, days) => {
          const parts = splitSalePayment(
            { payment_method_id: 1, value_cents: value, installments: n, due_date: '2026-01-31' },
            days,
            '2026-01-01',
          );
          expect(parts).toHaveLength(n);
          expect(parts.reduce((a, p) => a + p.value_cents, 0)).toBe(value);
          const min = Math.min(...parts.map((p) => p.value_cents));
          const max = Math.max(...parts.map((p) => p.value_cents));
          expect(max - min).toBeLessThan(n);
          parts.forEach((p, i) => {
            expect(p.installments).toBe(1);
            expect(daysBetween('2026-01-31', p.due_date!)).toBe(i * days);
          });
        },
      ),
    );
  });

  it('a method proposes today + delivery_time as due date; none without one', () => {
    expect(paymentDueDate(30, '2026-11-23')).toBe(addDays('2026-11-23', 30));
    expect(paymentDueDate(0, '2026-11-23')).toBe('2026-11-23');
    expect(paymentDueDate(null, '2026-11-23')).toBeNull();
  });
});

describe('paymentDue', () => {
  it('keeps the date given; without one, the sale day plus the method days (a card: the sale day)', () => {
    const boleto = { delivery_time: 30 };
    expect(paymentDue('2026-12-20', boleto, '2026-11-28')).toBe('2026-12-20');
    expect(paymentDue(null, boleto, '2026-11-28')).toBe('2026-12-28');
    expect(paymentDue(undefined, { delivery_time: 0 }, '2026-11-28')).toBe('2026-11-28');
    expect(paymentDue(null, { delivery_time: 30, is_card: true }, '2026-11-28')).toBe('2026-11-28');
    expect(paymentDue('2026-12-28', { delivery_time: 30, is_card: true }, '2026-11-28')).toBe('2026-12-28');
    expect(paymentDue(null, null, '2026-11-28')).toBe('2026-11-28');
  });
});
