import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFigures } from '../src/read-models';
import { type TestContext, createTestContext } from './helpers';
import { runConcurrentWorkload } from './workload';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

describe('stored figures under concurrent writers', () => {
  it('every declared figure equals its recompute after rounds of concurrent writes of every kind', async () => {
    expect(await checkFigures(t.database.db)).toEqual([]);
    await runConcurrentWorkload(t, 4);
    expect(await checkFigures(t.database.db)).toEqual([]);
  });
});
