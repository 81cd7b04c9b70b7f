import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * Generated from the API's OpenAPI document (every route's reply schema) by \`npm run api:types\`:
 * do not edit. apps/api/test/api-types.test.ts fails when it is stale.
 */

`;

/** The TypeScript of an OpenAPI document (`paths`, `components`, `operations`), as schema.gen.ts holds it. */
export async function typesOf(document: object): Promise<string> {
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)), { alphabetize: true });
  return HEADER + astToString(ast);
}
