import fs from 'node:fs';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, generatedApiTypes } from './api-types';

it('the web types of the API (apps/web/src/api/schema.gen.ts) are generated from the current routes', async () => {
  const current = fs.existsSync(API_TYPES_FILE) ? fs.readFileSync(API_TYPES_FILE, 'utf8') : '';
  const expected = await generatedApiTypes();
  expect(current === expected, 'schema.gen.ts is stale: run `npm run api:types`').toBe(true);
}, 180_000);
