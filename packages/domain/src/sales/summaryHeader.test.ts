import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUMMARY_HEADER_MAX_BYTES, SUMMARY_OTHERS_KEY, foldSummary } from './summaryHeader';

const sum = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);

describe('foldSummary', () => {
  it('leaves a small summary as it is', () => {
    const s = { '1': 10, '2': 3 };
    expect(foldSummary(s)).toBe(s);
  });

  it('2,000 products: the largest kept by id, the rest folded into outros, under the limit', () => {
    const s: Record<string, number> = {};
    for (let id = 1; id <= 2000; id++) s[String(id)] = (id * 7919) % 1000;
    const folded = foldSummary(s);
    expect(JSON.stringify(folded).length).toBeLessThanOrEqual(SUMMARY_HEADER_MAX_BYTES);
    expect(sum(folded)).toBe(sum(s));
    const kept = Object.entries(folded).filter(([k]) => k !== SUMMARY_OTHERS_KEY);
    const smallestKept = Math.min(...kept.map(([, n]) => n));
    // Nothing folded is larger than what was kept.
    for (const [id, n] of Object.entries(s)) if (!(id in folded)) expect(n).toBeLessThanOrEqual(smallestKept);
  });

  it('any summary: under the limit, same sum, kept values unchanged', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.integer({ min: 1, max: 10_000_000 }).map(String), fc.integer({ min: 0, max: 2 ** 40 }), {
          maxKeys: 600,
        }),
        fc.integer({ min: 64, max: 4096 }),
        (s, max) => {
          const folded = foldSummary(s, max);
          expect(JSON.stringify(folded).length).toBeLessThanOrEqual(max);
          expect(sum(folded)).toBe(sum(s));
          for (const [k, n] of Object.entries(folded)) if (k !== SUMMARY_OTHERS_KEY) expect(n).toBe(s[k]);
        },
      ),
    );
  });
});
