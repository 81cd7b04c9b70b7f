import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CYLINDER_CAPACITIES,
  otherBrandOfTied,
  EMPTY_RETURNS,
  type EmptyMove,
  type SaleEmptyLine,
  capacityKg,
  countAdjustments,
  destrocaDeltas,
  emptyMoveKey,
  emptyMovesBetween,
  entryEmptyDeltas,
  fullKg,
  saleEmptyDeltas,
  storageExceeded,
  sumEmptyMoves,
} from './rules';

const S = { resale_id: 1, customer_id: 7 };
const P = { resale_id: 1, customer_id: null };

const refill = (over: Partial<SaleEmptyLine> = {}): SaleEmptyLine => ({
  product_id: 1,
  quantity: 1,
  capacity: 'P13',
  is_cylinder: false,
  brand_id: 3,
  empty_return: 'recebido',
  ...over,
});

const line = fc.record({
  product_id: fc.integer({ min: 1, max: 4 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  capacity: fc.constantFrom(null, ...CYLINDER_CAPACITIES.slice(2, 5)),
  is_cylinder: fc.boolean(),
  brand_id: fc.constantFrom(null, 1, 2),
  empty_return: fc.constantFrom(...EMPTY_RETURNS),
});

/** The balance per account, brand, capacity and state (the product left out). */
const balance = (moves: readonly EmptyMove[]) => {
  const m = new Map<string, number>();
  for (const x of moves) {
    const k = [x.resale_id, x.customer_id, x.account, x.brand_id, x.capacity, x.state].join('|');
    m.set(k, (m.get(k) ?? 0) + x.quantity);
  }
  return new Map([...m].filter(([, q]) => q !== 0));
};

describe('saleEmptyDeltas', () => {
  it('a refill with its empty back: one full out, one empty of the brand in', () => {
    expect(saleEmptyDeltas([refill({ quantity: 2 })], S)).toEqual([
      { ...P, account: 'place', brand_id: 3, capacity: 'P13', state: 'cheio', product_id: 1, quantity: -2 },
      { ...P, account: 'place', brand_id: 3, capacity: 'P13', state: 'vazio', product_id: 1, quantity: 2 },
    ]);
  });

  it('the customer owes the empty: the full out, the owed account up', () => {
    expect(saleEmptyDeltas([refill({ empty_return: 'deve' })], S)).toEqual([
      { ...P, account: 'place', brand_id: 3, capacity: 'P13', state: 'cheio', product_id: 1, quantity: -1 },
      {
        resale_id: 1,
        customer_id: 7,
        account: 'owed',
        brand_id: 3,
        capacity: 'P13',
        state: 'vazio',
        product_id: 1,
        quantity: 1,
      },
    ]);
  });

  it("the cylinder sold with the gas: the full out only, the 'Casco' line priced with it moves nothing more", () => {
    const casco = refill({ product_id: 9, is_cylinder: true });
    expect(saleEmptyDeltas([refill({ empty_return: 'vendido' }), casco], S)).toEqual([
      { ...P, account: 'place', brand_id: 3, capacity: 'P13', state: 'cheio', product_id: 1, quantity: -1 },
    ]);
    // An empty sold alone leaves the depot's empties.
    expect(saleEmptyDeltas([casco], S)).toEqual([
      { ...P, account: 'place', brand_id: 3, capacity: 'P13', state: 'vazio', product_id: 9, quantity: -1 },
    ]);
  });

  it('products that are not cylinders move nothing', () => {
    expect(saleEmptyDeltas([refill({ capacity: null }), refill({ capacity: null, is_cylinder: true })], S)).toEqual([]);
  });

  it('every refill takes exactly its fulls out and brings back at most as many empties (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const d = saleEmptyDeltas(lines, S);
        const fulls = d.filter((m) => m.state === 'cheio').reduce((s, m) => s + m.quantity, 0);
        const refills = lines.filter((l) => l.capacity && !l.is_cylinder).reduce((s, l) => s + l.quantity, 0);
        expect(fulls + refills).toBe(0);
        // Owed and received empties together never exceed the refills.
        const back = d.filter((m) => m.state === 'vazio' && m.quantity > 0).reduce((s, m) => s + m.quantity, 0);
        expect(back).toBeLessThanOrEqual(refills);
        expect(new Set(d.map(emptyMoveKey)).size).toBe(d.length);
      }),
    );
  });
});

describe('emptyMovesBetween', () => {
  it('an edit appends what cancelling the old lines and writing the new ones would (property)', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        fc.array(line, { maxLength: 6 }),
        fc.array(line, { maxLength: 6 }),
        (a, b, c) => {
          const [da, db, dc] = [a, b, c].map((l, n) =>
            saleEmptyDeltas(l, { resale_id: 1, customer_id: n === 1 ? 8 : 7 }),
          );
          // Written as a new sale, edited twice: the ledger's sum is the last lines' deltas.
          const ledger = [...emptyMovesBetween([], da!), ...emptyMovesBetween(da!, db!)];
          ledger.push(...emptyMovesBetween(sumEmptyMoves(ledger), dc!));
          expect(balance(ledger)).toEqual(balance(dc!));
          // Canceled: nothing left.
          ledger.push(...emptyMovesBetween(sumEmptyMoves(ledger), []));
          expect(balance(ledger)).toEqual(new Map());
          // Unchanged: nothing appended.
          expect(emptyMovesBetween(dc!, dc!)).toEqual([]);
        },
      ),
    );
  });
});

it('capacities in kg', () => {
  expect(CYLINDER_CAPACITIES.map(capacityKg)).toEqual([2, 5, 8, 13, 20, 45, 90]);
});

describe('entryEmptyDeltas', () => {
  const E = { resale_id: 1, brand_id: 4 };
  const P = { resale_id: 1, customer_id: null, account: 'place' as const, brand_id: 4 };
  it("a refill load exchanging empties: fulls in, empties out, of the unit's brand; cylinders bought in as empties", () => {
    expect(
      entryEmptyDeltas(
        [
          { product_id: 1, quantity: 160, bottle_quantity: 150, capacity: 'P13', is_cylinder: false },
          { product_id: 9, quantity: 10, bottle_quantity: 0, capacity: 'P13', is_cylinder: true },
          { product_id: 7, quantity: 50, bottle_quantity: 50, capacity: null, is_cylinder: false },
        ],
        E,
      ),
    ).toEqual([
      { ...P, capacity: 'P13', state: 'cheio', product_id: 1, quantity: 160 },
      { ...P, capacity: 'P13', state: 'vazio', product_id: 1, quantity: -150 },
      { ...P, capacity: 'P13', state: 'vazio', product_id: 9, quantity: 10 },
    ]);
  });

  it('the fulls in are the refills loaded, whatever the exchange (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            product_id: fc.integer({ min: 1, max: 4 }),
            quantity: fc.integer({ min: 1, max: 200 }),
            bottle_quantity: fc.integer({ min: 0, max: 200 }),
            capacity: fc.constantFrom(null, 'P13' as const, 'P45' as const),
            is_cylinder: fc.boolean(),
          }),
          { maxLength: 6 },
        ),
        (lines) => {
          const d = entryEmptyDeltas(lines, E);
          const fulls = d.filter((m) => m.state === 'cheio').reduce((s, m) => s + m.quantity, 0);
          const loaded = lines.filter((l) => l.capacity && !l.is_cylinder).reduce((s, l) => s + l.quantity, 0);
          expect(fulls).toBe(loaded);
          expect(d.every((m) => m.account === 'place' && m.brand_id === 4)).toBe(true);
        },
      ),
    );
  });
});

describe('places: count, destroca, storage class', () => {
  it('a count writes each line’s difference; lines that agree write nothing (property: ledger + adjustment = counted)', () => {
    expect(
      countAdjustments([
        { brand_id: 1, capacity: 'P13', state: 'vazio', ledger: 10, counted: 8 },
        { brand_id: null, capacity: 'P45', state: 'cheio', ledger: 3, counted: 3 },
        { brand_id: 2, capacity: 'P13', state: 'avariado', ledger: 0, counted: 2 },
      ]),
    ).toEqual([
      { brand_id: 1, capacity: 'P13', state: 'vazio', quantity: -2 },
      { brand_id: 2, capacity: 'P13', state: 'avariado', quantity: 2 },
    ]);
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), (ledger, counted) => {
        const [a] = countAdjustments([{ brand_id: 1, capacity: 'P13', state: 'vazio', ledger, counted }]);
        expect(ledger + (a?.quantity ?? 0)).toBe(counted);
      }),
    );
  });

  it('a destroca: N of the distributor’s brand out, N of ours in, the place’s total unchanged', () => {
    const d = destrocaDeltas({ resale_id: 1, capacity: 'P13', quantity: 4, brand_out: 2, brand_in: 1 });
    expect(d).toEqual([
      { resale_id: 1, customer_id: null, account: 'place', capacity: 'P13', brand_id: 2, state: 'vazio', quantity: -4 },
      { resale_id: 1, customer_id: null, account: 'place', capacity: 'P13', brand_id: 1, state: 'vazio', quantity: 4 },
    ]);
    expect(d.reduce((s, m) => s + m.quantity, 0)).toBe(0);
  });

  it('the storage class: 13 kg per P13; refused above the limit with the figure, not at it; not told: no check', () => {
    expect(
      fullKg([
        { capacity: 'P13', quantity: 10 },
        { capacity: 'P45', quantity: 2 },
      ]),
    ).toBe(220);
    expect(storageExceeded(1560, 1430, 130)).toBeNull();
    expect(storageExceeded(1560, 1430, 143)).toEqual({ limit: 1560, figure: 1573 });
    expect(storageExceeded(null, 99999, 13)).toBeNull();
    // A negative balance (sold before it was entered) counts as none.
    expect(storageExceeded(130, -50, 130)).toBeNull();
  });
});

describe('otherBrandOfTied', () => {
  it('finds the refill moving another brand’s fulls of a tied unit; nothing for an independent one', () => {
    const lines = [
      { brand_id: 1, is_cylinder: false },
      { brand_id: 3, is_cylinder: true },
      { brand_id: 2, is_cylinder: false },
    ];
    expect(otherBrandOfTied(1, lines)).toBe(2);
    expect(otherBrandOfTied(null, lines)).toBeNull();
    expect(otherBrandOfTied(1, [{ brand_id: null, is_cylinder: false }])).toBeNull();
    expect(otherBrandOfTied(3, [{ brand_id: 3, is_cylinder: false }])).toBeNull();
    // The empty told at the door is another brand; the full that left is the flag's: nothing to warn.
    expect(otherBrandOfTied(1, [{ brand_id: 2, full_brand_id: 1, is_cylinder: false }])).toBeNull();
  });

  it('a refill whose empty is another brand than its full: the full out of its brand, the empty in of its own', () => {
    expect(
      saleEmptyDeltas(
        [
          {
            product_id: 7,
            quantity: 1,
            capacity: 'P13',
            is_cylinder: false,
            brand_id: 2,
            full_brand_id: 1,
            empty_return: 'recebido',
          },
        ],
        { resale_id: 1, customer_id: null },
      ),
    ).toEqual([
      {
        resale_id: 1,
        customer_id: null,
        account: 'place',
        brand_id: 1,
        capacity: 'P13',
        state: 'cheio',
        product_id: 7,
        quantity: -1,
      },
      {
        resale_id: 1,
        customer_id: null,
        account: 'place',
        brand_id: 2,
        capacity: 'P13',
        state: 'vazio',
        product_id: 7,
        quantity: 1,
      },
    ]);
  });
});
