// npm run check:figures [-- --limit N] [-- --rebuild]
// Compares every derived figure the database stores (READ_MODELS) with a recompute from its source rows, on
// the configured database (DATABASE_URL, or DATA_DIR with the server stopped: only one process may open the
// embedded database), and prints the ones that differ. Exit code 1 when any differs, 0 when all are exact.
// --rebuild recomputes the ones that differ (stop the server first) and checks again.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { hasDatabase } from '../db/backup';
import { openConfiguredDatabase } from '../db/open';
import { type FigureDifference, READ_MODELS, checkFigures, rebuildFigures } from './index';

/** The report of checkFigures' answer, one line per difference shown. */
export function describeDifferences(found: FigureDifference[], total = READ_MODELS.length): string[] {
  if (!found.length) return [`Todas as ${total} estruturas derivadas conferem com os dados de origem.`];
  const lines: string[] = [];
  for (const d of found) {
    lines.push(`✗ ${d.name}: ${d.count} ${d.count === 1 ? 'diferença' : 'diferenças'} (guardado → recalculado)`);
    for (const r of d.rows) lines.push(`    ${r.key}: ${r.stored ?? '(nada)'} → ${r.expected ?? '(nada)'}`);
    if (d.count > d.rows.length) lines.push(`    … e mais ${d.count - d.rows.length}`);
  }
  lines.push(`${found.length} de ${total} estruturas derivadas diferem dos dados de origem.`);
  return lines;
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { limit: { type: 'string', default: '20' }, rebuild: { type: 'boolean', default: false } },
  });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 0) throw new Error('--limit precisa ser um número inteiro.');
  const config = loadConfig();
  if (!config.databaseUrl && !hasDatabase(config.dataDir)) throw new Error(`Não há banco em ${config.dataDir}.`);
  const database = await openConfiguredDatabase({ ...config, demoData: false });
  try {
    console.log(
      `Conferindo ${READ_MODELS.length} estruturas derivadas em ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)'}.`,
    );
    let found = await checkFigures(database.db, { limit });
    if (found.length && values.rebuild) {
      for (const line of describeDifferences(found)) console.log(line);
      const rebuilt = await rebuildFigures(database.db);
      console.log(`Recalculadas: ${rebuilt.join(', ')}. Conferindo de novo.`);
      found = await checkFigures(database.db, { limit });
    }
    for (const line of describeDifferences(found)) console.log(line);
    return found.length ? 1 : 0;
  } finally {
    await database.close();
    database.release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exit(2);
    },
  );
}
