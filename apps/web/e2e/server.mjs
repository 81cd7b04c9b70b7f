// The server the browser tests run against: a fresh embedded database with demo data in a temporary
// directory, and a stub of the postal-code service (tests never call an outside service).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3999);
const cepPort = port - 1;

export const CEPS = {
  13010000: { logradouro: 'Rua Conceição', complemento: '', bairro: 'Centro', localidade: 'Campinas', uf: 'SP' },
  '01310100': {
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
};

const stub = http.createServer((req, res) => {
  const cep = /\/ws\/(\d{8})\/json/.exec(req.url ?? '')?.[1];
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(cep && CEPS[cep] ? { cep, ...CEPS[cep] } : { erro: true }));
});
stub.listen(cepPort, '127.0.0.1');

// Meta's Graph API: the number's details for 'Testar' (any id), and sending (`POST /{id}/messages`, text or
// template), each message it got kept in order and answered to the specs at `GET /__sent` (never by the app).
const graphPort = port - 2;
const graphSent = [];
const graph = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    res.setHeader('Content-Type', 'application/json');
    if (req.method === 'GET' && req.url === '/__sent') {
      res.end(JSON.stringify(graphSent));
      return;
    }
    const authorized = req.headers.authorization?.startsWith('Bearer ');
    const id = /^\/v21\.0\/(\d+)\?/.exec(req.url ?? '')?.[1];
    if (req.method === 'GET' && id && authorized) {
      res.end(
        JSON.stringify({
          display_phone_number: '+55 19 3333-4444',
          verified_name: 'Gás Demo',
          quality_rating: 'GREEN',
          id,
        }),
      );
      return;
    }
    const sendTo = /^\/v21\.0\/(\d+)\/messages$/.exec(req.url ?? '')?.[1];
    if (req.method === 'POST' && sendTo && authorized) {
      const message = JSON.parse(raw || '{}');
      graphSent.push({ phone_number_id: sendTo, ...message });
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id: `wamid.STUB${Date.now()}${graphSent.length}` }],
        }),
      );
      return;
    }
    res.statusCode = 400;
    res.end(JSON.stringify({ error: { message: 'Unsupported request', code: 100 } }));
  });
});
graph.listen(graphPort, '127.0.0.1');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    SIGNIN_RATE_LIMIT: '10000',
    CEP_SERVICE_URL: `http://127.0.0.1:${cepPort}/ws/{cep}/json/`,
    // A test-only key sealing the NFC-e secrets (certificate, CSC) the fiscal specs upload.
    FISCAL_SECRET_KEY: process.env.FISCAL_SECRET_KEY || 'e2e0'.repeat(16),
    WHATSAPP_GRAPH_URL: `http://127.0.0.1:${graphPort}/v21.0`,
    // Nuvem Fiscal at an address nobody answers (the discard port): a unit switched to it has its notes wait,
    // and nothing reaches the real service.
    NUVEM_FISCAL_URL: 'http://127.0.0.1:9',
  },
});
const stop = () => {
  server.kill('SIGTERM');
  stub.close();
  graph.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
