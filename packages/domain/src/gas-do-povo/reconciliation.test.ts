import { describe, expect, it } from 'vitest';
import { GAS_DO_POVO_DEPOSIT_ERRORS as E, gasDoPovoState, matchDeposit, splitDeposit } from './reconciliation';

const r = (id: number, due_date: string, open_cents = 10000) => ({ id, due_date, open_cents });

describe('gasDoPovoState', () => {
  const today = '2026-03-10';
  it('is received when paid exactly, divergent when paid otherwise', () => {
    expect(gasDoPovoState({ expected_cents: 10000, received_cents: 10000, due_date: '2026-03-01' }, today)).toBe(
      'received',
    );
    expect(gasDoPovoState({ expected_cents: 10000, received_cents: 9000, due_date: '2026-03-20' }, today)).toBe(
      'divergent',
    );
  });
  it('unpaid: pending up to its due day (the day itself included), overdue after', () => {
    expect(gasDoPovoState({ expected_cents: 10000, received_cents: 0, due_date: today }, today)).toBe('pending');
    expect(gasDoPovoState({ expected_cents: 10000, received_cents: 0, due_date: '2026-03-09' }, today)).toBe('overdue');
  });
});

describe('splitDeposit', () => {
  it('pays in full in due order; the last takes what is left (a short payment)', () => {
    const res = splitDeposit(35000, [r(3, '2026-03-05'), r(1, '2026-03-04'), r(2, '2026-03-04'), r(4, '2026-03-06')]);
    expect(res).toEqual({
      ok: true,
      parts: [
        { id: 1, cents: 10000 },
        { id: 2, cents: 10000 },
        { id: 3, cents: 10000 },
        { id: 4, cents: 5000 },
      ],
    });
  });
  it('refuses more than is owed, nothing chosen, zero, and a deposit that does not reach the last chosen', () => {
    expect(splitDeposit(20001, [r(1, '2026-03-04'), r(2, '2026-03-04')])).toEqual({
      ok: false,
      error: E.excess(20001, 20000),
    });
    expect(splitDeposit(100, [])).toEqual({ ok: false, error: E.none });
    expect(splitDeposit(0, [r(1, '2026-03-04')])).toEqual({ ok: false, error: E.value });
    expect(splitDeposit(10000, [r(1, '2026-03-04'), r(2, '2026-03-05')])).toEqual({
      ok: false,
      error: E.short(10000, 20000),
    });
  });
});

describe('matchDeposit', () => {
  const open = [r(1, '2026-03-04'), r(2, '2026-03-04', 8967), r(3, '2026-03-05'), r(4, '2026-03-09')];
  it('the oldest run due by the deposit day that adds up to it', () => {
    expect(matchDeposit(18967, '2026-03-05', open)?.map((x) => x.id)).toEqual([1, 2]);
    expect(matchDeposit(28967, '2026-03-05', open)?.map((x) => x.id)).toEqual([1, 2, 3]);
  });
  it("or exactly the deposit day's redemptions", () => {
    expect(matchDeposit(10000, '2026-03-09', [r(1, '2026-03-04', 5000), r(4, '2026-03-09')])?.map((x) => x.id)).toEqual(
      [4],
    );
  });
  it('null when nothing adds up, or it is not due yet', () => {
    expect(matchDeposit(12345, '2026-03-05', open)).toBeNull();
    expect(matchDeposit(10000, '2026-03-03', open)).toBeNull();
  });
});

describe('gasDoPovoReport', () => {
  it('sums per day and over the period; a redemption without cost stays out of cost and margin', async () => {
    const { gasDoPovoReport } = await import('./report');
    const res = gasDoPovoReport([
      { day: '2026-03-03', reference_cents: 10000, shelf_cents: 11000, cost_cents: 8000 },
      { day: '2026-03-02', reference_cents: 10000, shelf_cents: 11000, cost_cents: null },
      { day: '2026-03-03', reference_cents: 10000, shelf_cents: 11000, cost_cents: 8500 },
    ]);
    expect(res.days.map((d) => [d.day, d.count, d.cost_cents, d.margin_cents, d.without_cost])).toEqual([
      ['2026-03-02', 1, 0, 0, 1],
      ['2026-03-03', 2, 16500, 3500, 0],
    ]);
    expect(res.total).toMatchObject({
      count: 3,
      reference_cents: 30000,
      versus_shelf_cents: -3000,
      margin_cents: 3500,
    });
  });
});
