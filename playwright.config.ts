import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);

export default defineConfig({
  testDir: 'apps/web/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 800 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  // After the others, one project after the other (run one alone with --project X --no-deps):
  // - the Gás do Povo specs enrol the demo unit Valinhos (its price, its eligible P13, the deliverer's and the
  //   attendant's units) and put it back at the end: one at a time, so no other spec sees them half-way;
  // - the caller's notices show on every open screen of the unit and do not auto-close: the specs that
  //   register calls come last, one after the other, so their notices never cover another test's buttons;
  // - a unit whose notes get no answer shows a notice on the home screen of whoever sees it: last of all.
  projects: [
    { name: 'app', testIgnore: /(caller-id|missed-calls|fiscal-service-down|gas-do-povo-[a-z-]+)\.spec\.ts$/ },
    { name: 'gas-do-povo', testMatch: /gas-do-povo-[a-z-]+\.spec\.ts$/, workers: 1, dependencies: ['app'] },
    { name: 'caller-id', testMatch: /caller-id\.spec\.ts$/, dependencies: ['gas-do-povo'] },
    { name: 'missed-calls', testMatch: /missed-calls\.spec\.ts$/, dependencies: ['caller-id'] },
    { name: 'fiscal-service-down', testMatch: /fiscal-service-down\.spec\.ts$/, dependencies: ['missed-calls'] },
  ],
  webServer: {
    command: 'node apps/web/e2e/server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 600_000, // a fresh PGlite database with the demo's year; minutes on a busy 2-core machine
    stdout: 'pipe',
  },
});
