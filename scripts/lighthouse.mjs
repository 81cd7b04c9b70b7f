// Lighthouse on four pages: /login with the mobile profile; / signed in as the demo admin
// with the desktop profile, and again with the CPU slowed 3× (the office's slow PC); /entregas signed in as the
// demo deliverer with the mobile profile (4× CPU, slow 4G: the deliverer's mid-range phone). Builds the web app when stale, starts the browser tests' server
// (fresh embedded database with the demo data) on its own port, runs each page RUNS times in Debian's
// Chromium, takes the median score per category and compares it with lighthouse-budget.json (the minimum
// per page and category). Exits 1 when a score is under its budget.
//   npm run lighthouse                    (3 runs per page, budget checked)
//   npm run lighthouse -- --runs 1 --no-budget
//   npm run lighthouse -- --pages entregas,home-mobile   (some of the pages, by report name; home-mobile, / on
//                                                        the mobile profile, is measured only when asked)
//   LIGHTHOUSE_URL=http://localhost:3000 npm run lighthouse   (an already running server with the demo data)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse, { desktopConfig } from 'lighthouse';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const argValue = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(argValue('--runs', process.env.LIGHTHOUSE_RUNS ?? 3));
const CHECK_BUDGET = !args.includes('--no-budget');
const ONLY = argValue('--pages', '').split(',').filter(Boolean);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4161);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const budget = JSON.parse(fs.readFileSync(path.join(root, 'lighthouse-budget.json'), 'utf8'));
// The reports (one JSON per run): npm test runs this after Playwright, which empties test-results/ when it starts.
const out = path.join(root, 'test-results/lighthouse');
fs.mkdirSync(out, { recursive: true });

const children = [];
const cleanup = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    cleanup();
    process.exit(130);
  });

async function waitFor(url, seconds, what) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer at ${url} in ${seconds} s`);
}

/** The browser tests' server (apps/web/e2e/server.mjs) on PORT, unless LIGHTHOUSE_URL names one. */
async function startServer() {
  if (process.env.LIGHTHOUSE_URL) return process.env.LIGHTHOUSE_URL.replace(/\/$/, '');
  buildWebIfStale();
  const server = spawn(process.execPath, [path.join(root, 'apps/web/e2e/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(PORT) },
  });
  children.push(server);
  await waitFor(`http://127.0.0.1:${PORT}/api/health`, 300, 'The server');
  return `http://localhost:${PORT}`;
}

/** A demo user's session cookie, signed in through the API. */
async function sessionCookie(base, login) {
  const res = await fetch(`${base}/api/users/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: { login, password: 'demo1234', remember: true } }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A fresh headless Chromium (its own profile: nothing cached) with its DevTools port. */
async function launchChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-lh-'));
  const port = 9300 + Math.floor(Math.random() * 600);
  const chrome = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // The demo data's day is São Paulo's, as the browser tests' (playwright.config.ts timezoneId): a UTC
    // browser between 21:00 and midnight there would open / on the next day, an empty list.
    { stdio: 'ignore', env: { ...process.env, TZ: 'America/Sao_Paulo' } },
  );
  children.push(chrome);
  await waitFor(`http://127.0.0.1:${port}/json/version`, 30, 'Chromium');
  return {
    port,
    close: async () => {
      const running = chrome.exitCode === null && chrome.signalCode === null;
      const exited = new Promise((r) => (running ? chrome.once('exit', r) : r()));
      chrome.kill('SIGTERM');
      await exited;
      // Chromium's helper processes can still be writing its cache as the browser exits: retry, and a
      // profile left in the temporary directory is no reason to fail the scores.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (e) {
        console.log(`(perfil do Chromium não removido: ${profile}: ${e.code ?? e})`);
      }
    },
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function audit(page, name, url, config, headers) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await launchChromium();
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          extraHeaders: headers,
        },
        config,
      );
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      fs.writeFileSync(path.join(out, `${name}-${i + 1}.json`), result.report);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
      const failing = Object.values(lhr.categories)
        .filter((c) => c.id !== 'performance')
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => a.id);
      const run = {
        scores,
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        failing,
      };
      console.log(
        `  ${page} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')} · FCP ${(run.fcp / 1000).toFixed(1)} s, LCP ${(run.lcp / 1000).toFixed(1)} s, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}${failing.length ? ` · failing: ${failing.join(', ')}` : ''}`,
      );
      runs.push(run);
    } finally {
      await chrome.close();
    }
  }
  return Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
}

const started = Date.now();
const base = await startServer();
const admin = { Cookie: await sessionCookie(base, 'admin@demo.com.br') };
const deliverer = { Cookie: await sessionCookie(base, 'entregador@demo.com.br') };
// The desktop profile on a PC whose CPU is three times slower (simulated throttling, as the mobile profile's 4×).
const slowDesktop = {
  ...desktopConfig,
  settings: {
    ...desktopConfig.settings,
    throttling: { ...desktopConfig.settings.throttling, cpuSlowdownMultiplier: 3 },
  },
};
// `page` is the key in lighthouse-budget.json, `name` the reports' name and --pages' word.
const pages = [
  { page: '/login', name: 'login', url: `${base}/login`, profile: 'mobile' },
  { page: '/', name: 'home', url: `${base}/`, config: desktopConfig, headers: admin, profile: 'desktop' },
  {
    page: '/ (CPU 3×)',
    name: 'home-cpu3x',
    url: `${base}/`,
    config: slowDesktop,
    headers: admin,
    profile: 'desktop, CPU 3×',
  },
  { page: '/entregas', name: 'entregas', url: `${base}/entregas`, headers: deliverer, profile: 'mobile, entregador' },
  { page: '/ (mobile)', name: 'home-mobile', url: `${base}/`, headers: admin, profile: 'mobile', onlyAsked: true },
].filter((p) => (ONLY.length ? ONLY.includes(p.name) : !p.onlyAsked));

let ok = true;
const summary = {};
for (const p of pages) {
  console.log(`Lighthouse ${p.page} (${p.profile}, ${RUNS} runs)`);
  const scores = await audit(p.page, p.name, p.url, p.config, p.headers);
  summary[p.page] = scores;
  for (const c of CATEGORIES) {
    const min = budget[p.page]?.[c];
    const under = CHECK_BUDGET && min !== undefined && scores[c] < min;
    if (under) ok = false;
    console.log(
      `${under ? '✗' : '✓'} ${p.page} ${c}: ${scores[c]} (median)${min !== undefined ? `, budget ≥ ${min}` : ''}`,
    );
  }
}
fs.writeFileSync(path.join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`Lighthouse: ${Math.round((Date.now() - started) / 1000)} s${ok ? '' : ' — a score is under its budget'}`);
cleanup();
process.exit(ok ? 0 : 1);
