import { defineConfig } from 'vitest/config';

const pg = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // antd in jsdom is slow on two busy cores (the API projects run alongside).
          testTimeout: 20_000,
        },
      },
      // The web build's plugins (apps/web/build), in Node: they read antd's installed files.
      { test: { name: 'web-build', include: ['apps/web/build/**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/api/test/templateDb.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/api/test/templateDb.ts'],
                testTimeout: 30_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
});
