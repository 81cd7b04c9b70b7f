import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` (scripts/db-generate.mjs) runs drizzle-kit with this file; the migrations test
// points it at a copy of the folder and a changed schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: process.env.DRIZZLE_SCHEMA ?? './apps/api/src/db/schema/index.ts',
  out: process.env.DRIZZLE_OUT ?? './apps/api/drizzle',
  casing: 'snake_case',
});
