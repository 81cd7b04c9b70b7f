import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { typesOf } from '@ability/api-types';
import { buildApp } from '../src/app';
import { loadConfig, repoRoot } from '../src/config';
import { openPglite } from '../src/db/client';

/** The web's types of the API, generated from the OpenAPI document. */
export const API_TYPES_FILE = path.join(repoRoot, 'apps/web/src/api/schema.gen.ts');

/** The app's OpenAPI document: the app built as the tests build it, over an empty in-memory database. */
export async function openapiDocument(): Promise<object> {
  const database = await openPglite();
  const app = await buildApp({
    config: { ...loadConfig({}), edition: undefined },
    database,
    saleDelayJob: false,
  });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}

/** What API_TYPES_FILE should hold. */
export async function generatedApiTypes(): Promise<string> {
  return typesOf(await openapiDocument());
}

// `npm run api:types`: writes the file.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  fs.writeFileSync(API_TYPES_FILE, await generatedApiTypes());
  console.log(`wrote ${path.relative(repoRoot, API_TYPES_FILE)}`);
}
