import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccessKeyParts, accessKey, accessKeyCheckDigit, isAccessKey, parseAccessKey } from './accessKey';

const parts = fc.record<AccessKeyParts>({
  cUF: fc.integer({ min: 11, max: 53 }),
  year: fc.integer({ min: 2000, max: 2099 }),
  month: fc.integer({ min: 1, max: 12 }),
  cnpj: fc.stringMatching(/^\d{14}$/),
  model: fc.constantFrom(55 as const, 65 as const),
  series: fc.integer({ min: 0, max: 999 }),
  number: fc.integer({ min: 1, max: 999_999_999 }),
  tpEmis: fc.integer({ min: 1, max: 9 }),
  cNF: fc.integer({ min: 0, max: 99_999_999 }),
});

/** The digit by the manual's words, written apart from the function: Σ digit × weight, weights 2…9 from the right. */
function byTheManual(first43: string): number {
  const weights = [...first43].reverse().map((_, i) => [2, 3, 4, 5, 6, 7, 8, 9][i % 8]!);
  const sum = [...first43].reverse().reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return sum % 11 === 0 || sum % 11 === 1 ? 0 : 11 - (sum % 11);
}

describe('access key (chave de acesso)', () => {
  it("the manual's example: 5206043300991100250655012000000780026730161 has check digit 5", () => {
    expect(accessKeyCheckDigit('5206043300991100250655012000000780026730161')).toBe(5);
    expect(isAccessKey('52060433009911002506550120000007800267301615')).toBe(true);
  });

  it('44 digits, the parts in their places, the digit right, read back the same', () => {
    fc.assert(
      fc.property(parts, (p) => {
        const key = accessKey(p);
        expect(key).toMatch(/^\d{44}$/);
        expect(Number(key[43])).toBe(byTheManual(key.slice(0, 43)));
        expect(key.slice(20, 22)).toBe(String(p.model));
        expect(isAccessKey(key)).toBe(true);
        const { cDV, ...back } = parseAccessKey(key);
        expect(back).toEqual(p);
      }),
    );
  });

  it('a digit changed is caught unless both sums leave remainder 0 or 1 (both give digit 0)', () => {
    fc.assert(
      fc.property(parts, fc.integer({ min: 0, max: 42 }), fc.integer({ min: 1, max: 9 }), (p, at, delta) => {
        const key = accessKey(p);
        const changed = key.slice(0, at) + ((Number(key[at]) + delta) % 10) + key.slice(at + 1);
        const rest = (k: string) =>
          [...k.slice(0, 43)].reverse().reduce((s, d, i) => s + Number(d) * (2 + (i % 8)), 0) % 11;
        const blind = rest(key) < 2 && rest(changed) < 2;
        expect(isAccessKey(changed)).toBe(blind);
      }),
    );
  });

  it('refuses parts out of range', () => {
    const ok: AccessKeyParts = {
      cUF: 35,
      year: 2026,
      month: 11,
      cnpj: '12345678000195',
      model: 65,
      series: 1,
      number: 1,
      tpEmis: 1,
      cNF: 12345678,
    };
    expect(accessKey(ok)).toHaveLength(44);
    expect(() => accessKey({ ...ok, cnpj: '123' })).toThrow();
    expect(() => accessKey({ ...ok, number: 0 })).toThrow();
    expect(() => accessKey({ ...ok, number: 1_000_000_000 })).toThrow();
    expect(() => accessKey({ ...ok, month: 13 })).toThrow();
  });
});
