import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import {
  AT_RISK_INTERVAL_FACTOR,
  CUSTOMER_SEGMENTS,
  CUSTOMER_SEGMENT_COLORS,
  CUSTOMER_SEGMENT_LABELS,
  INACTIVE_INTERVAL_FACTOR,
  INACTIVE_MIN_DAYS,
  NEW_CUSTOMER_DAYS,
  SEGMENT_RULES,
  type SegmentInput,
  VALUE_WINDOW_DAYS,
  customerSegment,
  inactiveAfterDays,
  segmentTestHolds,
  valueWindowStart,
  vipThreshold,
  vipTopCount,
} from './segments';

const TODAY = '2026-11-15';
const ago = (days: number) => addDays(TODAY, -days);

/** A long-standing customer (first sale a year before the last) whose last sale was `idle` days ago. */
function customer(
  idle: number,
  averageIntervalDays: number | null,
  value = 0,
  cut: number | null = null,
): SegmentInput {
  return {
    firstSaleOn: ago(idle + 365),
    lastSaleOn: ago(idle),
    averageIntervalDays,
    value12mCents: value,
    vipCutCents: cut,
  };
}

const interval = fc.integer({ min: 1, max: 200 });
const cents = fc.integer({ min: 0, max: 10_000_000 });
const cut = fc.option(fc.integer({ min: 1, max: 10_000_000 }));

describe('customerSegment', () => {
  it('has the named thresholds and a pt-BR label and colour for every segment', () => {
    expect([NEW_CUSTOMER_DAYS, AT_RISK_INTERVAL_FACTOR, INACTIVE_INTERVAL_FACTOR, INACTIVE_MIN_DAYS]).toEqual([
      30, 1.5, 3, 180,
    ]);
    expect(CUSTOMER_SEGMENTS.map((s) => CUSTOMER_SEGMENT_LABELS[s])).toEqual([
      'Novo',
      'Regular',
      'VIP',
      'Em risco',
      'Inativo',
    ]);
    for (const s of CUSTOMER_SEGMENTS) expect(CUSTOMER_SEGMENT_COLORS[s]).toBeTruthy();
  });

  it('novo up to day 30 after the first sale, whatever else holds; not on day 31 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.nat(30),
        fc.option(interval),
        cents,
        cut,
        (first, lastOffset, avg, value, c) => {
          const input = {
            firstSaleOn: ago(first),
            lastSaleOn: ago(Math.min(first, lastOffset)),
            averageIntervalDays: avg,
            value12mCents: value,
            vipCutCents: c,
          };
          expect(customerSegment(input, TODAY)).toBe('novo');
          expect(customerSegment({ ...input, firstSaleOn: ago(31) }, TODAY)).not.toBe('novo');
        },
      ),
    );
    // One sale 31 days ago: no longer novo, no interval to be late on.
    expect(customerSegment({ ...customer(31, null), firstSaleOn: ago(31) }, TODAY)).toBe('regular');
  });

  it('inativo from max(3 × interval, 180) days without a sale, not a day before (property)', () => {
    fc.assert(
      fc.property(interval, cents, cut, (avg, value, c) => {
        const limit = Math.max(3 * avg, 180);
        expect(inactiveAfterDays(avg)).toBe(limit);
        expect(customerSegment(customer(limit, avg, value, c), TODAY)).toBe('inativo');
        expect(customerSegment(customer(limit + 400, avg, value, c), TODAY)).toBe('inativo');
        expect(customerSegment(customer(limit - 1, avg, value, c), TODAY)).not.toBe('inativo');
      }),
    );
    expect(inactiveAfterDays(60)).toBe(180);
    expect(inactiveAfterDays(61)).toBe(183);
    expect(inactiveAfterDays(null)).toBe(180);
  });

  it('em risco past 1.5 × the interval, not at it, and VIP value does not lift it (property)', () => {
    fc.assert(
      fc.property(interval, cents, (avg, value) => {
        const edge = Math.floor(1.5 * avg);
        expect(customerSegment(customer(edge + 1, avg, value, 1), TODAY)).toBe('em_risco');
        expect(customerSegment(customer(edge, avg), TODAY)).toBe('regular');
      }),
    );
    expect(customerSegment(customer(45, 30), TODAY)).toBe('regular'); // exactly 1.5 × 30
    expect(customerSegment(customer(46, 30), TODAY)).toBe('em_risco');
    expect(customerSegment(customer(22, 15), TODAY)).toBe('regular'); // 1.5 × 15 = 22.5
    expect(customerSegment(customer(23, 15), TODAY)).toBe('em_risco');
  });

  it('VIP at or above the unit cut when not late; regular below it or without a cut (property)', () => {
    fc.assert(
      fc.property(interval, fc.integer({ min: 1, max: 10_000_000 }), (avg, c) => {
        const idle = Math.floor(1.5 * avg);
        expect(customerSegment(customer(idle, avg, c, c), TODAY)).toBe('vip');
        expect(customerSegment(customer(idle, avg, c + 1, c), TODAY)).toBe('vip');
        expect(customerSegment(customer(idle, avg, c - 1, c), TODAY)).toBe('regular');
        expect(customerSegment(customer(idle, avg, c, null), TODAY)).toBe('regular');
      }),
    );
    expect(customerSegment(customer(10, 30, 0, 0), TODAY)).toBe('regular');
  });

  it('without an average interval: never em risco, inativo at 180 days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 31, max: 179 }), cents, cut, (idle, value, c) => {
        const input = { ...customer(idle, null, value, c), firstSaleOn: ago(idle) };
        expect(['regular', 'vip']).toContain(customerSegment(input, TODAY));
      }),
    );
    expect(customerSegment({ ...customer(180, null), firstSaleOn: ago(180) }, TODAY)).toBe('inativo');
  });

  it('no sale at all is inativo; a sale dated after today counts as today', () => {
    const none = { firstSaleOn: null, lastSaleOn: null, averageIntervalDays: null, value12mCents: 0, vipCutCents: 100 };
    expect(customerSegment(none, TODAY)).toBe('inativo');
    expect(customerSegment({ ...none, firstSaleOn: addDays(TODAY, 2), lastSaleOn: addDays(TODAY, 2) }, TODAY)).toBe(
      'novo',
    );
    expect(customerSegment(customer(-3, 20), TODAY)).toBe('regular');
  });

  it('always gives one of the five segments (property)', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(2000), fc.option(interval), cents, cut, (a, b, avg, value, c) => {
        const input = {
          firstSaleOn: ago(Math.max(a, b)),
          lastSaleOn: ago(Math.min(a, b)),
          averageIntervalDays: avg,
          value12mCents: value,
          vipCutCents: c,
        };
        expect(CUSTOMER_SEGMENTS).toContain(customerSegment(input, TODAY));
      }),
    );
  });
});

describe('vipThreshold', () => {
  it('is the value of the last customer of the top 10 %, among those who bought', () => {
    const ten = [500, 100, 900, 300, 200, 800, 400, 700, 600, 1000];
    expect(vipThreshold(ten)).toBe(1000);
    expect(vipThreshold([...ten, ...ten.map((v) => v + 5)])).toBe(1000); // 20 customers → top 2: 1005, 1000
    expect(vipThreshold([...ten, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -50])).toBe(1000); // zeros do not count
  });

  it('small units (fewer than 10 customers who bought) have no VIP', () => {
    expect(vipThreshold([])).toBeNull();
    expect(vipThreshold([900, 800, 700, 600, 500, 400, 300, 200, 100])).toBeNull();
    expect(vipThreshold([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5])).toBeNull();
  });

  it('ties at the cut are all VIP', () => {
    const values = [100, 100, 100, 10, 10, 10, 10, 10, 10, 10];
    const c = vipThreshold(values)!;
    expect(c).toBe(100);
    expect(values.filter((v) => v >= c)).toHaveLength(3);
  });

  it('at least 10 % of the buying customers reach the cut, fewer than 10 % pass it (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 300 }), (values) => {
        const buying = values.filter((v) => v > 0);
        const top = Math.floor(buying.length / 10);
        const c = vipThreshold(values);
        if (top === 0) expect(c).toBeNull();
        else {
          expect(c).toBeGreaterThan(0);
          expect(buying.filter((v) => v >= c!).length).toBeGreaterThanOrEqual(top);
          expect(buying.filter((v) => v > c!).length).toBeLessThan(top);
        }
      }),
    );
  });
});

describe('SEGMENT_RULES', () => {
  const day = fc.integer({ min: -5, max: 800 });
  it('customerSegment is the first rule of the table that holds (property on the boundaries)', () => {
    // Days since the last sale drawn around each threshold of an interval: the edges are hit often.
    const idleNear = (avg: number | null) =>
      fc.constantFrom(
        NEW_CUSTOMER_DAYS,
        NEW_CUSTOMER_DAYS + 1,
        INACTIVE_MIN_DAYS - 1,
        INACTIVE_MIN_DAYS,
        ...(avg === null ? [] : [Math.floor(1.5 * avg), Math.floor(1.5 * avg) + 1, 3 * avg - 1, 3 * avg]),
      );
    fc.assert(
      fc.property(
        fc.option(interval).chain((avg) => fc.tuple(fc.constant(avg), fc.oneof(idleNear(avg), day), day)),
        cents,
        cut,
        ([avg, idle, extra], value, c) => {
          const input = {
            firstSaleOn: ago(Math.max(idle, 0) + Math.max(extra, 0)),
            lastSaleOn: ago(idle),
            averageIntervalDays: avg,
            value12mCents: value,
            vipCutCents: c,
          };
          const first = SEGMENT_RULES.find((r) => segmentTestHolds(r.when, input, TODAY));
          expect(customerSegment(input, TODAY)).toBe(first?.segment ?? 'regular');
        },
      ),
    );
  });

  it('the value window is 365 days, today included; the VIP top is 10 % rounded down', () => {
    expect(valueWindowStart(TODAY)).toBe(addDays(TODAY, -364));
    expect(VALUE_WINDOW_DAYS).toBe(365);
    expect([vipTopCount(9), vipTopCount(10), vipTopCount(19), vipTopCount(20), vipTopCount(0)]).toEqual([
      0, 1, 1, 2, 0,
    ]);
  });
});
