import { EMPLOYEE_TEXTS, type EmployeeRole, VALIDATION, cnhCategoryCode } from '@ability/domain';
import { type SQL, and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { ReplyOf } from '../../lib/reply-schema';
import type { Db, Executor } from '../../db/client';
import { employeeResales, employees, users } from '../../db/schema/index';
import { containsDigits } from '../../lib/search';
import { audit, auditCreated } from '../../lib/audit';
import { lockRecord } from '../../lib/record-lock';
import type { Actor } from '../../lib/context';
import { FieldErrors, fieldError, notFound } from '../../lib/errors';
import type { PageRequest, PageResult } from '../../lib/list';
import { loweredColumnContains, searchColumnContains, registerPage } from '../../lib/matches';
import { assertWritableUnits, unitsFilter } from '../../lib/scope';
import { type UnitsJoin, assertUnitsExist, inAnyUnit, replaceUnits, unitsJson } from '../../lib/units';
import { addressJson, deleteAddress, saveAddress } from '../addresses/service';
import type { CreateInput, UpdateInput, employeeReply } from './schemas';
import { columnsOf } from '../../lib/columns';
import type { RegisterListQuery } from '../../lib/zod';

export type EmployeeRecord = ReplyOf<typeof employeeReply>;

export const employeeUnits: UnitsJoin = {
  table: employeeResales,
  owner: employeeResales.employee_id,
  resale: employeeResales.resale_id,
};

const columns = {
  ...columnsOf(employees, 'id', 'name', 'phone', 'email', 'role', 'birthday'),
  ...columnsOf(employees, 'cpf', 'rg', 'ctps', 'cnh_number', 'cnh_date', 'cnh_category', 'has_mopp'),
  resales: unitsJson(employeeUnits, employees.id),
  address: addressJson(employees.address_id),
  created_at: employees.created_at,
  updated_at: employees.updated_at,
};

type Row = Omit<EmployeeRecord, 'cnh_category' | 'resale_ids'> & { cnh_category: number | null };

function toRecord(row: Row): EmployeeRecord {
  const resales = row.resales ?? [];
  return {
    ...row,
    cnh_category: cnhCategoryCode(row.cnh_category),
    resales,
    resale_ids: resales.map((r) => r.id),
  };
}

/** Search by name (ignoring case and accents), CPF digits, phone digits or e-mail (ignoring case). */
function searchCondition(query: string | undefined): SQL | undefined {
  const q = query?.trim();
  if (!q) return undefined;
  return or(
    searchColumnContains(employees.name_search, q),
    loweredColumnContains(employees.email_search, q),
    containsDigits(employees.cpf, q),
    containsDigits(employees.phone, q),
  );
}

export async function listEmployees(
  db: Db,
  actor: Actor,
  q: Pick<RegisterListQuery, 'query' | 'resale_id'>,
  p: PageRequest,
): Promise<PageResult<EmployeeRecord>> {
  const where = and(
    searchCondition(q.query),
    inAnyUnit(employeeUnits, employees.id, unitsFilter(actor.user, q.resale_id)),
  );
  const list = { table: employees, id: employees.id, order: [employees.name, employees.id], where };
  const page = await registerPage<Row>(db, p, 'employees', list, columns);
  return { ...page, rows: page.rows.map(toRecord) };
}

export async function getEmployee(db: Executor, actor: Actor, id: number): Promise<EmployeeRecord> {
  const where = and(eq(employees.id, id), inAnyUnit(employeeUnits, employees.id, unitsFilter(actor.user)));
  const [row] = await db.select(columns).from(employees).where(where);
  if (!row) throw notFound();
  return toRecord(row as Row);
}

/** Rules beyond the shape: at least one known unit the user holds, and a CPF no other employee has. */
async function checkRules(
  tx: Executor,
  actor: Actor,
  id: number | null,
  input: { cpf?: string | null; resale_ids?: number[] },
): Promise<void> {
  const errors = new FieldErrors();
  if (input.resale_ids !== undefined && input.resale_ids.length === 0) errors.add('resales', VALIDATION.required);
  if (input.cpf) {
    const [taken] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.cpf, input.cpf), id ? ne(employees.id, id) : undefined));
    if (taken) errors.add('cpf', VALIDATION.taken);
  }
  errors.throwIfAny();
  if (input.resale_ids?.length) {
    await assertUnitsExist(tx, input.resale_ids, 'resales');
    assertWritableUnits(actor.user, input.resale_ids, 'resales');
  }
}

export async function createEmployee(db: Db, actor: Actor, input: CreateInput): Promise<EmployeeRecord> {
  return db.transaction(async (tx) => {
    const { address_attributes, resale_ids, ...data } = input;
    await checkRules(tx, actor, null, { cpf: data.cpf, resale_ids });
    const addressId = await saveAddress(tx, null, address_attributes);
    const [row] = await tx
      .insert(employees)
      .values({ ...data, address_id: addressId })
      .returning({ id: employees.id });
    await replaceUnits(tx, employeeUnits, row!.id, resale_ids);
    return auditCreated(tx, actor, 'employees', await getEmployee(tx, actor, row!.id));
  });
}

export async function updateEmployee(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<EmployeeRecord> {
  return db.transaction(async (tx) => {
    await lockRecord(tx, employees, id, 'edit');
    const before = await getEmployee(tx, actor, id);
    const { address_attributes, resale_ids, ...data } = input;
    await checkRules(tx, actor, id, { cpf: data.cpf, resale_ids });
    const [current] = await tx.select({ address_id: employees.address_id }).from(employees).where(eq(employees.id, id));
    const addressId = await saveAddress(tx, current?.address_id ?? null, address_attributes);
    await tx
      .update(employees)
      .set({ ...data, address_id: addressId, updated_at: new Date() })
      .where(eq(employees.id, id));
    if (resale_ids !== undefined) await replaceUnits(tx, employeeUnits, id, resale_ids);
    const after = await getEmployee(tx, actor, id);
    await audit(tx, actor, 'update', 'employees', id, before, after);
    return after;
  });
}

export async function deleteEmployee(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRecord(tx, employees, id, 'delete');
    const before = await getEmployee(tx, actor, id);
    // A user signs in as this employee: remove (or relink) the user first.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.employee_id, id)).limit(1);
    if (user) throw fieldError('base', EMPLOYEE_TEXTS.hasUser);
    const [current] = await tx.select({ address_id: employees.address_id }).from(employees).where(eq(employees.id, id));
    await tx.delete(employees).where(eq(employees.id, id));
    await deleteAddress(tx, current?.address_id ?? null);
    await audit(tx, actor, 'delete', 'employees', id, before, null);
  });
}

export interface EmployeeOption {
  id: number;
  name: string;
  role: EmployeeRole;
  resale_ids: number[];
}

/** Employees for the selects of other screens (users, sales…), limited to what the user may see. */
export async function employeeOptions(db: Executor, units: number[] | null): Promise<EmployeeOption[]> {
  const rows = await db
    .select({
      id: employees.id,
      name: employees.name,
      role: employees.role,
      resale_ids: sql<
        number[]
      >`coalesce((select array_agg(j.resale_id order by j.resale_id) from ${employeeResales} j where j.employee_id = "employees"."id"), '{}')`,
    })
    .from(employees)
    .where(inAnyUnit(employeeUnits, employees.id, units))
    .orderBy(asc(employees.name), asc(employees.id));
  return rows.map((r) => ({ ...r, resale_ids: (r.resale_ids ?? []).map(Number) }));
}
