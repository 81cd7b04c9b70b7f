import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedPerDb } from './cache';

describe('cachedPerDb', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once per database within the time, again after it', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    let n = 0;
    const cache = cachedPerDb(5_000, async () => ++n);
    const a = {};
    const b = {};
    expect(await cache.get(a)).toBe(1);
    expect(await cache.get(a)).toBe(1);
    expect(await cache.get(b)).toBe(2);
    vi.setSystemTime(new Date('2026-11-23T12:00:05.001Z'));
    expect(await cache.get(a)).toBe(3);
  });

  it('reads again at once after invalidate, and does not keep a load that overlapped it', async () => {
    let n = 0;
    let release: () => void = () => {};
    const gate = () => new Promise<void>((r) => (release = r));
    let wait: Promise<void> | null = null;
    const cache = cachedPerDb(60_000, async () => {
      const v = ++n;
      if (wait) await wait;
      return v;
    });
    const db = {};
    expect(await cache.get(db)).toBe(1);
    cache.invalidate();
    wait = gate();
    const overlapping = cache.get(db);
    cache.invalidate();
    release();
    expect(await overlapping).toBe(2);
    wait = null;
    expect(await cache.get(db)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = cachedPerDb(60_000, async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    const db = {};
    await expect(cache.get(db)).rejects.toThrow('down');
    fail = false;
    expect(await cache.get(db)).toBe('ok');
  });
});

describe('cachedPerDb with a query builder', () => {
  it('runs a thenable load once, however often the value is read', async () => {
    let runs = 0;
    const builder: PromiseLike<number[]> = {
      // biome-ignore lint/suspicious/noThenProperty: a Drizzle query builder is such a thenable
      then(ok, fail) {
        runs++;
        return Promise.resolve([1, 2]).then(ok, fail);
      },
    };
    const cache = cachedPerDb(60_000, () => builder);
    const db = {};
    const a = await cache.get(db);
    const b = await cache.get(db);
    expect(a).toBe(b);
    expect(runs).toBe(1);
  });
});
