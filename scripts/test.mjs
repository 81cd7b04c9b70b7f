// npm test: every test layer, in order — types, lint, domain and API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests in Debian's Chromium, then Lighthouse against its
// budget. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
fs.mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

let ok = true;
let passed = 0;
let failed = 0;

if (want('types'))
  ok =
    run('Tipos (tsc)', 'npx', ['tsc', '-p', 'packages/domain']) &&
    run('Tipos (api)', 'npx', ['tsc', '-p', 'apps/api']) &&
    run('Tipos (web)', 'npx', ['tsc', '-p', 'apps/web']) &&
    ok;
if (want('lint')) {
  ok = run('Lint (biome)', 'npx', ['biome', 'check', '.']) && ok;
  ok = run('Importações circulares (oxlint e import() dinâmico)', 'npm', ['run', '--silent', 'cycles']) && ok;
}

if (want('unit')) {
  if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL não definido: testes da API só no PGlite)');
  const file = path.join(out, 'vitest.json');
  fs.rmSync(file, { force: true });
  ok =
    run('Domínio e API (vitest)', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ]) && ok;
  if (fs.existsSync(file)) {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += (r.numFailedTests ?? 0) + (r.numTotalTestSuites > 0 && r.success === false && !r.numFailedTests ? 1 : 0);
    // Failed with every test passed (a file's hook, an error outside any test): say which, at the end too.
    if (r.success === false && !r.numFailedTests) {
      const files = (r.testResults ?? []).filter((t) => t.status === 'failed');
      console.log('\nvitest falhou sem teste falho:');
      for (const t of files) console.log(`  ${path.relative(root, t.name)}: ${String(t.message ?? '').slice(0, 2000)}`);
      if (!files.length) console.log('  erro fora dos testes (veja "Unhandled Errors" acima)');
    }
  } else failed += 1;
}

if (want('e2e')) {
  buildWebIfStale();
  const file = path.join(out, 'playwright.json');
  fs.rmSync(file, { force: true });
  ok =
    run('Navegador (Playwright + Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    }) && ok;
  if (fs.existsSync(file)) {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
  } else failed += 1;
}

// Lighthouse on /login (mobile) and / signed in (desktop), median of 3 runs against lighthouse-budget.json
//: about a minute and a half, its own server on port 4161.
if (want('lighthouse')) {
  buildWebIfStale();
  const good = run('Lighthouse (/login e /, orçamento em lighthouse-budget.json)', 'node', ['scripts/lighthouse.mjs']);
  ok = good && ok;
  if (good) passed += 1;
  else failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
