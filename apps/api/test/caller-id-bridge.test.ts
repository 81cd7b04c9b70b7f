import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bridge, startBridge } from '../src/caller-id/bridge';
import { queryRows } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { DEMO_LOGINS, type TestContext, createTestContext } from './helpers';
import { adminCaller, demoUnits } from './registers-helpers';

/** socat (Debian package `socat`, installed by .ci/run) makes the pair of pseudo-terminals. */
const hasSocat = (() => {
  try {
    execFileSync('socat', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasSocat) console.warn('caller-id bridge test SKIPPED: socat is not installed (apt-get install socat)');

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.skipIf(!hasSocat)('npm run caller-id (serial bridge) against a pseudo-terminal', () => {
  let t: TestContext;
  let socat: ChildProcess;
  let bridge: Bridge;
  let dir: string;
  let base: string;
  let centro: number;
  const posted: [string, number][] = [];
  let events = '';
  let stream: http.ClientRequest;

  beforeAll(async () => {
    t = await createTestContext();
    ({ centro } = await demoUnits(t));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'callerid-'));
    // Two linked pseudo-terminals at 19200 baud: the bridge opens `device`, the test writes to `line`.
    socat = spawn('socat', [`pty,raw,echo=0,b19200,link=${dir}/device`, `pty,raw,echo=0,b19200,link=${dir}/line`], {
      stdio: 'ignore',
    });
    await waitFor(() => fs.existsSync(`${dir}/device`) && fs.existsSync(`${dir}/line`));
    const headers = await t.as('attendant');
    stream = http.get(`${base}/api/events`, { headers }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        events += c;
      });
    });
    stream.on('error', () => {});
    await waitFor(() => events.includes('conectado'));
    bridge = startBridge({
      port: `${dir}/device`,
      api: base,
      login: DEMO_LOGINS.attendant,
      password: DEMO_PASSWORD,
      log: () => {},
      onCall: (phone, status) => posted.push([phone, status]),
    });
    await bridge.opened;
  });

  afterAll(async () => {
    await bridge?.close();
    stream?.destroy();
    socat?.kill();
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('each real frame written to the line becomes one call log and one live event', async () => {
    const call = adminCaller(t);
    const customer = await call('POST', '/customers', {
      customer: { name: 'Cliente da Serial', resale_id: centro, contacts_attributes: [{ phone: '(19) 99444-5566' }] },
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const before = (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from call_logs`))[0]!.n;

    // Frames as the device sends them: one split across writes, two in one write, noise between.
    const line = fs.openSync(`${dir}/line`, 'w');
    const writes = ['\r\nA011999', '4445566E\r\n', 'xxA0233334444E\r\nA0319912345678E', '\r\n'];
    for (const w of writes) {
      fs.writeSync(line, Buffer.from(w, 'latin1'));
      await new Promise((r) => setTimeout(r, 30));
    }
    fs.closeSync(line);

    await waitFor(() => posted.length >= 3);
    expect(posted).toEqual([
      ['19994445566', 201],
      ['33334444', 201],
      ['19912345678', 201],
    ]);
    const rows = await queryRows<{ phone: string; kind: string; resale_id: number; customer_id: number | null }>(
      t.database.db,
      sql`select phone, kind, resale_id, customer_id from call_logs order by id`,
    );
    expect(rows.length).toBe(before + 3);
    expect(rows.slice(-3)).toEqual([
      { phone: '19994445566', kind: 'incoming', resale_id: centro, customer_id: customer.json().id },
      { phone: '33334444', kind: 'incoming', resale_id: centro, customer_id: null },
      { phone: '19912345678', kind: 'incoming', resale_id: centro, customer_id: null },
    ]);

    const callEvents = () =>
      events
        .split('\n\n')
        .filter((b) => b.includes('event: call'))
        .map((b) =>
          JSON.parse(
            b
              .split('\n')
              .find((l) => l.startsWith('data: '))!
              .slice(6),
          ),
        );
    await waitFor(() => callEvents().length >= 3);
    await new Promise((r) => setTimeout(r, 200));
    expect(callEvents().map((e) => [e.phone, e.customer?.name ?? null])).toEqual([
      ['19994445566', 'Cliente da Serial'],
      ['33334444', null],
      ['19912345678', null],
    ]);
  });

  it('the device repeating a frame at each ring registers the call once', async () => {
    const line = fs.openSync(`${dir}/line`, 'w');
    posted.length = 0;
    fs.writeSync(line, 'A0119955550000E\r\n');
    await waitFor(() => posted.length >= 1);
    fs.writeSync(line, 'A0119955550000E\r\n');
    await waitFor(() => posted.length >= 2);
    fs.closeSync(line);
    expect(posted).toEqual([
      ['19955550000', 201],
      ['19955550000', 200],
    ]);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from call_logs where phone = '19955550000'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
