// npm start: builds the web app when its build is missing or stale, then serves the app and the API
// on PORT (default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildWebIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
