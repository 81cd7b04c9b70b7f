import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { sefazTargetAtBoot } from './modules/fiscal/sefaz/target';

const config = loadConfig();
const database = await openConfiguredDatabase(config, (m) => console.log(m));
// The local SEFAZ simulator while no unit has a certificate (the demo), else each state's SEFAZ.
const sefaz = await sefazTargetAtBoot(
  database.db,
  { urlOverride: config.sefazUrlOverride, simulator: config.sefazSimulator },
  (m) => console.log(m),
);
const app = await buildApp({
  config,
  database,
  sefaz,
  demoDay: config.demoDay,
  logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: encerrando`);
  try {
    await app.close();
    await sefaz.close();
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
  // The port listened on (PORT=0 takes a free one: tests and the bench read it from this line).
  const { port } = app.server.address() as AddressInfo;
  console.log(
    `Ability pronto em http://localhost:${port} (${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'})`,
  );
} catch (err) {
  console.error(err);
  await database.close();
  database.release();
  process.exit(1);
}
