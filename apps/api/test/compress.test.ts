import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { COMPRESS_MIN_BYTES, acceptedEncoding } from '../src/plugins/compress';
import { type TestContext, createTestContext, stubCep } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

// The demo's whole sales history: a JSON reply well above the threshold.
const bigUrl = '/api/sales?start_date=01/01/2000&end_date=31/12/2099&per_page=100';
const get = async (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(await t.as('admin')), ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
  });

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['*', 'gzip'],
    ['deflate', null],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('compressed replies', () => {
  it('a large JSON reply goes out in brotli or gzip, decoding to the same body and headers', async () => {
    const plain = await get(bigUrl);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await get(bigUrl, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    for (const h of ['total', 'items-summary', 'payments-summary', 'content-type'])
      expect(br.headers[h], h).toBe(plain.headers[h]);

    const gz = await get(bigUrl, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('small replies, refused encodings and spreadsheets go out as they are; a CSV export is compressed', async () => {
    const small = await get('/api/users/current', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('user');

    const refused = await get(bigUrl, 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toBeInstanceOf(Array);

    // The demo's whole cash book: a spreadsheet and a CSV well above the threshold.
    const xlsx = await get('/api/transactions?format=xlsx', 'br, gzip');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const csv = await get('/api/transactions?format=csv', 'br');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(csv.rawPayload).toString('utf8')).toContain(';');
  });
});

describe('the web build', () => {
  it("is sent as the build's brotli or gzip copy to browsers that accept it, else as it is", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-web-'));
    const script = 'console.log("Ability");\n'.repeat(200);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html data-edition=""><title>x</title></html>');
    fs.writeFileSync(path.join(dist, 'assets/app.js'), script);
    fs.writeFileSync(path.join(dist, 'assets/app.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets/app.js.gz'), zlib.gzipSync(script));
    const app = await buildApp({
      config: { ...loadConfig({}), webDist: dist, edition: undefined },
      database: t.database,
      cep: stubCep(),
      saleDelayJob: false,
    });
    try {
      const fetch = (encoding?: string) =>
        app.inject({ url: '/assets/app.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
      const br = await fetch('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toContain('immutable');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await fetch('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await fetch();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('asks again for the service worker and the manifest (no-cache), with their types', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html data-edition=""><title>x</title></html>');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Ability"}');
    fs.writeFileSync(path.join(dist, 'pwa-192x192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const app = await buildApp({
      config: { ...loadConfig({}), webDist: dist, edition: undefined },
      database: t.database,
      cep: stubCep(),
      saleDelayJob: false,
    });
    try {
      const sw = await app.inject({ url: '/sw.js' });
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['content-type']).toMatch(/javascript/);
      expect(sw.headers['cache-control']).toBe('no-cache');
      const manifest = await app.inject({ url: '/manifest.webmanifest' });
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const icon = await app.inject({ url: '/pwa-192x192.png' });
      expect(icon.headers['content-type']).toBe('image/png');
      expect(icon.headers['cache-control']).toContain('max-age');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
