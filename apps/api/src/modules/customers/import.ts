// The customer import's rows: each checked on its own, then written in batches (a row whose phone or CPF/CNPJ
// belongs to a customer of the unit updates it). Reading the file is importFile.ts.
import { CUSTOMER_TEXTS as T, VALIDATION, formatPhone, onlyDigits } from '@ability/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, pgArray, queryRows } from '../../db/client';
import { addresses, customerContacts, customerGroups, customerSectors, customers } from '../../db/schema/index';
import type { Actor } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { assertWritableUnit } from '../../lib/scope';
import { isUnstorableText, storableText } from '../../lib/zod';
import { customerInput } from './schemas';
import { addressSearchOf, refreshAddressSearch } from './service';
import { type RawRow, key } from './importFile';

export interface ImportFailure {
  /** Line in the file (the header is line 1). */
  line: number;
  name: string;
  errors: Record<string, string[]>;
  /** The errors as one pt-BR sentence, fields named as the file's columns. */
  reason: string;
}

/** What a batch did: rows written (created, updated) and refused. */
export interface BatchOutcome {
  created: number;
  updated: number;
  failed: ImportFailure[];
}

const TRUE = new Set(['sim', 's', 'x', '1', 'true', 'yes', 'verdadeiro']);

/** A row checked on its own (the form's rules, its city, its phones), before the database is asked. */
export interface CheckedRow {
  line: number;
  name: string;
  errors: Record<string, string[]>;
  input: z.infer<typeof customerInput> | null;
  phones: string[];
  whatsapp: boolean;
  addressAttrs: Record<string, unknown> | null;
  group: string | undefined;
  sector: string | undefined;
}

interface Prepared extends CheckedRow {
  input: z.infer<typeof customerInput>;
  existingId: number | null;
}

const addError = (errors: Record<string, string[]>, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

export const failureReason = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([field, messages]) => `${T.importFields[field] ?? field}: ${messages.join(', ')}`)
    .join('; ');

/** The cities of the country by name, for the file's 'cidade' and 'uf' columns. */
export async function loadCityFinder(db: Executor) {
  const cityRows = await queryRows<{ id: number; search_name: string; uf: string }>(
    db,
    sql`select c.id, c.search_name, s.acronym as uf from cities c join states s on s.id = c.state_id`,
  );
  const citiesByName = new Map<string, { id: number; uf: string }[]>();
  for (const c of cityRows) {
    const k = key(c.search_name);
    citiesByName.set(k, [...(citiesByName.get(k) ?? []), { id: c.id, uf: c.uf.toLowerCase() }]);
  }
  return (name: string, uf: string): number | null => {
    const list = citiesByName.get(key(name)) ?? [];
    const u = uf.trim().toLowerCase();
    const match = u ? list.filter((c) => c.uf === u) : list;
    return match.length === 1 ? match[0]!.id : null;
  };
}
export type CityFinder = Awaited<ReturnType<typeof loadCityFinder>>;

/** The field a file column's errors are reported under (its name in a refused line's reason: importFields). */
const COLUMN_FIELD: Record<keyof RawRow, string> = {
  nome: 'name',
  cpf_cnpj: 'cpf_cnpj',
  telefones: 'contacts',
  whatsapp: 'whatsapp',
  cep: 'zipcode',
  endereco: 'patio',
  numero: 'number',
  bairro: 'neighborhood',
  complemento: 'complement',
  referencia: 'reference',
  cidade: 'city',
  uf: 'uf',
  dia_aniversario: 'birth_day',
  mes_aniversario: 'birth_month',
  grupo: 'group',
  setor: 'sector',
  observacoes: 'obs',
};

/**
 * Checks a row as the customer form does (line = its line in the file), without the database. A cell
 * with text the database cannot store (a NUL byte, half of a surrogate pair) refuses its row, read
 * without those characters so that its name and reason can be reported.
 */
export function checkRow(fileRow: RawRow, line: number, resaleId: number, city: CityFinder): CheckedRow {
  const errors: Record<string, string[]> = {};
  const raw: RawRow = { ...fileRow };
  for (const [column, value] of Object.entries(fileRow) as [keyof RawRow, string][])
    if (isUnstorableText(value)) {
      addError(errors, COLUMN_FIELD[column], VALIDATION.invalidCharacters);
      raw[column] = storableText(value);
    }
  const phoneTexts = (raw.telefones ?? '')
    .split(/[/,;|]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const phones = phoneTexts.map(onlyDigits);
  let cityId: number | null = null;
  if (raw.cidade) {
    cityId = city(raw.cidade, raw.uf ?? '');
    if (!cityId) addError(errors, 'city', VALIDATION.notFound);
  }
  const parsed = customerInput.safeParse({
    name: raw.nome ?? '',
    cpf_cnpj: raw.cpf_cnpj || null,
    resale_id: resaleId,
    birth_day: raw.dia_aniversario || null,
    birth_month: raw.mes_aniversario || null,
    obs: raw.observacoes || null,
    address_attributes: {
      patio: raw.endereco,
      number: raw.numero,
      neighborhood: raw.bairro,
      complement: raw.complemento,
      reference: raw.referencia,
      zipcode: raw.cep,
      city_id: cityId,
    },
    contacts_attributes: phones.map((phone) => ({ phone })),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, , sub] = issue.path.map(String);
      const field = head === 'contacts_attributes' ? 'contacts' : head === 'address_attributes' ? sub! : head!;
      addError(
        errors,
        field,
        field === 'contacts' ? `${phoneTexts[Number(issue.path[1])] ?? ''}: ${issue.message}` : issue.message,
      );
    }
  }
  const input = parsed.success ? parsed.data : null;
  const hasAddress = Object.values(input?.address_attributes ?? {}).some((v) => v !== null && v !== undefined);
  return {
    line,
    name: raw.nome ?? '',
    errors,
    input,
    phones,
    whatsapp: TRUE.has(key(raw.whatsapp ?? '')),
    addressAttrs: hasAddress ? (input!.address_attributes as Record<string, unknown>) : null,
    group: raw.grupo || undefined,
    sector: raw.setor || undefined,
  };
}

/**
 * Writes one batch of checked rows in the caller's transaction: a row whose phone (or, without phones,
 * CPF/CNPJ) already belongs to a customer of the unit updates that customer, so importing a file twice
 * creates nobody twice. A phone twice in the file refuses the later line (`phoneLine`: the phones of the
 * lines written so far, this batch's added here), as do phones of two different customers.
 */
export async function writeBatch(
  tx: Executor,
  resaleId: number,
  rows: CheckedRow[],
  phoneLine: { get(phone: string): number | undefined; set(phone: string, line: number): unknown },
): Promise<BatchOutcome> {
  const owners = await loadOwners(tx, resaleId, rows);
  const failed: ImportFailure[] = [];
  const ready: Prepared[] = [];
  for (const row of rows) {
    const errors = structuredClone(row.errors);
    const matches = new Set<number>();
    for (const p of row.phones) {
      const earlier = phoneLine.get(p);
      if (earlier) addError(errors, 'contacts', `${formatPhone(p)}: ${T.phoneRepeated} (linha ${earlier})`);
      const owner = owners.phones.get(p);
      if (owner) matches.add(owner);
    }
    if (matches.size > 1) addError(errors, 'contacts', T.phoneTaken('outro'));
    if (new Set(row.phones).size !== row.phones.length) addError(errors, 'contacts', T.phoneRepeated);
    if (Object.keys(errors).length > 0 || !row.input) {
      failed.push({ line: row.line, name: row.name, errors, reason: failureReason(errors) });
      continue;
    }
    for (const p of row.phones) phoneLine.set(p, row.line);
    const cpf = row.input.cpf_cnpj;
    let existingId = [...matches][0] ?? null;
    if (!existingId && row.phones.length === 0 && cpf) existingId = owners.cpfs.get(cpf) ?? null;
    ready.push({ ...row, input: row.input, existingId });
  }
  const groups = await namedInUnit(
    tx,
    customerGroups,
    resaleId,
    ready.map((r) => r.group),
  );
  const sectors = await namedInUnit(
    tx,
    customerSectors,
    resaleId,
    ready.map((r) => r.sector),
  );
  const named = { groups, sectors, phones: owners.phones };
  const creates = ready.filter((r) => !r.existingId);
  const updates = ready.filter((r) => r.existingId);
  await insertChunk(tx, resaleId, creates, named);
  await refreshAddressSearch(tx, await updateChunk(tx, resaleId, updates, named));
  return { created: creates.length, updated: updates.length, failed };
}

/** The unit's customers owning the batch's phones, and (for rows without phones) its CPF/CNPJs. */
async function loadOwners(tx: Executor, resaleId: number, rows: CheckedRow[]) {
  const phones = new Map<string, number>();
  const all = [...new Set(rows.flatMap((r) => r.phones))];
  if (all.length)
    for (const r of await queryRows<{ phone: string; customer_id: number }>(
      tx,
      // One lookup of the unit's unique (resale_id, phone) index per phone: `phone = any(…)` may take the
      // trigram index instead, slower with every batch while the table's statistics lag behind the import.
      sql`select c.phone, c.customer_id from unnest(${pgArray(all)}::text[]) as p(phone)
            join customer_contacts c on c.resale_id = ${resaleId} and c.phone = p.phone`,
    ))
      phones.set(r.phone, Number(r.customer_id));
  const cpfs = new Map<string, number>();
  const docs = [
    ...new Set(rows.flatMap((r) => (r.phones.length === 0 && r.input?.cpf_cnpj ? [r.input.cpf_cnpj] : []))),
  ];
  if (docs.length)
    for (const r of await queryRows<{ cpf_cnpj: string; id: number }>(
      tx,
      sql`select c.cpf_cnpj, min(c.id) as id from unnest(${pgArray(docs)}::text[]) as d(doc)
            join customers c on c.cpf_cnpj = d.doc and c.resale_id = ${resaleId}
           group by c.cpf_cnpj`,
    ))
      cpfs.set(r.cpf_cnpj, Number(r.id));
  return { phones, cpfs };
}

/**
 * Groups or sectors of the unit by description (accents and case ignored); the descriptions `wanted` that
 * the unit lacks are created.
 */
async function namedInUnit(
  tx: Executor,
  table: typeof customerGroups | typeof customerSectors,
  resaleId: number,
  wanted: (string | undefined)[],
) {
  const map = new Map<string, number>();
  if (!wanted.some(Boolean)) return (_description: string | undefined) => null;
  const rows = await tx
    .select({ id: table.id, description: table.description })
    .from(table)
    .where(sql`${table.resale_id} = ${resaleId}`)
    .orderBy(table.id);
  for (const r of rows) if (!map.has(key(r.description))) map.set(key(r.description), r.id);
  for (const description of wanted) {
    const k = description ? key(description) : '';
    if (!k || map.has(k)) continue;
    const [row] = await tx
      .insert(table)
      .values({ description: description!.trim(), resale_id: resaleId })
      .returning({ id: table.id });
    map.set(k, row!.id);
  }
  return (description: string | undefined): number | null => (description ? (map.get(key(description)) ?? null) : null);
}

interface Named {
  groups: (description: string | undefined) => number | null;
  sectors: (description: string | undefined) => number | null;
  /** The batch's phones already in the unit, with their customer. */
  phones: Map<string, number>;
}

function* chunks<T>(list: T[], size: number): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

/** The unit a file goes into: the one chosen, or the user's only one. */
export async function chooseResale(db: Executor, actor: Actor, field: string | undefined): Promise<number> {
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

async function insertChunk(tx: Executor, resaleId: number, rows: Prepared[], l: Named): Promise<void> {
  if (rows.length === 0) return;
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
      group_id: l.groups(r.group),
      sector_id: l.sectors(r.sector),
      birth_day: r.input.birth_day ?? null,
      birth_month: r.input.birth_month ?? null,
      obs: r.input.obs,
      address_id: addressOf.get(r) ?? null,
      // Written with the row (an update after would index every column of 20,000 rows again).
      address_search: addressOf.has(r) ? addressSearchOf(addressOf.get(r)!) : null,
      // No sales yet: statistics known (createCustomer).
      purchase_days: 0,
    })),
  );
  const contacts = rows.flatMap((r, i) =>
    r.phones.map((phone) => ({ customer_id: ids[i]!, resale_id: resaleId, phone, whatsapp: r.whatsapp })),
  );
  for (const chunk of chunks(contacts, 2000)) await tx.insert(customerContacts).values(chunk);
}

async function updateChunk(tx: Executor, resaleId: number, rows: Prepared[], l: Named): Promise<number[]> {
  if (rows.length === 0) return [];
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
    group_id: l.groups(r.group),
    sector_id: l.sectors(r.sector),
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
