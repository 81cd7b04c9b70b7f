import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsPlain, parseReaisToCents, reaisToCents } from './money';

describe('formatCents', () => {
  it('formats integer cents as reais in pt-BR', () => {
    expect(formatCents(123456)).toBe('R$ 1.234,56');
    expect(formatCents(5)).toBe('R$ 0,05');
    expect(formatCents(100_000_000)).toBe('R$ 1.000.000,00');
  });

  it('treats null and undefined as zero', () => {
    expect(formatCents(null)).toBe('R$ 0,00');
    expect(formatCents(undefined)).toBe('R$ 0,00');
  });

  it('shows negative values with a minus sign and no non-breaking space', () => {
    expect(formatCents(-123456)).toBe('-R$ 1.234,56');
    expect(formatCents(-1)).not.toContain('\u00a0');
  });
});

describe('formatCentsPlain', () => {
  it('formats without the currency symbol', () => {
    expect(formatCentsPlain(123456)).toBe('1.234,56');
    expect(formatCentsPlain(0)).toBe('0,00');
  });
});

describe('parseReaisToCents', () => {
  it.each([
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['R$ 10', 1000],
    ['10,5', 1050],
    ['0,05', 5],
    ['-3,20', -320],
    ['R$ -3,20', -320],
    ['- R$ 3,20', -320],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseReaisToCents(text)).toBe(cents);
  });

  it('returns null when there is no number', () => {
    expect(parseReaisToCents('')).toBeNull();
    expect(parseReaisToCents('abc')).toBeNull();
    expect(parseReaisToCents(null)).toBeNull();
    expect(parseReaisToCents(undefined)).toBeNull();
    expect(parseReaisToCents(Number.NaN)).toBeNull();
  });

  it('accepts numbers in reais', () => {
    expect(parseReaisToCents(12.34)).toBe(1234);
    expect(parseReaisToCents(0.1 + 0.2)).toBe(30);
  });

  it('round-trips formatCentsPlain for any integer cents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }).map(Number), (cents) => {
        expect(parseReaisToCents(formatCentsPlain(cents))).toBe(cents);
      }),
    );
  });

  it('round-trips formatCents for any integer cents', () => {
    fc.assert(
      fc.property(fc.integer(), (cents) => {
        expect(parseReaisToCents(formatCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('reaisToCents', () => {
  it('rounds away float noise', () => {
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(1.15)).toBe(115);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
  });
});
