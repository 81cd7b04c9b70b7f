import { CUSTOMER_TEXTS as T, VALIDATION, formatPhone, onlyDigits } from '@ability/domain';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, type Executor, pgArray, queryRows } from '../../db/client';
import { addresses, customerContacts, customerGroups, customerSectors, customers } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { assertWritableUnit } from '../../lib/scope';
import { customerInput } from './schemas';
import { refreshAddressSearch } from './service';

/** Columns of the import file (the template's header row). */
export const IMPORT_COLUMNS = [
  'nome',
  'cpf_cnpj',
  'telefones',
  'whatsapp',
  'cep',
  'endereco',
  'numero',
  'bairro',
  'complemento',
  'referencia',
  'cidade',
  'uf',
  'dia_aniversario',
  'mes_aniversario',
  'grupo',
  'setor',
  'observacoes',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

const ALIASES: Record<string, Column> = {
  name: 'nome',
  cliente: 'nome',
  cpf: 'cpf_cnpj',
  cnpj: 'cpf_cnpj',
  documento: 'cpf_cnpj',
  telefone: 'telefones',
  fone: 'telefones',
  phone: 'telefones',
  celular: 'telefones',
  rua: 'endereco',
  logradouro: 'endereco',
  n: 'numero',
  estado: 'uf',
  dia: 'dia_aniversario',
  mes: 'mes_aniversario',
  observacao: 'observacoes',
  obs: 'observacoes',
};

export const MAX_IMPORT_ROWS = 100_000;

const key = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export async function importTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('clientes');
  ws.columns = IMPORT_COLUMNS.map((c) => ({ header: c, key: c, width: Math.max(12, c.length + 4) }));
  ws.getRow(1).font = { bold: true };
  ws.addRow({
    nome: 'Maria da Silva',
    cpf_cnpj: '529.982.247-25',
    telefones: '(19) 99876-5432 / (19) 3232-1000',
    whatsapp: 'sim',
    cep: '13010-000',
    endereco: 'Rua Conceição',
    numero: '100',
    bairro: 'Centro',
    cidade: 'Campinas',
    uf: 'SP',
    dia_aniversario: 15,
    mes_aniversario: 3,
    observacoes: 'Troca o botijão a cada 30 dias',
  });
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

type RawRow = Partial<Record<Column, string>>;

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('text' in v && v.text !== undefined) return String(v.text);
    if ('result' in v) return String(v.result ?? '');
    if ('richText' in v) return v.richText.map((p) => p.text).join('');
    return '';
  }
  return String(v);
}

function mapHeader(headers: string[]): (Column | null)[] {
  return headers.map((h) => {
    const k = key(h);
    if ((IMPORT_COLUMNS as readonly string[]).includes(k)) return k as Column;
    return ALIASES[k] ?? null;
  });
}

/** The file's rows as objects keyed by the template's columns; null when the file cannot be read. */
export async function readRows(file: { name: string; data: Buffer }): Promise<RawRow[] | null> {
  let matrix: string[][];
  const isXlsx = /\.xlsx$/i.test(file.name) || file.data.subarray(0, 2).toString() === 'PK';
  try {
    if (isXlsx) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.data as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      if (!ws) return null;
      matrix = [];
      ws.eachRow({ includeEmpty: false }, (row) => {
        const values = row.values as ExcelJS.CellValue[];
        matrix.push(values.slice(1).map(cellText));
      });
    } else {
      const text = file.data.toString('utf8').replace(/^\uFEFF/, '');
      const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: [';', ',', '\t', '|'] });
      matrix = parsed.data;
    }
  } catch {
    return null;
  }
  const [header, ...body] = matrix;
  if (!header) return null;
  const cols = mapHeader(header);
  if (!cols.includes('nome')) return null;
  return body.map((cells) => {
    const row: RawRow = {};
    cols.forEach((c, i) => {
      if (c) row[c] = String(cells[i] ?? '').trim();
    });
    return row;
  });
}

export interface ImportFailure {
  /** Line in the file (the header is line 1). */
  line: number;
  name: string;
  errors: Record<string, string[]>;
}

export interface ImportReport {
  total: number;
  created: number;
  updated: number;
  failed: ImportFailure[];
}

const TRUE = new Set(['sim', 's', 'x', '1', 'true', 'yes', 'verdadeiro']);

interface Prepared {
  line: number;
  existingId: number | null;
  input: z.infer<typeof customerInput>;
  phones: string[];
  whatsapp: boolean;
  addressAttrs: Record<string, unknown> | null;
  group: string | undefined;
  sector: string | undefined;
}

/**
 * POST /customers/import: validates each row like the form does, reports the rows that failed and
 * why, and writes the valid ones in one transaction. A row whose phone (or, without phones, CPF/CNPJ)
 * already belongs to a customer of the unit updates that customer, so importing a file twice creates
 * nobody twice.
 */
export async function importCustomers(
  db: Db,
  actor: Actor,
  file: { name: string; data: Buffer } | null,
  resaleField: string | undefined,
): Promise<ImportReport> {
  if (!file || file.data.length === 0) throw fieldError('file', VALIDATION.required);
  const resaleId = await chooseResale(db, actor, resaleField);
  const rows = await readRows(file);
  if (!rows) throw fieldError('file', VALIDATION.invalid);
  if (rows.length > MAX_IMPORT_ROWS) throw fieldError('file', VALIDATION.lessOrEqual(MAX_IMPORT_ROWS));

  return db.transaction(async (tx) => {
    const lookups = await loadLookups(tx, resaleId);
    const failed: ImportFailure[] = [];
    const ready: Prepared[] = [];
    const phoneLine = new Map<string, number>();
    rows.forEach((raw, i) => {
      const line = i + 2;
      const errors: Record<string, string[]> = {};
      const add = (f: string, m: string) => {
        errors[f] = [...(errors[f] ?? []), m];
      };
      const phoneTexts = (raw.telefones ?? '')
        .split(/[/,;|]+/)
        .map((p) => p.trim())
        .filter(Boolean);
      const phones = phoneTexts.map(onlyDigits);
      let cityId: number | null = null;
      if (raw.cidade) {
        cityId = lookups.city(raw.cidade, raw.uf ?? '');
        if (!cityId) add('city', VALIDATION.notFound);
      }
      const address = {
        patio: raw.endereco,
        number: raw.numero,
        neighborhood: raw.bairro,
        complement: raw.complemento,
        reference: raw.referencia,
        zipcode: raw.cep,
        city_id: cityId,
      };
      const parsed = customerInput.safeParse({
        name: raw.nome ?? '',
        cpf_cnpj: raw.cpf_cnpj || null,
        resale_id: resaleId,
        birth_day: raw.dia_aniversario || null,
        birth_month: raw.mes_aniversario || null,
        obs: raw.observacoes || null,
        address_attributes: address,
        contacts_attributes: phones.map((phone) => ({ phone })),
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const [head, , sub] = issue.path.map(String);
          const field = head === 'contacts_attributes' ? 'contacts' : head === 'address_attributes' ? sub! : head!;
          add(
            field,
            field === 'contacts' ? `${phoneTexts[Number(issue.path[1])] ?? ''}: ${issue.message}` : issue.message,
          );
        }
      }
      // The same phone twice in the file, or phones of two different customers.
      const matches = new Set<number>();
      for (const p of phones) {
        const earlier = phoneLine.get(p);
        if (earlier) add('contacts', `${formatPhone(p)}: ${T.phoneRepeated} (linha ${earlier})`);
        const owner = lookups.phones.get(p);
        if (owner) matches.add(owner);
      }
      if (matches.size > 1) add('contacts', T.phoneTaken('outro'));
      if (new Set(phones).size !== phones.length) add('contacts', T.phoneRepeated);
      if (Object.keys(errors).length > 0 || !parsed.success) {
        failed.push({ line, name: raw.nome ?? '', errors });
        return;
      }
      for (const p of phones) phoneLine.set(p, line);
      const cpf = parsed.data.cpf_cnpj;
      let existingId = [...matches][0] ?? null;
      if (!existingId && phones.length === 0 && cpf) existingId = lookups.cpfs.get(cpf) ?? null;
      const hasAddress = Object.values(parsed.data.address_attributes ?? {}).some((v) => v !== null && v !== undefined);
      ready.push({
        line,
        existingId,
        input: parsed.data,
        phones,
        whatsapp: TRUE.has(key(raw.whatsapp ?? '')),
        addressAttrs: hasAddress ? (parsed.data.address_attributes as Record<string, unknown>) : null,
        group: raw.grupo || undefined,
        sector: raw.setor || undefined,
      });
      if (raw.grupo) lookups.groups.note(raw.grupo);
      if (raw.setor) lookups.sectors.note(raw.setor);
    });

    await lookups.createMissing();
    const creates = ready.filter((r) => !r.existingId);
    const updates = ready.filter((r) => r.existingId);
    const touched: number[] = [];
    for (const chunk of chunks(creates, 1000)) touched.push(...(await insertChunk(tx, resaleId, chunk, lookups)));
    for (const chunk of chunks(updates, 1000)) touched.push(...(await updateChunk(tx, resaleId, chunk, lookups)));
    for (const ids of chunks(touched, 5000)) await refreshAddressSearch(tx, ids);
    const report = { total: rows.length, created: creates.length, updated: updates.length, failed };
    await audit(tx, actor, 'import', 'customers', resaleId, null, {
      file: file.name,
      total: report.total,
      created: report.created,
      updated: report.updated,
      failed: failed.length,
    });
    return report;
  });
}

function* chunks<T>(list: T[], size: number): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

async function chooseResale(db: Db, actor: Actor, field: string | undefined): Promise<number> {
  const requested = Number(field);
  if (field && (!Number.isInteger(requested) || requested <= 0)) throw fieldError('resale', VALIDATION.invalid);
  let id = requested || null;
  if (!id) {
    const units =
      actor.user.role === 'admin'
        ? (await queryRows<{ id: number }>(db, sql`select id from resales order by id limit 2`)).map((r) => r.id)
        : actor.user.resale_ids;
    if (units.length !== 1) throw fieldError('resale', VALIDATION.required);
    id = units[0]!;
  }
  assertWritableUnit(actor.user, id);
  const found = await queryRows<{ id: number }>(db, sql`select id from resales where id = ${id}`);
  if (found.length === 0) throw fieldError('resale', VALIDATION.notFound);
  return id;
}

async function loadLookups(tx: Executor, resaleId: number) {
  const cityRows = await queryRows<{ id: number; search_name: string; uf: string }>(
    tx,
    sql`select c.id, c.search_name, s.acronym as uf from cities c join states s on s.id = c.state_id`,
  );
  const citiesByName = new Map<string, { id: number; uf: string }[]>();
  for (const c of cityRows) {
    const k = key(c.search_name);
    citiesByName.set(k, [...(citiesByName.get(k) ?? []), { id: c.id, uf: c.uf.toLowerCase() }]);
  }
  const phones = new Map<string, number>();
  for (const r of await queryRows<{ phone: string; customer_id: number }>(
    tx,
    sql`select phone, customer_id from customer_contacts where resale_id = ${resaleId}`,
  ))
    phones.set(r.phone, r.customer_id);
  const cpfs = new Map<string, number>();
  for (const r of await queryRows<{ cpf_cnpj: string; id: number }>(
    tx,
    sql`select cpf_cnpj, id from customers where resale_id = ${resaleId} and cpf_cnpj is not null`,
  ))
    cpfs.set(r.cpf_cnpj, r.id);

  // Groups and sectors by description in the unit; new descriptions are created with the import.
  const named = async (table: typeof customerGroups | typeof customerSectors) => {
    const map = new Map<string, number>();
    const rows = await tx
      .select({ id: table.id, description: table.description })
      .from(table)
      .where(sql`${table.resale_id} = ${resaleId}`);
    for (const r of rows) map.set(key(r.description), r.id);
    const missing = new Map<string, string>();
    return {
      note(description: string) {
        const k = key(description);
        if (k && !map.has(k)) missing.set(k, description.trim());
      },
      id(description: string | undefined): number | null {
        return description ? (map.get(key(description)) ?? null) : null;
      },
      async create() {
        for (const [k, description] of missing) {
          const [row] = await tx.insert(table).values({ description, resale_id: resaleId }).returning({ id: table.id });
          map.set(k, row!.id);
        }
        missing.clear();
      },
    };
  };
  const groups = await named(customerGroups);
  const sectors = await named(customerSectors);
  return {
    phones,
    cpfs,
    groups,
    sectors,
    city(name: string, uf: string): number | null {
      const list = citiesByName.get(key(name)) ?? [];
      const u = uf.trim().toLowerCase();
      const match = u ? list.filter((c) => c.uf === u) : list;
      return match.length === 1 ? match[0]!.id : null;
    },
    async createMissing() {
      await groups.create();
      await sectors.create();
    },
  };
}
type Lookups = Awaited<ReturnType<typeof loadLookups>>;

async function nextIds(tx: Executor, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n}::int)`,
  );
  return rows.map((r) => Number(r.id));
}

function addressValues(a: Record<string, unknown>) {
  const v = (k: string) => (a[k] as string | null | undefined) ?? null;
  return {
    patio: v('patio'),
    number: v('number'),
    complement: v('complement'),
    neighborhood: v('neighborhood'),
    zipcode: v('zipcode'),
    reference: v('reference'),
    city_id: (a.city_id as number | null | undefined) ?? null,
  };
}

async function insertChunk(tx: Executor, resaleId: number, rows: Prepared[], l: Lookups): Promise<number[]> {
  const withAddress = rows.filter((r) => r.addressAttrs);
  const addressIds = await nextIds(tx, 'addresses', withAddress.length);
  const addressOf = new Map<Prepared, number>();
  withAddress.forEach((r, i) => {
    addressOf.set(r, addressIds[i]!);
  });
  if (withAddress.length)
    await tx
      .insert(addresses)
      .values(withAddress.map((r) => ({ id: addressOf.get(r)!, ...addressValues(r.addressAttrs!) })));
  const ids = await nextIds(tx, 'customers', rows.length);
  await tx.insert(customers).values(
    rows.map((r, i) => ({
      id: ids[i]!,
      name: r.input.name,
      cpf_cnpj: r.input.cpf_cnpj,
      resale_id: resaleId,
      group_id: l.groups.id(r.group),
      sector_id: l.sectors.id(r.sector),
      birth_day: r.input.birth_day ?? null,
      birth_month: r.input.birth_month ?? null,
      obs: r.input.obs,
      address_id: addressOf.get(r) ?? null,
      // No sales yet: statistics known (createCustomer).
      purchase_days: 0,
    })),
  );
  const contacts = rows.flatMap((r, i) =>
    r.phones.map((phone) => ({ customer_id: ids[i]!, resale_id: resaleId, phone, whatsapp: r.whatsapp })),
  );
  for (const chunk of chunks(contacts, 2000)) await tx.insert(customerContacts).values(chunk);
  return ids;
}

async function updateChunk(tx: Executor, resaleId: number, rows: Prepared[], l: Lookups): Promise<number[]> {
  const ids = rows.map((r) => r.existingId!);
  const currentRows = await queryRows<{ id: number; address_id: number | null }>(
    tx,
    sql`select id, address_id from customers where id in (select unnest(${pgArray(ids)}::int[]))`,
  );
  const current = new Map(
    currentRows.map((r) => [Number(r.id), r.address_id === null ? null : Number(r.address_id)] as const),
  );
  // New addresses for customers that had none.
  const needAddress = rows.filter((r) => r.addressAttrs && !current.get(r.existingId!));
  const newIds = await nextIds(tx, 'addresses', needAddress.length);
  needAddress.forEach((r, i) => {
    current.set(r.existingId!, newIds[i]!);
  });
  if (needAddress.length)
    await tx
      .insert(addresses)
      .values(needAddress.map((r, i) => ({ id: newIds[i]!, ...addressValues(r.addressAttrs!) })));
  const addressRows = rows
    .filter((r) => r.addressAttrs && !needAddress.includes(r))
    .map((r) => ({ id: current.get(r.existingId!)!, ...addressValues(r.addressAttrs!) }));
  if (addressRows.length)
    await tx.execute(sql`update addresses a set patio = v.patio, number = v.number, complement = v.complement,
        neighborhood = v.neighborhood, zipcode = v.zipcode, reference = v.reference, city_id = v.city_id, updated_at = now()
      from json_to_recordset(${JSON.stringify(addressRows)}::json) as v(id int, patio text, number text, complement text,
        neighborhood text, zipcode text, reference text, city_id int)
      where a.id = v.id`);
  const customerRows = rows.map((r) => ({
    id: r.existingId!,
    name: r.input.name,
    cpf_cnpj: r.input.cpf_cnpj,
    group_id: l.groups.id(r.group),
    sector_id: l.sectors.id(r.sector),
    birth_day: r.input.birth_day ?? null,
    birth_month: r.input.birth_month ?? null,
    obs: r.input.obs,
    address_id: current.get(r.existingId!) ?? null,
  }));
  await tx.execute(sql`update customers c set name = v.name, cpf_cnpj = coalesce(v.cpf_cnpj, c.cpf_cnpj),
      group_id = coalesce(v.group_id, c.group_id), sector_id = coalesce(v.sector_id, c.sector_id),
      birth_day = coalesce(v.birth_day, c.birth_day), birth_month = coalesce(v.birth_month, c.birth_month),
      obs = coalesce(v.obs, c.obs), address_id = v.address_id, updated_at = now()
    from json_to_recordset(${JSON.stringify(customerRows)}::json) as v(id int, name text, cpf_cnpj text, group_id int,
      sector_id int, birth_day smallint, birth_month smallint, obs text, address_id int)
    where c.id = v.id`);
  // Phones of the row not yet on the customer.
  const newPhones = rows.flatMap((r) =>
    r.phones
      .filter((p) => l.phones.get(p) !== r.existingId)
      .map((phone) => ({ customer_id: r.existingId!, resale_id: resaleId, phone, whatsapp: r.whatsapp })),
  );
  for (const chunk of chunks(newPhones, 2000)) await tx.insert(customerContacts).values(chunk);
  return ids;
}
