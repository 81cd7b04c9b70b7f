import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';

const config = loadConfig();
const database = await openConfiguredDatabase(config, (m) => console.log(m));
const app = await buildApp({
  config,
  database,
  logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: encerrando`);
  try {
    await app.close();
  } finally {
    await database.close();
    database.release();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Ability pronto em http://localhost:${config.port} (${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'})`,
  );
} catch (err) {
  console.error(err);
  await database.close();
  database.release();
  process.exit(1);
}
