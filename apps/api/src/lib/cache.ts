/**
 * A small, rarely written table read by many screens (the units for every select), kept in memory per
 * database. A write in this process calls `invalidate()` after its commit, so its own users see it at
 * once; another server process sees it within `ttlMs`. A load that overlaps an invalidation is not kept.
 */
export function cachedPerDb<T>(ttlMs: number, load: (db: object) => PromiseLike<T>) {
  let byDb = new WeakMap<object, { value: Promise<T>; at: number }>();
  let generation = 0;
  return {
    get(db: object): Promise<T> {
      const now = Date.now();
      const hit = byDb.get(db);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const started = generation;
      // Promise.resolve runs a thenable query builder once; awaiting the builder itself would run it again.
      const value = Promise.resolve(load(db));
      const entry = { value, at: now };
      byDb.set(db, entry);
      value.then(
        () => {
          if (generation !== started && byDb.get(db) === entry) byDb.delete(db);
        },
        () => {
          if (byDb.get(db) === entry) byDb.delete(db);
        },
      );
      return value;
    },
    invalidate(): void {
      generation++;
      byDb = new WeakMap();
    },
  };
}
