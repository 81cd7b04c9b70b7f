import { randomUUID } from 'node:crypto';
import { CALLER_ID_BAUD_RATE, CALLER_ID_BUFFER_SIZE, CallerIdParser } from '@ability/domain';
import { SerialPort } from 'serialport';

/**
 * Serial bridge of the caller-ID device: reads `A<digits>E` frames from a serial port and registers
 * each call with `POST /api/call_logs`, for a browser without Web Serial or a computer that is not
 * the attendant's. The server announces the call to every open screen of the unit.
 *
 * It signs in as a user of the unit (a bearer session, "remember me", signed in again when it
 * expires) or uses a bearer token given to it.
 */
export interface BridgeOptions {
  port: string;
  /** Base address of the app, e.g. http://localhost:3000. */
  api: string;
  token?: string;
  login?: string;
  password?: string;
  /** The unit whose line the device listens to (default: the user's unit). */
  resaleId?: number;
  baudRate?: number;
  log?: (message: string) => void;
  /** Called after each call is posted (tests). */
  onCall?: (phone: string, status: number) => void;
  /** Seconds between attempts to reopen a port that closed or is missing. */
  reopenSeconds?: number;
}

export interface Bridge {
  /** Resolves once the port is open. */
  opened: Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function startBridge(opts: BridgeOptions): Bridge {
  const log = opts.log ?? ((m: string) => console.log(`[caller-id] ${m}`));
  const api = opts.api.replace(/\/+$/, '');
  let token = opts.token ?? null;
  let closed = false;
  let port: SerialPort | null = null;
  const parser = new CallerIdParser();
  let queue = Promise.resolve();

  async function signIn(): Promise<string> {
    if (!opts.login || !opts.password) throw new Error('sem token: informe --token ou --login e CALLER_ID_PASSWORD');
    const res = await fetch(`${api}/api/users/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { login: opts.login, password: opts.password, remember: true } }),
    });
    const auth = res.headers.get('authorization');
    if (res.status !== 200 || !auth) throw new Error(`falha ao entrar como ${opts.login}: HTTP ${res.status}`);
    return auth.replace(/^Bearer\s+/i, '');
  }

  async function postCall(phone: string): Promise<void> {
    const key = randomUUID();
    for (let attempt = 1; !closed; attempt++) {
      try {
        if (!token) token = await signIn();
        const res = await fetch(`${api}/api/call_logs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
          body: JSON.stringify({ call_log: { kind: 'incoming', phone, resale_id: opts.resaleId } }),
        });
        if (res.status === 401 && opts.login) {
          token = null;
          continue;
        }
        if (res.status >= 500) throw new Error(`HTTP ${res.status}`);
        const body = (await res.json().catch(() => null)) as { customer?: { name?: string } | null } | null;
        if (res.status === 200 || res.status === 201) {
          log(`chamada ${phone}${body?.customer?.name ? ` (${body.customer.name})` : ''} registrada`);
        } else {
          log(`chamada ${phone} recusada: HTTP ${res.status} ${JSON.stringify(body)}`);
        }
        opts.onCall?.(phone, res.status);
        return;
      } catch (e) {
        if (attempt >= 5) {
          log(`chamada ${phone} não registrada: ${(e as Error).message}`);
          opts.onCall?.(phone, 0);
          return;
        }
        await sleep(Math.min(10_000, 500 * 2 ** attempt));
      }
    }
  }

  let resolveOpened: () => void = () => {};
  const opened = new Promise<void>((r) => {
    resolveOpened = r;
  });

  async function openLoop(): Promise<void> {
    while (!closed) {
      const p = new SerialPort({
        path: opts.port,
        baudRate: opts.baudRate ?? CALLER_ID_BAUD_RATE,
        highWaterMark: CALLER_ID_BUFFER_SIZE,
        autoOpen: false,
      });
      const ok = await new Promise<boolean>((r) => {
        p.open((err) => {
          if (err) log(`porta ${opts.port}: ${err.message}`);
          r(!err);
        });
      });
      if (!ok) {
        await sleep((opts.reopenSeconds ?? 3) * 1000);
        continue;
      }
      port = p;
      parser.reset();
      log(`lendo ${opts.port} a ${opts.baudRate ?? CALLER_ID_BAUD_RATE} baud`);
      resolveOpened();
      p.on('data', (chunk: Buffer) => {
        for (const phone of parser.push(chunk.toString('latin1'))) {
          queue = queue.then(() => postCall(phone));
        }
      });
      await new Promise<void>((r) => {
        p.once('close', () => r());
        p.once('error', (err) => {
          log(`porta ${opts.port}: ${err.message}`);
          r();
        });
      });
      port = null;
      if (!closed) {
        log(`porta ${opts.port} fechada; tentando reabrir`);
        await sleep((opts.reopenSeconds ?? 3) * 1000);
      }
    }
  }
  void openLoop();

  return {
    opened,
    async close() {
      closed = true;
      const p = port;
      if (p?.isOpen) await new Promise<void>((r) => p.close(() => r()));
      await queue;
    },
  };
}
