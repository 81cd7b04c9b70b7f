import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';

/**
 * `npm run new:register` checks everything before writing anything: run again for a register that exists
 * (bottle brands were written by it), it stops and leaves every file as it was. Files only (PGlite project).
 */
const LISTS = [
  'packages/domain/src/index.ts',
  'packages/domain/src/permissions.ts',
  'apps/api/src/db/schema/registers.ts',
  'apps/api/src/app.ts',
  'apps/web/src/app/registry.ts',
  'apps/web/e2e/routes.ts',
  'packages/domain/src/bottle-brands/labels.ts',
  'apps/api/src/modules/bottle-brands/service.ts',
];

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/new-register.mjs', ...args], { cwd: repoRoot, encoding: 'utf8' });
const read = () => LISTS.map((f) => fs.readFileSync(path.join(repoRoot, f), 'utf8'));

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run new:register', () => {
  it('refuses a register whose files exist, writing nothing', () => {
    const before = read();
    const res = run('bottle-brands', 'bottle-brand', '/marcas', 'Marca', 'Marcas', 'f');
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('packages/domain/src/bottle-brands/labels.ts exists');
    expect(res.stderr).toContain('apps/web/src/features/bottle-brands/BottleBrandPages.tsx exists');
    expect(read()).toEqual(before);
  });

  it('explains its arguments when one is missing or wrong', () => {
    const before = read();
    const res = run('bottle-brands', 'bottle-brand', 'marcas', 'Marca', 'Marcas', 'x');
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Usage: npm run new:register -- <plural> <singular> <path> <One> <Many> <m|f>');
    expect(read()).toEqual(before);
  });
});
