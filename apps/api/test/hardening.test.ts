import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERRORS } from '@ability/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { caller, one } from './finance-helpers';
import { DEMO_LOGINS, type TestContext, createTestContext, stubCep } from './helpers';
import { demoUnits } from './registers-helpers';

/**
 * Hardening as a user meets it: exports that do not run formulas, writes with the session
 * cookie only from the app's own pages, forwarded headers trusted only when configured, a missing asset
 * that is a 404 (not the app page), and the receivables list's meta.options.
 */
let t: TestContext;
let admin: ReturnType<typeof caller>;
let centro: number;
const extraApps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestContext();
  admin = caller(t, 'admin');
  ({ centro } = await demoUnits(t));
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t?.close();
});

/** Another server process over the same database, with some configuration changed. */
async function appWith(config: Partial<Config>, signInLimit = 1000): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...loadConfig({}), edition: undefined, ...config },
    database: t.database,
    cep: stubCep(),
    saleDelayJob: false,
    signInLimit,
  });
  extraApps.push(app);
  return app;
}

const signInBody = { user: { login: DEMO_LOGINS.admin, password: DEMO_PASSWORD } };

describe('exports (OWASP CSV injection)', () => {
  const FORMULA = '=HYPERLINK("http://x","x")';

  it('write a customer named like a formula as text, in CSV and in XLSX; numbers stay numbers', async () => {
    const made = await admin('POST', '/customers', { customer: { name: FORMULA, resale_id: centro } });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;

    const csv = await admin('GET', '/customers?format=csv&by_name=hyperlink');
    expect(csv.statusCode).toBe(200);
    const line = csv.body.split('\r\n').find((l) => l.includes('HYPERLINK'));
    expect(line, csv.body).toBeDefined();
    // The cell starts with the apostrophe (quoted, as it holds quotes); the id is a bare number.
    expect(line).toContain(`"'=HYPERLINK(""http://x"",""x"")"`);
    expect(line!.startsWith(`${id};`)).toBe(true);

    const xlsx = await admin('GET', '/customers?format=xlsx&by_name=hyperlink');
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const cells: ExcelJS.Cell[] = [];
    ws.eachRow((row, n) => {
      if (n > 1) row.eachCell((cell) => cells.push(cell));
    });
    // In XLSX the text is a string cell (a shared string, never evaluated): no apostrophe to show.
    const named = cells.find((c) => String(c.value).includes('HYPERLINK'))!;
    expect(named.value).toBe(FORMULA);
    expect(named.type).toBe(ExcelJS.ValueType.String);
    expect(cells.some((c) => c.type === ExcelJS.ValueType.Formula)).toBe(false);
    expect(cells.find((c) => c.value === id)?.type).toBe(ExcelJS.ValueType.Number);
  });

  it('neutralise report cells too (sheets of the reports)', async () => {
    await admin('POST', '/transactions', {
      transaction: {
        description: '@SUM(1+1)*cmd',
        movement: 'outflow',
        date: '2026-03-10',
        value_cents: 5,
        resale_id: centro,
      },
    });
    const csv = await admin('GET', `/reports/daily_closing?format=csv&date=10/03/2026&resale_id=${centro}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain("'@SUM(1+1)*cmd");
    expect(csv.body).not.toMatch(/(^|;|\n)@SUM/);
    const xlsx = await admin('GET', `/reports/daily_closing?format=xlsx&date=10/03/2026&resale_id=${centro}`);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: ExcelJS.Cell[] = [];
    for (const ws of wb.worksheets) ws.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
    const described = cells.find((c) => String(c.value).includes('@SUM'));
    expect(described?.value).toBe('@SUM(1+1)*cmd');
    expect(described?.type).toBe(ExcelJS.ValueType.String);
    expect(cells.some((c) => c.type === ExcelJS.ValueType.Formula)).toBe(false);
  });
});

describe('API replies are kept by no cache (Cache-Control)', () => {
  it("answers no-store on JSON, errors and exports, the deliverer's offline lists included", async () => {
    const deliverer = { ...(await t.as('deliverer')), 'x-ability-view': 'deliveries' };
    const adminHeaders = await t.as('admin');
    const replies = [
      await t.app.inject({ method: 'GET', url: '/api/customers', headers: adminHeaders }),
      await t.app.inject({ method: 'GET', url: '/api/customers/99999999', headers: adminHeaders }),
      await t.app.inject({ method: 'GET', url: '/api/customers?format=csv', headers: adminHeaders }),
      await t.app.inject({ method: 'POST', url: '/api/customers', headers: adminHeaders, payload: { customer: {} } }),
      await t.app.inject({ method: 'GET', url: '/api/customers' }),
      await t.app.inject({ method: 'GET', url: '/api/nao-existe', headers: adminHeaders }),
      await t.app.inject({ method: 'GET', url: '/api/users/current', headers: adminHeaders }),
      await t.app.inject({ method: 'GET', url: '/api/sales', headers: deliverer }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 404, 200, 422, 401, 404, 200, 200]);
    for (const r of replies)
      expect(r.headers['cache-control'], `${r.statusCode} ${r.body.slice(0, 80)}`).toBe('no-store');
  });
});

describe('writes with the session cookie (CSRF)', () => {
  let cookie: string;
  const host = 'localhost:3000';
  const group = (description: string) => ({ group: { description, resale_id: centro } });
  const write = (headers: Record<string, string>, description = 'Grupo CSRF') =>
    t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { host, 'content-type': 'application/json', ...headers },
      cookies: { [SESSION_COOKIE]: cookie },
      payload: group(description),
    });
  const countGroups = async (description: string) =>
    Number(
      (
        await one<{ n: number }>(
          t,
          sql`select count(*)::int as n from customer_groups where description = ${description}`,
        )
      ).n,
    );

  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: { host, origin: `http://${host}` },
      payload: signInBody,
    });
    expect(res.statusCode).toBe(200);
    cookie = /ability_session=([^;]+)/.exec(String(res.headers['set-cookie']))![1]!;
  });

  it('refuses a cross-site form post (foreign Origin, or foreign Referer without Origin, or opaque origin)', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3001' },
      { origin: 'null' },
      { referer: 'https://evil.example/page.html' },
      // A forged X-Forwarded-Host counts only from a trusted proxy.
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    ]) {
      const res = await write(headers, 'Grupo cross-site');
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ error: ERRORS.crossSite });
    }
    // A form's urlencoded body and a DELETE (logout) alike.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { host, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { [SESSION_COOKIE]: cookie },
      payload: 'group[description]=x',
    });
    expect(form.statusCode).toBe(403);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/logout',
      headers: { host, origin: 'https://evil.example' },
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(logout.statusCode).toBe(403);
    expect(await countGroups('Grupo cross-site')).toBe(0);
  });

  it("accepts the app's own pages, a request with neither header, reads, and bearer calls from anywhere", async () => {
    expect((await write({ origin: `http://${host}` }, 'Grupo mesma origem')).statusCode).toBe(201);
    expect((await write({ referer: `http://${host}/grupos/novo` }, 'Grupo mesma origem')).statusCode).toBe(201);
    // The Vite dev server forwards the browser's Host (changeOrigin: false), so its origin matches too.
    const viaVite = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { host: 'localhost:5173', origin: 'http://localhost:5173', 'content-type': 'application/json' },
      cookies: { [SESSION_COOKIE]: cookie },
      payload: group('Grupo mesma origem'),
    });
    expect(viaVite.statusCode).toBe(201);
    expect((await write({}, 'Grupo mesma origem')).statusCode).toBe(201);
    expect(await countGroups('Grupo mesma origem')).toBe(4);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/groups',
      headers: { host, origin: 'https://evil.example' },
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(read.statusCode).toBe(200);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { host, origin: 'https://evil.example', ...(await t.as('admin')) },
      payload: group('Grupo bearer'),
    });
    expect(bearer.statusCode).toBe(201);
  });

  it('behind a trusted proxy, the forwarded host is the own one; ALLOWED_ORIGINS adds others', async () => {
    const proxied = await appWith({ trustProxy: true, allowedOrigins: ['https://painel.example.com'] });
    const post = (headers: Record<string, string>) =>
      proxied.inject({
        method: 'POST',
        url: '/api/groups',
        headers: { host: '127.0.0.1:3000', 'content-type': 'application/json', ...headers },
        cookies: { [SESSION_COOKIE]: cookie },
        payload: group('Grupo proxy'),
      });
    expect((await post({ origin: 'https://app.example.com', 'x-forwarded-host': 'app.example.com' })).statusCode).toBe(
      201,
    );
    expect((await post({ origin: 'https://app.example.com' })).statusCode).toBe(403);
    expect((await post({ origin: 'https://painel.example.com' })).statusCode).toBe(201);
  });
});

describe('forwarded headers (TRUST_PROXY)', () => {
  const signIn = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: signInBody,
    });

  it('a forged X-Forwarded-For does not escape the per-address sign-in limit without TRUST_PROXY', async () => {
    const direct = await appWith({}, 3);
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++) codes.push((await signIn(direct, `203.0.113.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // Configured to trust the proxy in front, each forwarded address is its own client.
    const proxied = await appWith({ trustProxy: '127.0.0.1' }, 3);
    const proxiedCodes: number[] = [];
    for (let i = 1; i <= 4; i++) proxiedCodes.push((await signIn(proxied, `198.51.100.${i}`)).statusCode);
    expect(proxiedCodes).toEqual([200, 200, 200, 200]);
  });

  it("the audit and the session keep the connection's address, and the edition the Host, unless trusted", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { ...(await t.as('admin')), 'x-forwarded-for': '203.0.113.77' },
      payload: { group: { description: 'Grupo endereço', resale_id: centro } },
    });
    expect(res.statusCode).toBe(201);
    const audit = await one<{ ip: string }>(
      t,
      sql`select ip from audit_logs where resource = 'groups' and record_id = ${res.json().id} order by id desc limit 1`,
    );
    expect(audit.ip).toBe('127.0.0.1');
    const edition = await t.app.inject({
      method: 'GET',
      url: '/api/edition',
      headers: { host: 'localhost:3000', 'x-forwarded-host': 'gestor.example.com' },
    });
    expect(edition.json().edition).toBe('gas');
    const proxied = await appWith({ trustProxy: true });
    const trusted = await proxied.inject({
      method: 'GET',
      url: '/api/edition',
      headers: { host: 'localhost:3000', 'x-forwarded-host': 'gestor.example.com' },
    });
    expect(trusted.json().edition).toBe('manager');
  });
});

describe('the web build: a missing asset is a 404, any request taking HTML gets the app page', () => {
  it('answers a missing script, style or file with 404, and client-side routes with index.html', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html data-edition=""><title>x</title></html>');
    fs.writeFileSync(path.join(dist, 'assets/app-new.js'), 'console.log(1);');
    try {
      const app = await appWith({ webDist: dist });
      const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
      const get = (url: string, accept?: string) =>
        app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

      for (const [url, accept] of [
        ['/assets/app-old.js', '*/*'],
        ['/assets/app-old.js', html],
        ['/assets/index-old.css', 'text/css,*/*;q=0.1'],
        ['/assets/chunk', html],
        ['/favicon.ico', html],
        ['/vendas/script.js', '*/*'],
        ['/vendas', 'application/json'],
        ['/vendas', 'text/html;q=0, application/json'],
        ['/api/nao-existe', '*/*'],
        ['/api/nao-existe', html],
        ['/api/nao-existe', undefined],
      ] as const) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.headers['content-type'], url).not.toMatch(/html/);
      }
      expect((await get('/assets/app-new.js', '*/*')).statusCode).toBe(200);
      for (const url of ['/', '/vendas', '/clientes/12/editar', '/vendas?busca=a.js', '/vendas/novo/19998887766']) {
        const res = await get(url, html);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body).toContain('<title>AbilityGás</title>');
      }
      // Any client that takes HTML gets the app: curl's '*/*', no Accept at all, 'text/*'.
      for (const url of ['/login', '/', '/vendas'])
        for (const accept of ['*/*', undefined, 'text/*', 'application/json, */*;q=0.1']) {
          const res = await get(url, accept);
          expect(res.statusCode, `${url} ${accept}`).toBe(200);
          expect(res.headers['content-type'], url).toMatch(/^text\/html/);
          expect(res.headers['cache-control'], url).toBe('private, no-cache');
        }
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the app page carries the edition and who is signed in (no start-up requests, no 401 on /login)', () => {
  it('writes GET /api/edition and GET /api/users/current into the page, escaped, never cached by a proxy', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-web-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html data-edition=""><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    // The build's manifest: each screen's chunk and what it imports (Vite's build.manifest).
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        '_labels-1.js': { file: 'assets/labels-1.js', imports: ['_react-1.js'] },
        'src/features/session/LoginPage.tsx': {
          file: 'assets/LoginPage-1.js',
          imports: ['index.html', '_react-1.js', '_labels-1.js'],
          css: ['assets/LoginPage-1.css'],
        },
        'src/app/AppRoot.tsx': { file: 'assets/AppRoot-1.js', imports: ['_labels-1.js'] },
        'src/app/AntdShell.tsx': { file: 'assets/AntdShell-1.js', imports: ['_labels-1.js', '_antd-1.js'] },
        '_antd-1.js': { file: 'assets/antd-1.js' },
        'src/features/deliveries/DeliveriesPage.tsx': {
          file: 'assets/DeliveriesPage-1.js',
          imports: ['_antd-1.js', '_tag-1.js'],
          css: ['assets/DeliveriesPage-1.css'],
        },
        '_tag-1.js': { file: 'assets/tag-1.js' },
      }),
    );
    try {
      const app = await appWith({ webDist: dist, supportWhatsapp: '</script><b>' });
      const html = 'text/html,application/xhtml+xml';
      const bootOf = (body: string) => {
        const m = /<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(body);
        expect(m, body).not.toBeNull();
        return JSON.parse(m?.[1] ?? 'null');
      };

      const signedOut = await app.inject({ method: 'GET', url: '/login', headers: { accept: html } });
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.headers['cache-control']).toBe('private, no-cache');
      const edition = (await app.inject({ method: 'GET', url: '/api/edition' })).json();
      // A configured text cannot close the script element it travels in.
      expect(signedOut.body).not.toContain('</script><b>');
      expect(bootOf(signedOut.body)).toEqual({ edition, user: null });
      // The sign-in screen's files, not those the page already names, nor the signed-in shell's.
      const preloads = (body: string) =>
        [...body.matchAll(/<link rel="(\w+)"[^>]* href="([^"]+)">/g)].map((m) => m.slice(1).join(' '));
      expect(preloads(signedOut.body)).toEqual([
        'modulepreload /assets/LoginPage-1.js',
        'preload /assets/LoginPage-1.css',
        'modulepreload /assets/labels-1.js',
      ]);

      const signIn = await app.inject({ method: 'POST', url: '/api/users/sign_in', payload: signInBody });
      const cookie = signIn.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
      const current = (
        await app.inject({ method: 'GET', url: '/api/users/current', cookies: { [SESSION_COOKIE]: cookie } })
      ).json();
      const signedIn = await app.inject({
        method: 'GET',
        url: '/vendas',
        headers: { accept: html, host: 'gestor.example.com' },
        cookies: { [SESSION_COOKIE]: cookie },
      });
      const boot = bootOf(signedIn.body);
      expect(boot.user).toEqual(current.user);
      expect(boot.edition.edition).toBe('manager');
      expect(signedIn.body).toContain('<title>AbilityGestor</title>');
      expect(signedIn.body).toContain('data-edition="manager"');
      // The app (router, route table) and the signed-in shell, each file once.
      expect(preloads(signedIn.body)).toEqual([
        'modulepreload /assets/AppRoot-1.js',
        'modulepreload /assets/labels-1.js',
        'modulepreload /assets/AntdShell-1.js',
        'modulepreload /assets/antd-1.js',
      ]);
      // The deliverer's list names its own screen's files too, after the shell's, each once; a
      // screen the build lacks (the home's, in this manifest) names nothing more.
      const deliveries = await app.inject({
        method: 'GET',
        url: '/entregas?x=1',
        headers: { accept: html },
        cookies: { [SESSION_COOKIE]: cookie },
      });
      expect(preloads(deliveries.body)).toEqual([
        'modulepreload /assets/AppRoot-1.js',
        'modulepreload /assets/labels-1.js',
        'modulepreload /assets/AntdShell-1.js',
        'modulepreload /assets/antd-1.js',
        'modulepreload /assets/DeliveriesPage-1.js',
        'preload /assets/DeliveriesPage-1.css',
        'modulepreload /assets/tag-1.js',
      ]);
      const home = await app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: html },
        cookies: { [SESSION_COOKIE]: cookie },
      });
      expect(preloads(home.body)).toEqual(preloads(signedIn.body));

      // A signed-out (revoked) session's page says nobody is signed in, as /users/current's 401 does.
      await app.inject({ method: 'DELETE', url: '/api/logout', cookies: { [SESSION_COOKIE]: cookie } });
      const after = await app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: html },
        cookies: { [SESSION_COOKIE]: cookie },
      });
      expect(bootOf(after.body).user).toBeNull();
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('GET /receivables meta.options', () => {
  it('answers data and meta (total, per_page, options, summary): the same options as /receivables/new', async () => {
    for (const role of ['admin', 'attendant'] as const) {
      const call = caller(t, role);
      const list = (await call('GET', '/receivables')).json();
      expect(Object.keys(list)).toEqual(['data', 'meta']);
      expect(Object.keys(list.meta)).toEqual(['total', 'per_page', 'options', 'summary']);
      const form = (await call('GET', '/receivables/new')).json();
      expect(list.meta.options).toEqual(form.meta.options);
      expect(list.meta.options.resales.length).toBeGreaterThan(0);
    }
    // Payables answer alike (seed: "meta as above").
    const payables = (await admin('GET', '/payables')).json();
    expect(Object.keys(payables.meta)).toEqual(['total', 'per_page', 'options', 'summary']);
    expect(payables.meta.options).toEqual((await admin('GET', '/payables/new')).json().meta.options);
  });

  it('leaves them out with options=false (the web app reads them once, from /receivables/new)', async () => {
    const list = (await admin('GET', '/receivables?options=false')).json();
    expect(Object.keys(list.meta)).toEqual(['total', 'per_page', 'summary']);
    expect(Object.keys((await admin('GET', '/payables?options=false')).json().meta)).toEqual([
      'total',
      'per_page',
      'summary',
    ]);
  });
});

describe('numbers from the environment', () => {
  it('a blank, zero, negative or unreadable value falls back to the default, never NaN or 0', () => {
    for (const bad of ['', ' ', '0', '-5', 'abc', '60s'])
      expect(
        loadConfig({
          IDEMPOTENCY_LEASE_SECONDS: bad,
          SESSION_DAYS: bad,
          SIGNIN_RATE_LIMIT: bad,
          DELAY_JOB_INTERVAL_MS: bad,
        }),
      ).toMatchObject({
        idempotencyLeaseSeconds: 60,
        sessionDays: 1,
        signInLimit: 30,
        delayJobIntervalMs: 20_000,
      });
    expect(loadConfig({ IDEMPOTENCY_LEASE_SECONDS: ' 5 ', REMEMBER_DAYS: '0.5' })).toMatchObject({
      idempotencyLeaseSeconds: 5,
      rememberDays: 0.5,
    });
  });
});
