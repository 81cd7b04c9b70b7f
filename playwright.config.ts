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
  // The caller's notices show on every open screen of the unit and do not auto-close: the
  // specs that register calls run after the others, one after the other, so their notices never cover
  // another test's buttons. (Run one of them alone with --no-deps.)
  projects: [
    { name: 'app', testIgnore: /(caller-id|missed-calls)\.spec\.ts$/ },
    { name: 'caller-id', testMatch: /caller-id\.spec\.ts$/, dependencies: ['app'] },
    { name: 'missed-calls', testMatch: /missed-calls\.spec\.ts$/, dependencies: ['caller-id'] },
  ],
  webServer: {
    command: 'node apps/web/e2e/server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 600_000, // a fresh PGlite database with the demo's year; minutes on a busy 2-core machine
    stdout: 'pipe',
  },
});
