// Over 400 lines, one thing: the customer register (list and searches, record, writes with contacts and address,
// the customer screen's history), all over the same columns and search helpers.
import {
  CUSTOMER_TEXTS as T,
  type CylinderCapacity,
  LAST_ORDER_EXCLUDED_STATUSES,
  VALIDATION,
  formatPhone,
  gasDoPovoCycle,
  nextVoucherOn,
  onlyDigits,
  purchaseIntervals,
} from '@ability/domain';
import { type AnyColumn, type SQL, and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { type Db, type Executor, pgArray } from '../../db/client';
import type { KeptReplies } from '../../lib/kept';
import {
  customerContacts,
  customerGroups,
  customerNames,
  customerSectors,
  customers,
  receivables,
  resales,
  sales,
} from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { lockRecord } from '../../lib/record-lock';
import type { Actor, SessionUser } from '../../lib/context';
import { FieldErrors, fieldError, notFound } from '../../lib/errors';
import { rawJsonBytesOf } from '../../lib/json-body';
import {
  type PageRequest,
  type PageResult,
  countRows,
  executePrepared,
  limits,
  pageWithCount,
  preparedPage,
  wholeListPage,
} from '../../lib/list';
import { allowedUnits, assertWritableUnit, unitCondition, unitsFilter } from '../../lib/scope';
import { containsText, likePattern } from '../../lib/search';
import { type AddressRecord, addressJson, deleteAddress, saveAddress } from '../addresses/service';
import { groupOptions } from '../groups/service';
import { resaleOptions } from '../resales/service';
import { sectorOptions } from '../sectors/service';
import {
  isBeneficiary,
  lastRedemptionOn,
  queueCondition,
  recordContactAttempt,
  repurchaseDue,
  todaySql,
  voucherDueCondition,
} from './repurchase';
import { type UnitVip, businessToday, segmentCondition, segmentCounts } from './segments';
import type { ContactInput, CreateInput, ListQuery, UpdateInput } from './schemas';

/** Calendar days are the business's days (APP_TIMEZONE), as everywhere in the app. */
const TZ = process.env.APP_TIMEZONE ?? 'America/Sao_Paulo';

export interface ContactRecord {
  id: number;
  phone: string;
  whatsapp: boolean;
}

export interface CustomerRecord {
  id: number;
  name: string;
  cpf_cnpj: string | null;
  resale_id: number;
  resale: { id: number; name: string } | null;
  group_id: number | null;
  group: { id: number; description: string } | null;
  sector_id: number | null;
  sector: { id: number; description: string } | null;
  birth_day: number | null;
  birth_month: number | null;
  birthday: string | null;
  obs: string | null;
  contacted: string | null;
  contacted_at: Date | null;
  address: AddressRecord | null;
  contacts: ContactRecord[];
  last_sale: { sold_on: string } | null;
  last_sale_on: string | null;
  first_sale_on: string | null;
  purchase_interval_days: number | null;
  next_purchase_on: string | null;
  /** 'Ligar depois': the day set for a callback (re-purchase queue). */
  callback_on: string | null;
  /** The day the customer is due in the re-purchase queue (the later of next purchase and callback). */
  repurchase_on: string | null;
  /** The Gás do Povo voucher cycle chosen on the form (2 or 3 months; null reads 3). */
  gas_do_povo_cycle_months: number | null;
  /** As a 'Beneficiário Gás do Povo' (null: never redeemed), derived from the live redemptions. */
  gas_do_povo: { cycle_months: number; last_redemption_on: string; next_voucher_on: string } | null;
  debt_cents: number;
  /** The empties owed and the cylinders on loan, by brand and capacity (the ledger's balances, empty_balances). */
  empties: { account: 'owed' | 'loan'; brand: string | null; capacity: CylinderCapacity; quantity: number }[];
  created_at: Date;
  updated_at: Date;
}

const c = customers;
const cid = sql`"customers"."id"`;
const columns = {
  id: c.id,
  name: c.name,
  cpf_cnpj: c.cpf_cnpj,
  resale_id: c.resale_id,
  resale: sql<
    CustomerRecord['resale']
  >`(select json_build_object('id', r.id, 'name', r.name) from resales r where r.id = "customers"."resale_id")`,
  group_id: c.group_id,
  group: sql<
    CustomerRecord['group']
  >`(select json_build_object('id', g.id, 'description', g.description) from customer_groups g where g.id = "customers"."group_id")`,
  sector_id: c.sector_id,
  sector: sql<
    CustomerRecord['sector']
  >`(select json_build_object('id', s.id, 'description', s.description) from customer_sectors s where s.id = "customers"."sector_id")`,
  birth_day: c.birth_day,
  birth_month: c.birth_month,
  birthday: c.birthday,
  obs: c.obs,
  contacted: c.contacted,
  contacted_at: c.contacted_at,
  address: addressJson(sql`"customers"."address_id"`),
  contacts: sql<
    ContactRecord[]
  >`coalesce((select json_agg(json_build_object('id', cc.id, 'phone', cc.phone, 'whatsapp', cc.whatsapp) order by cc.id) from customer_contacts cc where cc.customer_id = ${cid}), '[]'::json)`,
  last_sale_on: c.last_sale_on,
  first_sale_on: c.first_sale_on,
  purchase_interval_days: c.purchase_interval_days,
  next_purchase_on: c.next_purchase_on,
  callback_on: c.callback_on,
  repurchase_on: c.repurchase_on,
  gas_do_povo_cycle_months: c.gas_do_povo_cycle_months,
  gas_do_povo_last_on: lastRedemptionOn,
  debt_cents: c.debt_cents,
  empties: sql<CustomerRecord['empties']>`coalesce((select json_agg(json_build_object('account', b.account,
      'brand', (select bb.name from bottle_brands bb where bb.id = b.brand_id), 'capacity', b.capacity,
      'quantity', b.quantity) order by b.account, b.capacity, b.brand_id)
    from empty_balances b where b.customer_id = ${cid} and b.quantity <> 0), '[]'::json)`,
  created_at: c.created_at,
  updated_at: c.updated_at,
};

type Row = Omit<CustomerRecord, 'last_sale' | 'gas_do_povo'> & { gas_do_povo_last_on: string | null };
const shape = ({ gas_do_povo_last_on, ...r }: Row): CustomerRecord => ({
  ...r,
  last_sale: r.last_sale_on ? { sold_on: r.last_sale_on } : null,
  gas_do_povo: gas_do_povo_last_on
    ? {
        cycle_months: gasDoPovoCycle(r.gas_do_povo_cycle_months),
        last_redemption_on: gas_do_povo_last_on,
        next_voucher_on: nextVoucherOn(gas_do_povo_last_on, r.gas_do_povo_cycle_months),
      }
    : null,
});

export type ListFilters = Omit<ListQuery, 'page' | 'resale_id'> & {
  units: number[] | null;
  /** The VIP members of the units in scope, for `segment=` (segments.ts filterVips). */
  vips?: Map<number, UnitVip>;
  /** The kept VIP cuts and segment counts (app.ts): a `segment=` list with no other filter takes its total there. */
  kept?: KeptReplies;
};

const absent = (v: unknown) => v == null || v === false || (typeof v === 'string' && !v.trim());

/**
 * The total of a list filtered by segment alone (and units): the units' customers per segment on today, kept
 * with the VIP cuts and counted again after a write (segments.ts segmentCounts), as the Painel shows them.
 * Counting them here evaluated every rule over every customer of the units (a unit of 100,000: 40–90 ms).
 */
async function segmentTotal(db: Db, q: ListFilters): Promise<number | undefined> {
  const { segment, units, vips: _, kept, ...others } = q;
  if (!segment || !kept || !Object.values(others).every(absent)) return undefined;
  const counts = await segmentCounts(db, units, businessToday(), kept);
  return counts.segments.find((c) => c.segment === segment)?.customers ?? 0;
}

/**
 * Searches of GRAM characters or more find their candidates through the GIN indexes of the texts'
 * 5-character pieces (customers_search_grams, 0014_perf_customers.sql): a text holding the search holds
 * every piece of it, and the pieces of a search are rare where its trigrams are not. LIKE decides.
 */
const GRAM = 5;

/** `column` (lowered and accent-free) contains `text`, ignoring case and accents. */
function containsSearch(column: AnyColumn | SQL, text: string): SQL {
  const like = sql`${column} like f_unaccent(lower(${likePattern(text)}))`;
  if (text.length < GRAM) return like;
  return sql`customers_search_grams(${column}) @> customers_search_grams(f_unaccent(lower(${text}))) and ${like}`;
}

/**
 * The name contains `text` (accents and case ignored). A search of GRAM characters or more finds the
 * distinct names that contain it in customer_names (every name a customer has had, with the same index of
 * pieces: customer_names_search_grams_idx), then their customers through customers_name_idx (name, id):
 * customers sharing a name ('Maria Silva' 800 times) are index entries side by side, read in the list's
 * order and counted without visiting the table.
 */
function nameCondition(text: string): SQL {
  // Short searches match many names: the trigram index of the name (customers_name_trgm_idx) serves them.
  if (text.length < GRAM) return containsText(c.name, text);
  return sql`${c.name} = any(array(select ${customerNames.name} from ${customerNames}
    where ${containsSearch(sql`f_unaccent(lower(${customerNames.name}))`, text)}))`;
}

/** Customers whose phone contains `digits` (mask ignored), as a condition on customers.id. */
function phoneCondition(digits: string, units: number[] | null): SQL {
  const exact = digits.length >= 10;
  const contains =
    digits.length >= GRAM
      ? sql`customers_search_grams(cc.phone) @> customers_search_grams(${digits}) and cc.phone like ${`%${digits}%`}`
      : sql`cc.phone like ${`%${digits}%`}`;
  return sql`${cid} in (select cc.customer_id from customer_contacts cc where ${exact ? sql`cc.phone = ${digits}` : contains} ${
    units === null ? sql`` : sql`and ${unitCondition(sql`cc.resale_id`, units)}`
  })`;
}

/** Whether the filter searches a name through customer_names (nameCondition). */
function namesSearched(q: ListFilters): boolean {
  const query = q.query?.trim();
  return (q.by_name?.trim().length ?? 0) >= GRAM || (!!query && !queryIsPhone(query) && query.length >= GRAM);
}

/** Digits of a phone, or of a CPF (11) / CNPJ (14) too: customers_cpf_cnpj_idx finds the document. */
function phoneOrDocument(digits: string, units: number[] | null): SQL {
  if (digits.length !== 11 && digits.length !== 14) return phoneCondition(digits, units);
  return sql`(${phoneCondition(digits, units)} or ${eq(c.cpf_cnpj, digits)})`;
}

const queryIsPhone = (query: string) => onlyDigits(query).length >= 3 && /^[\d\s()./+-]+$/.test(query);

/**
 * The list's conditions; `due` stands for the re-purchase queue's (queueCondition by default): the queue's
 * count sums its two halves, each through its own index (queueCount).
 */
function conditions(q: ListFilters, due: SQL = queueCondition(q.units)): SQL | undefined {
  const name = q.by_name?.trim();
  const address = q.by_address?.trim();
  const phone = onlyDigits(q.phone ?? '');
  const query = q.query?.trim();
  const queryDigits = onlyDigits(query ?? '');
  return and(
    unitCondition(c.resale_id, q.units),
    q.status ? eq(c.contacted, q.status) : undefined,
    q.group_id ? eq(c.group_id, q.group_id) : undefined,
    q.sector_id ? eq(c.sector_id, q.sector_id) : undefined,
    q.birth_day ? eq(c.birth_day, q.birth_day) : undefined,
    q.birth_month ? eq(c.birth_month, q.birth_month) : undefined,
    q.order_delay ? sql`${c.last_sale_on} <= ${todaySql} - ${q.order_delay}::int` : undefined,
    q.due ? due : undefined,
    q.gas_do_povo ? isBeneficiary : undefined,
    q.segment ? segmentCondition(q.segment, q.vips ?? new Map(), businessToday()) : undefined,
    q.debt_delay
      ? sql`${cid} in (select r.customer_id from receivables r where r.received_cents < r.value_cents and r.due_date <= ${todaySql} - ${q.debt_delay}::int)`
      : undefined,
    name ? nameCondition(name) : undefined,
    address ? containsSearch(c.address_search, address) : undefined,
    phone ? phoneCondition(phone, q.units) : undefined,
    query ? (queryIsPhone(query) ? phoneOrDocument(queryDigits, q.units) : nameCondition(query)) : undefined,
  );
}

const isSearch = (q: ListFilters) =>
  !!(q.by_name?.trim() || q.by_address?.trim() || q.phone?.trim() || q.query?.trim());

/**
 * A search (name, address, phone) sorts by an expression no index gives, so PostgreSQL fetches the
 * matches through their own index and sorts those few, instead of walking the (name, id) index hoping
 * to meet 25 matches early — a walk through most of the alphabet for a name like 'Maria Silva'. A name
 * found through customer_names is read in the (name, id) order of its own index entries.
 */
function listOrder(q: ListFilters): SQL[] {
  return isSearch(q) && !namesSearched(q) ? [sql`${c.name} || ''`, asc(c.id)] : [asc(c.name), asc(c.id)];
}

type Found = (Row & { total: string })[];

/**
 * A name found through customer_names: the customers of the names found are read in the (name, id) order of
 * their index entries and counted from the index alone. That plan does not depend on the text, so the
 * statement is prepared, with its page's limit and offset written in (a parameter of either makes the
 * generic plan look costlier than planning each time, which took as long as running it).
 */
async function namesPage(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<Found> {
  const ordered = db
    .select({ ...columns, total: sql<string>`(select count(*) from ${c} where ${where})` })
    .from(c)
    .where(where)
    .orderBy(asc(c.name), asc(c.id));
  return (await preparedPage(ordered, limit, offset)) as Found;
}

/**
 * Any other search (address, phone) reads and sorts all its matches for the page anyway: they are counted
 * in the same pass (measured faster than filteredPage's separate collection of the matches: 4.6 against
 * 6.6 ms on 200,000 customers). The pieces of an address are known only when the statement is planned
 * (its generic plan was 10 times slower), so that statement reads the ids alone, cheap to plan; the page's
 * rows, whose subqueries cost as much to plan as to run, are then read by id with a prepared statement.
 */
async function searchPage(db: Db, q: ListFilters, where: SQL | undefined, limit: number, offset: number) {
  const page = await db
    .select({ id: c.id, total: sql<string>`count(*) over ()` })
    .from(c)
    .where(where)
    .orderBy(...listOrder(q))
    .limit(limit)
    .offset(offset);
  if (!page.length) return [];
  const rows = await executePrepared(
    db
      .select(columns)
      .from(c)
      .where(sql`${c.id} = any(${pgArray(page.map((x) => x.id))}::int[])`)
      .orderBy(asc(c.name), asc(c.id)),
  );
  return rows.map((r) => ({ ...r, total: page[0]!.total })) as Found;
}

export async function listCustomers(db: Db, q: ListFilters, p: PageRequest): Promise<PageResult<CustomerRecord>> {
  const where = conditions(q);
  const shaped = (page: PageResult<unknown>) => ({ ...page, rows: page.rows.map((r) => shape(r as Row)) });
  const { limit, offset } = limits(p);
  const countQuery = () => countRows(db, db.select({ n: count() }).from(c).where(where));
  const segmentCount = async () => (await segmentTotal(db, q)) ?? (await countQuery());
  if (isSearch(q)) {
    const found = namesSearched(q)
      ? await namesPage(db, where, limit, offset)
      : await searchPage(db, q, where, limit, offset);
    // Past the last page there is no row to carry the count.
    const total = found.length ? Number(found[0]!.total) : offset === 0 ? 0 : await countQuery();
    const rows = found.map(({ total: _, ...r }) => shape(r as Row));
    return { rows, total, perPage: p.perPage === 'all' ? rows.length : p.perPage };
  }
  if (q.due)
    return shaped(
      await pageWithCount(
        p,
        filteredPage(db, where, [asc(c.repurchase_on), asc(c.id)], limit, offset),
        queueCount(db, q),
      ),
    );
  // The whole list (an admin's first screen): built and planned once per connection.
  if (!where)
    return shaped(
      await wholeListPage(db, p, 'customers', c, () => db.select(columns).from(c).orderBy(asc(c.name), asc(c.id))),
    );
  return shaped(
    await pageWithCount(p, filteredPage(db, where, [asc(c.name), asc(c.id)], limit, offset), segmentCount()),
  );
}

/**
 * The re-purchase queue's size: the customers due by the purchase rule, counted from customers_repurchase_idx
 * alone as before the Gás do Povo vouchers, plus the few beneficiaries due by their voucher alone (an OR of
 * both read every customer of the unit: 21 ms against 1 on 5,000 customers).
 */
async function queueCount(db: Db, q: ListFilters): Promise<number> {
  const byPurchase = conditions(q, repurchaseDue);
  const byVoucher = conditions(q, sql`(${voucherDueCondition(q.units)} and not coalesce((${repurchaseDue}), false))`);
  const [a, b] = await Promise.all([
    countRows(db, db.select({ n: count() }).from(c).where(byPurchase)),
    countRows(db, db.select({ n: count() }).from(c).where(byVoucher)),
  ]);
  return a + b;
}

/**
 * A page of a filtered list (a group, a sector, a birthday, a debt, a status…) in `order`, through the filter's
 * own (filter, name, id) index. Planning the page's statement (its per-row subqueries over the unit, group,
 * sector, address and contacts) took longer than running it (2–7 ms against 1.2 ms on 200,000 customers), so
 * it is prepared per shape of the filter (preparedPage).
 */
function filteredPage(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<Row[]> {
  return preparedPage(
    db
      .select(columns)
      .from(c)
      .where(where)
      .orderBy(...order),
    limit,
    offset,
  ) as Promise<Row[]>;
}

/** Type-ahead of the sale form by phone (caller ID, digits typed): exact for a full number, else contains. */
export async function findCustomersByPhone(db: Executor, units: number[] | null, phone: string, limit = 10) {
  const digits = onlyDigits(phone);
  if (digits.length < 3) return [];
  const rows = await db
    .select(columns)
    .from(c)
    .where(and(unitCondition(c.resale_id, units), phoneCondition(digits, units)))
    .orderBy(...listOrder({ units, phone: digits }))
    .limit(limit);
  return rows.map((r) => shape(r as Row));
}

/** Type-ahead by name (accents and case ignored) or phone digits. */
export async function searchCustomers(db: Executor, units: number[] | null, query: string, limit = 10) {
  const rows = await db
    .select(columns)
    .from(c)
    .where(conditions({ units, query }))
    .orderBy(...listOrder({ units, query }))
    .limit(limit);
  return rows.map((r) => shape(r as Row));
}

/** A customer outside `units` (null = every unit) is not found, as one that does not exist. */
export async function getCustomer(db: Executor, id: number, units: number[] | null = null): Promise<CustomerRecord> {
  const [row] = await db
    .select(columns)
    .from(c)
    .where(and(eq(c.id, id), unitCondition(c.resale_id, units)));
  if (!row) throw notFound();
  return shape(row as Row);
}

/**
 * The list's filter choices (meta.options of GET /customers): the units in reach, and the groups and
 * sectors of the one unit the list is narrowed to — the chosen one, or the only one there is. Group and
 * sector choices depend on the chosen unit; before one is chosen a business with many
 * units would otherwise get every unit's look-alike groups (thousands of rows) with every page.
 */
export async function customerListOptions(db: Executor, user: SessionUser, resaleId: number | undefined) {
  const resaleList = await resaleOptions(db, allowedUnits(user));
  // Without a choice every unit in reach is in scope (the one unit, when there is only one).
  const scope = unitsFilter(user, resaleId) ?? (resaleList.length === 1 ? [resaleList[0]!.id] : []);
  const unit = scope.length === 1 ? scope : [];
  // No unit chosen: no choices, without asking the database for none.
  const [groups, sectors] = unit.length
    ? await Promise.all([groupOptions(db, unit), sectorOptions(db, unit)])
    : [[], []];
  // The whole unit list (an admin's) is the same cached array every time: serialized and encoded once.
  return { resales: rawJsonBytesOf(resaleList), groups, sectors };
}

export async function customerOptions(db: Executor, units: number[] | null) {
  const [resaleList, groups, sectors] = await Promise.all([
    resaleOptions(db, units),
    groupOptions(db, units),
    sectorOptions(db, units),
  ]);
  return { resales: resaleList, groups, sectors };
}

/**
 * The rule of customers.address_search: the customer's address (`addressId`, SQL) as searched, lower-case and
 * accent-free. refreshAddressSearch writes it; the read-model check (read-models/customers.ts) compares with it.
 */
export const addressSearchOf = (addressId: SQL | number) =>
  sql`(select nullif(f_unaccent(lower(concat_ws(' ', a.patio, a.number, a.neighborhood, a.complement, a.reference,
                                               ci.name, a.zipcode))), '')
         from addresses a left join cities ci on ci.id = a.city_id where a.id = ${addressId})`;

/** Keeps the searchable address of the customers (`ids`, or every one whose stored text differs). */
export async function refreshAddressSearch(tx: Executor, ids: number[] | 'all'): Promise<void> {
  if (ids.length === 0) return;
  const search = addressSearchOf(sql`cu.address_id`);
  const which =
    ids === 'all'
      ? sql`cu.address_search is distinct from ${search}`
      : sql`cu.id in (select unnest(${pgArray(ids)}::int[]))`;
  await tx.execute(sql`update customers cu set address_search = ${search} where ${which}`);
}

/** The days of the customer's sales that were not canceled or rejected (the intervals of additional_info). */
async function saleDays(db: Executor, id: number): Promise<string[]> {
  const rows = await db
    .select({ day: sql<string>`to_char(${sales.sold_on} at time zone ${TZ}, 'YYYY-MM-DD')` })
    .from(sales)
    .where(and(eq(sales.customer_id, id), sql`${sales.status} not in ('canceled', 'rejected')`));
  return rows.map((r) => r.day);
}

async function checkUnitAndRefs(
  tx: Executor,
  actor: Actor | null,
  resaleId: number,
  groupId: number | null | undefined,
  sectorId: number | null | undefined,
) {
  if (actor) assertWritableUnit(actor.user, resaleId);
  const [r] = await tx.select({ id: resales.id }).from(resales).where(eq(resales.id, resaleId));
  if (!r) throw fieldError('resale', VALIDATION.notFound);
  const errors = new FieldErrors();
  if (groupId) {
    const [g] = await tx
      .select({ resale_id: customerGroups.resale_id })
      .from(customerGroups)
      .where(eq(customerGroups.id, groupId));
    if (g?.resale_id !== resaleId) errors.add('group', g ? VALIDATION.outsideUnits : VALIDATION.notFound);
  }
  if (sectorId) {
    const [s] = await tx
      .select({ resale_id: customerSectors.resale_id })
      .from(customerSectors)
      .where(eq(customerSectors.id, sectorId));
    if (s?.resale_id !== resaleId) errors.add('sector', s ? VALIDATION.outsideUnits : VALIDATION.notFound);
  }
  errors.throwIfAny();
}

/**
 * Applies `contacts_attributes` (create, update, `_destroy`) and moves the customer's phones to its
 * unit. A phone held by another customer of the unit, or twice in the list, is a 422 on `contacts`.
 */
async function saveContacts(
  tx: Executor,
  customerId: number,
  resaleId: number,
  input: ContactInput[] | undefined,
): Promise<void> {
  const existing = await tx
    .select({ id: customerContacts.id, phone: customerContacts.phone })
    .from(customerContacts)
    .where(eq(customerContacts.customer_id, customerId));
  const byId = new Map(existing.map((e) => [e.id, e]));
  const errors = new FieldErrors();
  const destroy: number[] = [];
  const updates: { id: number; phone: string; whatsapp: boolean | undefined }[] = [];
  const inserts: { phone: string; whatsapp: boolean }[] = [];
  for (const item of input ?? []) {
    if (item.id !== undefined && !byId.has(item.id)) {
      errors.add('contacts', VALIDATION.notFound);
      continue;
    }
    if (item._destroy) {
      if (item.id !== undefined) destroy.push(item.id);
      continue;
    }
    if (!item.phone) {
      if (item.id !== undefined) destroy.push(item.id);
      continue;
    }
    if (item.id !== undefined) updates.push({ id: item.id, phone: item.phone, whatsapp: item.whatsapp });
    else inserts.push({ phone: item.phone, whatsapp: item.whatsapp ?? false });
  }
  errors.throwIfAny();
  const touched = new Set([...destroy, ...updates.map((u) => u.id)]);
  const finalPhones = [
    ...existing.filter((e) => !touched.has(e.id)).map((e) => e.phone),
    ...updates.map((u) => u.phone),
    ...inserts.map((i) => i.phone),
  ];
  const seen = new Set<string>();
  for (const p of finalPhones) {
    if (seen.has(p)) errors.add('contacts', `${formatPhone(p)}: ${T.phoneRepeated}`);
    seen.add(p);
  }
  errors.throwIfAny();
  if (finalPhones.length > 0) {
    const taken = await tx
      .select({ phone: customerContacts.phone, name: customers.name })
      .from(customerContacts)
      .innerJoin(customers, eq(customers.id, customerContacts.customer_id))
      .where(
        and(
          eq(customerContacts.resale_id, resaleId),
          inArray(customerContacts.phone, finalPhones),
          ne(customerContacts.customer_id, customerId),
        ),
      );
    for (const t of taken) errors.add('contacts', `${formatPhone(t.phone)}: ${T.phoneTaken(t.name)}`);
    errors.throwIfAny();
  }
  if (destroy.length) await tx.delete(customerContacts).where(inArray(customerContacts.id, destroy));
  // Two steps so that phones swapped between two contacts never collide on the unique index.
  for (const u of updates)
    await tx
      .update(customerContacts)
      .set({ phone: `~${u.id}`.slice(0, 11), updated_at: new Date() })
      .where(eq(customerContacts.id, u.id));
  for (const u of updates)
    await tx
      .update(customerContacts)
      .set({ phone: u.phone, ...(u.whatsapp === undefined ? {} : { whatsapp: u.whatsapp }) })
      .where(eq(customerContacts.id, u.id));
  if (inserts.length)
    await tx
      .insert(customerContacts)
      .values(inserts.map((i) => ({ ...i, customer_id: customerId, resale_id: resaleId })));
  await tx
    .update(customerContacts)
    .set({ resale_id: resaleId })
    .where(and(eq(customerContacts.customer_id, customerId), ne(customerContacts.resale_id, resaleId)));
}

function customerValues(input: UpdateInput) {
  const { address_attributes, contacts_attributes, contacted, ...data } = input;
  return {
    ...data,
    ...(contacted === undefined ? {} : { contacted: contacted ?? null, contacted_at: contacted ? new Date() : null }),
  };
}

/**
 * Creates a customer with address and phones inside the caller's transaction (the customer routes,
 * and the sale form's inline `customer_attributes`). A null actor is the server itself (a WhatsApp
 * message from an unknown number, modules/whatsapp/process.ts): no user's units to check, audited without one.
 */
export async function createCustomer(tx: Executor, actor: Actor | null, input: CreateInput): Promise<CustomerRecord> {
  await checkUnitAndRefs(tx, actor, input.resale_id, input.group_id, input.sector_id);
  const addressId = await saveAddress(tx, null, input.address_attributes);
  const [row] = await tx
    .insert(customers)
    // A new customer has bought on no day: its statistics are known (purchase_days 0), so its first sale
    // moves them from its row alone.
    .values({
      ...customerValues(input),
      name: input.name,
      resale_id: input.resale_id,
      address_id: addressId,
      purchase_days: 0,
    })
    .returning({ id: customers.id });
  const id = row!.id;
  await saveContacts(tx, id, input.resale_id, input.contacts_attributes);
  await refreshAddressSearch(tx, [id]);
  const created = await getCustomer(tx, id);
  await audit(tx, actor, 'create', 'customers', id, null, created);
  return created;
}

/**
 * Updates a customer inside the caller's transaction. `{contacted, obs}` alone is the contact
 * outcome register: it stamps contacted_at (a null outcome clears the mark).
 */
export async function updateCustomer(
  tx: Executor,
  actor: Actor,
  id: number,
  input: UpdateInput,
): Promise<CustomerRecord> {
  await lockRecord(tx, customers, id, 'edit');
  const before = await getCustomer(tx, id, allowedUnits(actor.user));
  const resaleId = input.resale_id ?? before.resale_id;
  const groupId = input.group_id === undefined ? before.group_id : input.group_id;
  const sectorId = input.sector_id === undefined ? before.sector_id : input.sector_id;
  if (input.resale_id !== undefined || input.group_id || input.sector_id)
    await checkUnitAndRefs(tx, actor, resaleId, groupId, sectorId);
  const [current] = await tx.select({ address_id: customers.address_id }).from(customers).where(eq(customers.id, id));
  const addressId = await saveAddress(tx, current?.address_id ?? null, input.address_attributes);
  await tx
    .update(customers)
    .set({ ...customerValues(input), address_id: addressId, updated_at: new Date() })
    .where(eq(customers.id, id));
  if (input.contacts_attributes !== undefined || input.resale_id !== undefined)
    await saveContacts(tx, id, resaleId, input.contacts_attributes);
  if (input.address_attributes !== undefined) await refreshAddressSearch(tx, [id]);
  const after = await getCustomer(tx, id);
  if (input.contacted) await recordContactAttempt(tx, actor, after, input.contacted, input.callback_on);
  await audit(tx, actor, 'update', 'customers', id, before, after);
  return after;
}

export async function deleteCustomer(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRecord(tx, customers, id, 'delete');
    const before = await getCustomer(tx, id, allowedUnits(actor.user));
    const [open] = await tx.select({ n: count() }).from(receivables).where(eq(receivables.customer_id, id));
    if ((open?.n ?? 0) > 0) throw fieldError('base', T.hasReceivables);
    const [row] = await tx.select({ address_id: customers.address_id }).from(customers).where(eq(customers.id, id));
    await tx.delete(customers).where(eq(customers.id, id));
    await deleteAddress(tx, row?.address_id ?? null);
    await audit(tx, actor, 'delete', 'customers', id, before, null);
  });
}

/** 'Limpar clientes contactados': clears the contact marks of one unit; answers how many. */
export async function clearContacted(db: Db, actor: Actor, resaleId: number): Promise<number> {
  assertWritableUnit(actor.user, resaleId);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(customers)
      .set({ contacted: null, contacted_at: null })
      .where(
        and(
          eq(customers.resale_id, resaleId),
          sql`(${customers.contacted_at} is not null or ${customers.contacted} is not null)`,
        ),
      )
      .returning({ id: customers.id });
    await audit(tx, actor, 'update_all_contacted', 'customers', resaleId, null, { cleared: rows.length });
    return rows.length;
  });
}

export async function additionalInfo(db: Executor, id: number, units: number[] | null) {
  const customer = await getCustomer(db, id, units);
  const [debt] = await db
    .select({
      debt: sql<string>`coalesce(sum(${receivables.value_cents} - ${receivables.received_cents}), 0)`,
      expired: sql<string>`coalesce(sum(${receivables.value_cents} - ${receivables.received_cents}) filter (where ${receivables.due_date} < ${todaySql}), 0)`,
    })
    .from(receivables)
    .where(and(eq(receivables.customer_id, id), sql`${receivables.received_cents} < ${receivables.value_cents}`));
  const intervals = purchaseIntervals(await saleDays(db, id));
  return {
    id: customer.id,
    debt_cents: Number(debt?.debt ?? 0),
    expired_debt_cents: Number(debt?.expired ?? 0),
    interval_purchasing_in_days: intervals,
    purchase_interval_days: customer.purchase_interval_days,
    last_sale_on: customer.last_sale_on,
    next_purchase_on: customer.next_purchase_on,
  };
}

/** A sale as 'Últimas compras' shows it and the sale form repeats it (lastOrderDraft reads it as is). */
const historySale = {
  id: sales.id,
  doc_number: sales.doc_number,
  status: sales.status,
  channel: sales.channel,
  sold_on: sales.sold_on,
  total_cents: sales.total_cents,
  change_cents: sales.change_cents,
  obs: sales.obs,
  resale_id: sales.resale_id,
  employee_id: sales.employee_id,
  employee: sql<{
    id: number;
    name: string;
  } | null>`(select json_build_object('id', e.id, 'name', e.name) from employees e where e.id = "sales"."employee_id")`,
  items: sql<
    {
      id: number;
      product_id: number;
      quantity: number;
      price_cents: number;
      discount_cents: number;
      product: { id: number; description: string };
    }[]
  >`coalesce((select json_agg(json_build_object('id', i.id, 'product_id', i.product_id, 'quantity', i.quantity, 'price_cents', i.price_cents, 'discount_cents', i.discount_cents, 'product', json_build_object('id', p.id, 'description', p.description)) order by i.id) from sale_items i join products p on p.id = i.product_id where i.sale_id = "sales"."id"), '[]'::json)`,
  payments: sql<
    {
      id: number;
      payment_method_id: number;
      value_cents: number;
      installments: number;
      due_date: string | null;
      payment_method: { id: number; description: string };
    }[]
  >`coalesce((select json_agg(json_build_object('id', sp.id, 'payment_method_id', sp.payment_method_id, 'value_cents', sp.value_cents, 'installments', sp.installments, 'due_date', sp.due_date, 'payment_method', json_build_object('id', pm.id, 'description', pm.description)) order by sp.id) from sale_payments sp join payment_methods pm on pm.id = sp.payment_method_id where sp.sale_id = "sales"."id"), '[]'::json)`,
};

/** The customer's latest sales with items, payments and deliverer ('Últimas compras'). */
export async function customerSales(db: Executor, id: number, units: number[] | null, limit = 50) {
  await getCustomer(db, id, units);
  return db
    .select(historySale)
    .from(sales)
    .where(eq(sales.customer_id, id))
    .orderBy(desc(sales.sold_on), desc(sales.id))
    .limit(limit);
}

/**
 * The customer's last order of a unit (the latest sale not canceled or
 * rejected, as lastOrderSale picks it), or null: what the sale form opened for a known caller starts
 * from. One indexed row instead of the 50 sales of 'Últimas compras'. Without `resaleId`, the
 * customer's own unit; a customer out of the user's units has none.
 */
export async function customerLastOrder(db: Executor, id: number, units: number[] | null, resaleId?: number) {
  const [row] = await db
    .select(historySale)
    .from(sales)
    .where(
      and(
        eq(sales.customer_id, id),
        resaleId
          ? eq(sales.resale_id, resaleId)
          : sql`${sales.resale_id} = (select resale_id from customers where id = ${id})`,
        notInArray(sales.status, [...LAST_ORDER_EXCLUDED_STATUSES]),
        unitCondition(sales.resale_id, units),
      ),
    )
    .orderBy(desc(sales.sold_on), desc(sales.id))
    .limit(1);
  return row ?? null;
}
