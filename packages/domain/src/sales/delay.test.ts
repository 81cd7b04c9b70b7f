import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALE_DELAY_MINUTES, delayCutoff, humanizeMinutes, isDelayed, minutesInTransit, minutesLate } from './delay';

describe('the 15-minute rule', () => {
  const start = new Date('2026-11-23T12:00:00Z');
  const at = (min: number) => new Date(start.getTime() + min * 60_000);

  it('a sale is delayed after more than 15 minutes in transit; minutes late = minutes − 15', () => {
    expect(isDelayed(start, at(15))).toBe(false);
    expect(isDelayed(start, at(15.01))).toBe(true);
    expect(minutesInTransit(start, at(20))).toBe(20);
    expect(minutesLate(start, at(20))).toBe(5);
    expect(minutesLate(start, at(3))).toBe(0);
    expect(minutesLate(null, at(30))).toBe(0);
    expect(isDelayed(null, at(30))).toBe(false);
  });

  it('the cutoff agrees with isDelayed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (ms) => {
        const now = new Date(start.getTime() + ms);
        expect(isDelayed(start, now)).toBe(start < delayCutoff(now));
        expect(minutesLate(start, now)).toBe(Math.max(0, Math.floor(ms / 60_000) - SALE_DELAY_MINUTES));
      }),
    );
  });

  it('humanises a duration in pt-BR', () => {
    expect(humanizeMinutes(0)).toBe('menos de um minuto');
    expect(humanizeMinutes(1)).toBe('1 minuto');
    expect(humanizeMinutes(45)).toBe('45 minutos');
    expect(humanizeMinutes(125)).toBe('2 horas e 5 minutos');
    expect(humanizeMinutes(60 * 24 * 3)).toBe('3 dias');
  });
});
