import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { CUSTOMER_TEXTS as T } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { one } from './finance-helpers';
import { DEMO_LOGINS, type DemoRole, type TestContext, createTestContext, expect422 } from './helpers';
import { adminCaller, demoUnits } from './registers-helpers';

let t: TestContext;
let centro: number;
let valinhos: number;
let call: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  call = adminCaller(t);
}, 180_000);
afterAll(async () => t?.close());

interface Job {
  id: number;
  state: 'running' | 'finished' | 'failed' | 'interrupted';
  total: number;
  done: number;
  created: number;
  updated: number;
  refused: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  failed: { line: number; name: string; errors: Record<string, string[]>; reason: string }[];
}

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer | string }) {
  const boundary = '----ability-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = async (
  fields: Record<string, string>,
  file?: { name: string; content: Buffer | string },
  role: DemoRole = 'admin',
) => {
  const m = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/customers/import',
    headers: { ...(await t.as(role)), ...m.headers },
    payload: m.payload,
  });
};

const readJob = async (id: number, role: DemoRole = 'admin') =>
  t.app.inject({ method: 'GET', url: `/api/customers/import/${id}`, headers: await t.as(role) });

/** The job once it has stopped running. */
async function settled(id: number, role: DemoRole = 'admin', withinMs = 60_000): Promise<Job> {
  const until = Date.now() + withinMs;
  for (;;) {
    const res = await readJob(id, role);
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json() as Job;
    if (job.state !== 'running') return job;
    if (Date.now() > until) throw new Error(`import ${id} still running: ${res.body}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Sends a file and waits for its import to end. */
async function importFile(
  fields: Record<string, string>,
  file: { name: string; content: Buffer | string },
  role?: DemoRole,
) {
  const res = await upload(fields, file, role);
  expect(res.statusCode, res.body).toBe(202);
  return settled(res.json().id, role);
}

const count = async (q: ReturnType<typeof sql>) => (await one<{ n: number }>(t, q)).n;

describe('POST /api/customers/import', () => {
  const csv = [
    'Nome;CPF/CNPJ;Telefones;WhatsApp;CEP;Endereço;Número;Bairro;Cidade;UF;Dia aniversário;Mês aniversário;Grupo;Observações',
    'Ana Importada;;(19) 99111-0001 / (19) 3111-0001;sim;13010-000;Rua das Flores;10;Centro;Campinas;SP;5;6;Importados;Cliente antiga',
    'Bruno Importado;;19991110002;;;;;;;;;;;',
    ';;19991110003;;;;;;;;;;;',
    'Carlos CPF Ruim;111.111.111-11;19991110004;;;;;;;;;;;',
    'Diana Cidade Errada;;19991110005;;;Rua X;1;;Cidadeinexistente;SP;;;;',
    'Eva Telefone Repetido;;(19) 99111-0001;;;;;;;;;;;',
    'Fábio Dia Ruim;;19991110006;;;;;;;;40;;;',
  ].join('\n');

  it('[202] answers the job at once; valid rows are written, refused rows reported by line with the reason', async () => {
    const res = await upload({ resale_id: String(centro) }, { name: 'clientes.csv', content: csv });
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json() as Job;
    expect(res.headers.location).toBe(`/api/customers/import/${started.id}`);
    expect(started).toMatchObject({ total: 7 });
    expect(['running', 'finished']).toContain(started.state);
    const job = await settled(started.id);
    expect(job).toMatchObject({
      state: 'finished',
      total: 7,
      done: 7,
      created: 2,
      updated: 0,
      refused: 5,
      error: null,
    });
    expect(job.failed.map((f) => f.line)).toEqual([4, 5, 6, 7, 8]);
    expect(job.failed[0]!.errors).toHaveProperty('name');
    expect(job.failed[0]!.reason).toBe('Nome: não pode ficar em branco');
    expect(job.failed[1]!.reason).toMatch(/^CPF\/CNPJ: /);
    expect(job.failed[2]!.reason).toBe('Cidade: não foi encontrado');
    // A phone twice in the file: the later line is refused, naming the earlier one.
    expect(job.failed[3]!.reason).toBe(`Telefones: (19) 99111-0001: ${T.phoneRepeated} (linha 2)`);
    expect(job.failed[4]!.reason).toMatch(/^Dia do aniversário: /);
    const ana = (await call('GET', '/customers?by_name=ana importada')).json().data;
    expect(ana).toHaveLength(1);
    expect(ana[0]).toMatchObject({
      resale_id: centro,
      birth_day: 5,
      birth_month: 6,
      group: { description: 'Importados' },
      address: { patio: 'Rua das Flores', city: { name: 'Campinas' } },
    });
    expect(ana[0].contacts.map((x: { phone: string; whatsapp: boolean }) => [x.phone, x.whatsapp])).toEqual([
      ['19991110001', true],
      ['1931110001', true],
    ]);
  });

  it('[202] phones already in the unit update their customer: a re-import creates nobody twice', async () => {
    const before = await count(sql`select count(*)::int as n from customers where name like '%Importad%'`);
    const again = await importFile({ resale_id: String(centro) }, { name: 'clientes.csv', content: csv });
    expect(again).toMatchObject({ state: 'finished', created: 0, updated: 2, refused: 5 });
    expect(await count(sql`select count(*)::int as n from customers where name like '%Importad%'`)).toBe(before);
    expect((await call('GET', '/groups?query=importados')).headers.total).toBe('1');
    // Phones of two different customers on one line.
    const mixed = await importFile(
      { resale_id: String(centro) },
      { name: 'mistura.csv', content: 'nome;telefones\nMistura;19991110001 / 19991110002' },
    );
    expect(mixed).toMatchObject({ created: 0, updated: 0, refused: 1 });
    expect(mixed.failed[0]).toMatchObject({ line: 2, reason: `Telefones: ${T.phoneTaken('outro')}` });
  });

  it('[202] a refused row is reported on the line the file shows it: blank lines and multi-line cells counted', async () => {
    const file = [
      'nome;telefones;observações',
      '',
      'Gil Linhas;19991110201;"primeira linha',
      'segunda linha"',
      '   ',
      ';19991110202;sem nome',
      'Hugo Linhas;19991110203;',
      '\r',
      'Ivo Linhas;19991110204;;',
      'Julia CPF;19991110205;;;',
    ].join('\n');
    const job = await importFile({ resale_id: String(centro) }, { name: 'linhas.csv', content: file });
    expect(job).toMatchObject({ total: 5, created: 4, refused: 1 });
    expect(job.failed.map((f) => f.line)).toEqual([6]);
  });

  it('[202] reads XLSX (the downloadable template)', async () => {
    const template = await call('GET', '/customers/import/template');
    expect(template.statusCode).toBe(200);
    const job = await importFile(
      { resale_id: String(valinhos) },
      { name: 'modelo.xlsx', content: template.rawPayload },
    );
    expect(job).toMatchObject({ state: 'finished', total: 1, created: 1, failed: [] });
    // Its instants in ISO 8601, as every reply gives them.
    for (const at of [job.created_at, job.finished_at ?? '']) {
      expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
      expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(600_000);
    }
    const maria = (await call('GET', `/customers?by_name=maria da silva&resale_id=${valinhos}`)).json().data;
    expect(maria[0].contacts).toHaveLength(2);
  });

  it('[422] no file, unreadable file, another unit; attendants import into their own unit', async () => {
    expect422(await upload({ resale_id: String(centro) }), ['file']);
    expect422(await upload({ resale_id: String(centro) }, { name: 'x.csv', content: 'a;b\n1;2' }), ['file']);
    expect422(await upload({ resale_id: String(centro) }, { name: 'x.xlsx', content: 'PK garbage' }), ['file']);
    expect422(await upload({}, { name: 'x.csv', content: csv }), ['resale']);
    expect422(await upload({ resale_id: String(valinhos) }, { name: 'x.csv', content: csv }, 'attendant'), ['resale']);
    const own = await importFile(
      {},
      { name: 'x.csv', content: 'nome;telefones\nZé Atendente;19 99222-0001' },
      'attendant',
    );
    expect(own).toMatchObject({ state: 'finished', created: 1 });
    const notMultipart = await call('POST', '/customers/import', { file: 'x' });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
  });

  it('[403] the deliverer may not import, read an import or download the template', async () => {
    const before = await count(sql`select count(*)::int as n from customers`);
    const res = await upload(
      {},
      { name: 'x.csv', content: 'nome;telefones\nZé Entregador;19 99222-0002' },
      'deliverer',
    );
    expect(res.statusCode).toBe(403);
    const mine = await importFile({ resale_id: String(centro) }, { name: 'x.csv', content: 'nome\nSó Nome' });
    expect((await readJob(mine.id, 'deliverer')).statusCode).toBe(403);
    const headers = await t.as('deliverer');
    const template = await t.app.inject({ method: 'GET', url: '/api/customers/import/template', headers });
    expect(template.statusCode).toBe(403);
    expect(await count(sql`select count(*)::int as n from customers`)).toBe(before + 1);
  });

  it("[404] a user does not see another unit's import", async () => {
    const job = await importFile(
      { resale_id: String(valinhos) },
      { name: 'v.csv', content: 'nome\nCliente de Valinhos' },
    );
    expect((await readJob(job.id, 'attendant')).statusCode).toBe(404);
    expect((await readJob(job.id, 'admin')).statusCode).toBe(200);
  });

  it('[422] one import per unit at a time; an import whose process ended is reported interrupted', async () => {
    const { id } = await one<{ id: number }>(
      t,
      sql`insert into customer_imports (resale_id, file_name, total, done) values (${centro}, 'grande.csv', 1000, 200)
          returning id`,
    );
    const busy = await upload({ resale_id: String(centro) }, { name: 'x.csv', content: 'nome\nOutro' });
    expect(expect422(busy, ['resale']).resale).toEqual([T.importBusy]);
    expect((await readJob(id)).json()).toMatchObject({ state: 'running', done: 200 });
    // Its process died: no batch has beaten for over a minute.
    await t.database.db.execute(
      sql`update customer_imports set heartbeat_at = now() - interval '2 minutes' where id = ${id}`,
    );
    expect((await readJob(id)).json()).toMatchObject({ state: 'interrupted', done: 200, error: T.importInterrupted });
    const next = await importFile({ resale_id: String(centro) }, { name: 'x.csv', content: 'nome\nOutro' });
    expect(next).toMatchObject({ state: 'finished', created: 1 });
  });

  it('[202] a 20,000-row import lets a sign-in and a list read through before it ends', async () => {
    const rows = 20_000;
    // Phones of area 69, clear of the demo customers' (area 19): every row is a new customer.
    const lines = ['nome;telefones;cep;endereco;numero;bairro;cidade;uf'];
    for (let i = 0; i < rows; i++)
      lines.push(`Cliente Lote ${i};6997${String(1_000_000 + i)};13010-000;Rua ${i % 300};${i};Centro;Campinas;SP`);
    const signInAndList = async () => {
      const began = performance.now();
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/users/sign_in',
        payload: { user: { login: DEMO_LOGINS.attendant, password: DEMO_PASSWORD } },
      });
      expect(signIn.statusCode).toBe(200);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/customers?page=2',
        headers: { authorization: String(signIn.headers.authorization) },
      });
      expect(list.statusCode).toBe(200);
      return performance.now() - began;
    };
    const baseline = await signInAndList();
    const before = await count(sql`select count(*)::int as n from customers`);

    const began = performance.now();
    const res = await upload({ resale_id: String(centro) }, { name: 'lote.csv', content: lines.join('\n') });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().id as number;
    // Wait for the job to be writing, then sign in and read a list meanwhile.
    for (let i = 0; i < 600 && ((await readJob(id)).json() as Job).done === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    const during = await signInAndList();
    const meanwhile = (await readJob(id)).json() as Job;
    // Answered before the import ended: it was not waiting behind the whole file.
    expect(meanwhile.state).toBe('running');
    expect(meanwhile.done).toBeLessThan(rows);

    const job = await settled(id, 'admin', 900_000);
    const importMs = performance.now() - began;
    expect(job).toMatchObject({ state: 'finished', total: rows, done: rows, created: rows, refused: 0 });
    expect(await count(sql`select count(*)::int as n from customers`)).toBe(before + rows);
    console.log(
      `import of ${rows} rows: ${Math.round(importMs)} ms; sign-in + list: ${Math.round(baseline)} ms before, ${Math.round(during)} ms during`,
    );
    // The other requests waited for a batch or two, not for the file.
    expect(during).toBeLessThan(importMs / 4);
  }, 1_000_000);
});

describe('POST /api/customers/import: files as spreadsheet apps save them', () => {
  const names = async (like: string) =>
    (await queryRows<{ name: string }>(t.database.db, sql`select name from customers where name like ${like}`))
      .map((r) => r.name)
      .sort();

  it('[202] reads UTF-8 with or without its mark, Windows-1252 (Excel in Portuguese) and UTF-16', async () => {
    const text = (tag: string, sep = ';') =>
      ['nome;telefones;observações', `José Conceição ${tag};1998${tag}0001;Açúcar, pão e café`]
        .join('\n')
        .replaceAll(';', sep);
    const files: [string, Buffer][] = [
      ['utf8', Buffer.from(text('101'))],
      ['bom', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text('102'))])],
      ['cp1252', Buffer.from(text('103'), 'latin1')],
      ['utf16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text('104', '\t'), 'utf16le')])],
      ['utf16-sem-marca', Buffer.from(text('105', '\t'), 'utf16le')],
    ];
    // Windows-1252 as Excel writes it: 'ç' is one byte, not UTF-8's two.
    expect(files[2]![1].includes(Buffer.from([0xe7]))).toBe(true);
    for (const [name, content] of files) {
      const job = await importFile({ resale_id: String(centro) }, { name: `${name}.csv`, content });
      expect(job, name).toMatchObject({ state: 'finished', created: 1, refused: 0 });
    }
    expect(await names('José Conceição 10%')).toEqual([101, 102, 103, 104, 105].map((n) => `José Conceição ${n}`));
    const obs = await queryRows(t.database.db, sql`select distinct obs from customers where name like 'José Con%'`);
    expect(obs).toEqual([{ obs: 'Açúcar, pão e café' }]);
  });

  it('[422] bytes in no encoding taken (a binary file, random bytes) are refused, saying how to save the file', async () => {
    let seed = 7;
    const random = Buffer.from(
      Array.from({ length: 4096 }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return (seed >> 16) & 0xff;
      }),
    );
    for (const content of [random, Buffer.from([0x6e, 0x6f, 0x6d, 0x65, 0x0a, 0x41, 0x81, 0x0a])]) {
      const res = await upload({ resale_id: String(centro) }, { name: 'x.csv', content });
      expect(expect422(res, ['file']).file).toEqual([T.importEncoding]);
    }
  });

  it('[202] a small file separated by semicolons, with a final line break, is read whatever its row count', async () => {
    for (const rows of [1, 2, 3, 5, 9]) {
      const lines = ['nome;telefones'];
      for (let i = 0; i < rows; i++)
        lines.push(`Pequeno ${rows}-${i};(19) 99333-${String(rows * 100 + i).padStart(4, '0')}`);
      for (const end of ['\n', '\r\n']) {
        const file = lines.join(end) + end;
        const job = await importFile({ resale_id: String(valinhos) }, { name: `p${rows}.csv`, content: file });
        expect(job, `${rows} ${JSON.stringify(end)}`).toMatchObject({ state: 'finished', total: rows, refused: 0 });
      }
    }
    expect(await names('Pequeno 3-%')).toEqual(['Pequeno 3-0', 'Pequeno 3-1', 'Pequeno 3-2']);
    // One column: no separator at all.
    expect(
      await importFile({ resale_id: String(valinhos) }, { name: 'n.csv', content: 'nome\nSó Um Nome\n' }),
    ).toMatchObject({ created: 1, refused: 0 });
  });

  it('[202] a NUL byte in a cell refuses its row by line; the rest of the file is written', async () => {
    const file = [
      'nome;telefones;observações',
      'Nulo Antes;19994440001;ok',
      'Nulo\u0000Meio;19994440002;ok',
      'Nulo Obs;19994440003;a\u0000b',
      'Nulo Depois;19994440004;ok',
    ].join('\n');
    for (const [name, content] of [
      ['utf8.csv', Buffer.from(file)],
      ['ansi.csv', Buffer.from(file.replaceAll('Nulo', 'Nulô').replaceAll('1999444', '1999445'), 'latin1')],
    ] as const) {
      const job = await importFile({ resale_id: String(centro) }, { name, content });
      expect(job, name).toMatchObject({ state: 'finished', total: 4, created: 2, refused: 2, error: null });
      expect(job.failed.map((f) => [f.line, f.reason])).toEqual([
        [3, 'Nome: contém caracteres inválidos'],
        [4, 'Observações: contém caracteres inválidos'],
      ]);
    }
    expect(await names('Nul%')).toEqual(['Nulo Antes', 'Nulo Depois', 'Nulô Antes', 'Nulô Depois']);
  });

  it('[413] a file over the size limit is refused by its size, before it is read', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 'Cliente Grande;19995550000\n');
    const before = performance.now();
    const res = await upload({ resale_id: String(centro) }, { name: 'grande.csv', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: T.importTooLarge(10) });
    expect(performance.now() - before).toBeLessThan(1500);
    // Sent without its length (chunked): refused as it streams in, past the limit.
    const m = multipart({ resale_id: String(centro) }, { name: 'grande.csv', content: big });
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/customers/import',
      headers: { ...(await t.as('admin')), ...m.headers, 'transfer-encoding': 'chunked' },
      payload: Readable.from([m.payload.subarray(0, 1 << 20), m.payload.subarray(1 << 20)]),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ error: T.importTooLarge(10) });
  });
});
