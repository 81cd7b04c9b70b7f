import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMEMBERED_COUNT_FROM, rememberedCount } from './list';

const counter = (values: number[]) => {
  const run = vi.fn(async () => values.shift() ?? 0);
  return run;
};

describe('rememberedCount', () => {
  afterEach(() => vi.useRealTimers());

  it('counts a small result again every time (people check it after adding a row)', async () => {
    const db = {};
    const run = counter([3, 4, 5]);
    expect(await rememberedCount(db, 'k', run)).toBe(3);
    expect(await rememberedCount(db, 'k', run)).toBe(4);
    expect(await rememberedCount(db, 'k', run)).toBe(5);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('remembers a large count for five seconds, then counts again', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const db = {};
    const big = REMEMBERED_COUNT_FROM + 41;
    const run = counter([big, big + 1]);
    expect(await rememberedCount(db, 'k', run)).toBe(big);
    vi.setSystemTime(new Date('2026-11-23T12:00:04.900Z'));
    expect(await rememberedCount(db, 'k', run)).toBe(big);
    expect(run).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-11-23T12:00:05.100Z'));
    expect(await rememberedCount(db, 'k', run)).toBe(big + 1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps counts apart by key and by database', async () => {
    const big = REMEMBERED_COUNT_FROM * 2;
    const a = {};
    const b = {};
    await rememberedCount(a, 'k', counter([big]));
    expect(await rememberedCount(a, 'other', counter([7]))).toBe(7);
    expect(await rememberedCount(b, 'k', counter([big + 5]))).toBe(big + 5);
  });

  it('lets identical large counts asked together share one query', async () => {
    const db = {};
    const big = REMEMBERED_COUNT_FROM + 1;
    await rememberedCount(db, 'k', counter([big]));
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 10_000);
    let release: (n: number) => void = () => {};
    const slow = vi.fn(() => new Promise<number>((r) => (release = r)));
    const first = rememberedCount(db, 'k', slow);
    const second = rememberedCount(db, 'k', slow);
    release(big + 9);
    expect(await Promise.all([first, second])).toEqual([big + 9, big + 9]);
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failed count', async () => {
    const db = {};
    await expect(rememberedCount(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await rememberedCount(db, 'k', counter([REMEMBERED_COUNT_FROM + 2]))).toBe(REMEMBERED_COUNT_FROM + 2);
  });
});
