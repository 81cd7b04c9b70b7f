import { describe, expect, it } from 'vitest';
import { type DoorSale, gasDoPovoDoor, waitsForReceipt } from './gasDoPovoDoor';

const voucher = { payment_method: { kind: 'gas_do_povo' } };
const cash = { payment_method: { kind: 'regular' } };
const p13 = { product: { gas_do_povo_eligible: true } };
const freight = { product: { gas_do_povo_eligible: false } };
const order = (over: Partial<DoorSale> = {}): DoorSale => ({
  status: 'in_transit',
  gas_do_povo: null,
  payments: [voucher, cash],
  items: [p13, freight],
  ...over,
});

describe("the deliverer's card and Gás do Povo", () => {
  it('an order paid by the voucher, without its receipt, is handed over only with it', () => {
    for (const status of ['created', 'in_transit', 'delayed'] as const) {
      const sale = order({ status });
      expect(gasDoPovoDoor(sale)).toEqual({ byVoucher: true });
      expect(waitsForReceipt(sale, 'delivered')).toBe(true);
      expect(waitsForReceipt(sale, 'finished')).toBe(true);
      expect(waitsForReceipt(sale, 'in_transit')).toBe(false);
      expect(waitsForReceipt(sale, 'canceled')).toBe(false);
    }
  });
  it('an order paid otherwise keeps its plain moves, and may switch to the voucher if it has a refill', () => {
    const inCash = order({ payments: [cash] });
    expect(gasDoPovoDoor(inCash)).toEqual({ byVoucher: false });
    expect(waitsForReceipt(inCash, 'delivered')).toBe(false);
    expect(gasDoPovoDoor(order({ payments: [cash], items: [freight] }))).toBeNull();
  });
  it('once the receipt is kept, or the order handed over, the card has nothing to ask', () => {
    const kept = order({ gas_do_povo: { nsu: '123' } as never });
    expect(gasDoPovoDoor(kept)).toBeNull();
    expect(waitsForReceipt(kept, 'delivered')).toBe(false);
    expect(gasDoPovoDoor(order({ status: 'delivered' }))).toBeNull();
  });
});
