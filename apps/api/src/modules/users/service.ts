import { USER_TEXTS, VALIDATION } from '@ability/domain';
import { type SQL, and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { ReplyOf } from '../../lib/reply-schema';
import type { Db, Executor } from '../../db/client';
import { employees, userResales, users } from '../../db/schema/index';
import { containsDigits } from '../../lib/search';
import { audit, auditCreated } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { FieldErrors, fieldError, notFound } from '../../lib/errors';
import { type PageRequest, type PageResult, limits, pageWithCount, countRows, wholeListPage } from '../../lib/list';
import { hashPassword } from '../../lib/password';
import { assertWritableUnits, unitsFilter } from '../../lib/scope';
import { type UnitsJoin, assertUnitsExist, inAnyUnit, replaceUnits, unitsJson } from '../../lib/units';
import { notifySessionsChanged } from '../../plugins/auth';
import { revokeUserSessions } from '../session/service';
import type { CreateInput, UpdateInput, userReply } from './schemas';
import { columnsOf } from '../../lib/columns';
import type { RegisterListQuery } from '../../lib/zod';

export type UserRecord = ReplyOf<typeof userReply>;

export const userUnits: UnitsJoin = { table: userResales, owner: userResales.user_id, resale: userResales.resale_id };

/** Never the password hash. */
const columns = {
  ...columnsOf(users, 'id', 'email', 'phone', 'role', 'employee_id'),
  employee_name: employees.name,
  resales: unitsJson(userUnits, users.id),
  created_at: users.created_at,
  updated_at: users.updated_at,
};

type Row = Omit<UserRecord, 'employee' | 'resale_ids'> & { employee_name: string | null };

function toRecord({ employee_name, ...row }: Row): UserRecord {
  const resales = row.resales ?? [];
  return {
    ...row,
    employee: row.employee_id ? { id: row.employee_id, name: employee_name ?? '' } : null,
    resales,
    resale_ids: resales.map((r) => r.id),
  };
}

/** Search by the employee's name (ignoring case and accents), e-mail or phone digits. */
function searchCondition(query: string | undefined): SQL | undefined {
  const q = query?.trim();
  if (!q) return undefined;
  const like = `%${q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
  return or(
    sql`f_unaccent(lower(coalesce(${employees.name}, ''))) like f_unaccent(lower(${like}))`,
    ilike(users.email, like),
    containsDigits(users.phone, q),
  );
}

function selectUsers(db: Executor) {
  return db.select(columns).from(users).leftJoin(employees, eq(employees.id, users.employee_id));
}

export async function listUsers(
  db: Db,
  actor: Actor,
  q: Pick<RegisterListQuery, 'query' | 'resale_id'>,
  p: PageRequest,
): Promise<PageResult<UserRecord>> {
  const where = and(searchCondition(q.query), inAnyUnit(userUnits, users.id, unitsFilter(actor.user, q.resale_id)));
  const { limit, offset } = limits(p);
  if (!where) {
    const page = await wholeListPage<Row>(db, p, 'users', users, () =>
      selectUsers(db).orderBy(sql`lower(${users.email})`, asc(users.id)),
    );
    return { ...page, rows: (page.rows as Row[]).map(toRecord) };
  }
  const page = await pageWithCount(
    p,
    db
      .select(columns)
      .from(users)
      .leftJoin(employees, eq(employees.id, users.employee_id))
      .where(where)
      .orderBy(sql`lower(${users.email})`, asc(users.id))
      .limit(limit)
      .offset(offset),
    countRows(
      db,
      db.select({ n: count() }).from(users).leftJoin(employees, eq(employees.id, users.employee_id)).where(where),
    ),
  );
  return { ...page, rows: (page.rows as Row[]).map(toRecord) };
}

export async function getUser(db: Executor, actor: Actor, id: number): Promise<UserRecord> {
  const [row] = await selectUsers(db).where(
    and(eq(users.id, id), inAnyUnit(userUnits, users.id, unitsFilter(actor.user))),
  );
  if (!row) throw notFound();
  return toRecord(row as Row);
}

interface RuleInput {
  email?: string;
  phone?: string | null;
  employee_id?: number | null;
  resale_ids?: number[];
}

/**
 * Rules beyond the shape, all answered together: e-mail and phone unique (they are the login),
 * an existing employee without another user, at least one known unit the user may write into.
 */
async function checkRules(tx: Executor, actor: Actor, id: number | null, input: RuleInput): Promise<void> {
  const errors = new FieldErrors();
  const other = id ? ne(users.id, id) : undefined;
  if (input.email) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, other));
    if (taken) errors.add('email', VALIDATION.taken);
  }
  if (input.phone) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, input.phone), other));
    if (taken) errors.add('phone', VALIDATION.taken);
  }
  if (input.employee_id === null || (id === null && input.employee_id === undefined)) {
    errors.add('employee', VALIDATION.required);
  } else if (input.employee_id !== undefined) {
    const [employee] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, input.employee_id));
    if (!employee) errors.add('employee', VALIDATION.notFound);
    else {
      const [linked] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.employee_id, input.employee_id), other));
      if (linked) errors.add('employee', VALIDATION.taken);
    }
  }
  if (input.resale_ids !== undefined && input.resale_ids.length === 0) errors.add('resales', VALIDATION.required);
  errors.throwIfAny();
  if (input.resale_ids?.length) {
    await assertUnitsExist(tx, input.resale_ids, 'resales');
    assertWritableUnits(actor.user, input.resale_ids, 'resales');
  }
}

export async function createUser(db: Db, actor: Actor, input: CreateInput): Promise<UserRecord> {
  const { password, resale_ids, employee_id, ...data } = input;
  if (!password) throw fieldError('password', VALIDATION.required);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await checkRules(tx, actor, null, { ...data, employee_id, resale_ids });
    const [row] = await tx
      .insert(users)
      .values({ ...data, employee_id: employee_id ?? null, password_hash: passwordHash })
      .returning({ id: users.id });
    await replaceUnits(tx, userUnits, row!.id, resale_ids);
    return auditCreated(tx, actor, 'users', await getUser(tx, actor, row!.id));
  });
}

export async function updateUser(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<UserRecord> {
  const { password, resale_ids, employee_id, ...data } = input;
  const passwordHash = password ? await hashPassword(password) : undefined;
  const self = id === actor.user.id;
  return db.transaction(async (tx) => {
    const before = await getUser(tx, actor, id);
    if (self && data.role !== undefined && data.role !== before.role) {
      throw fieldError('role', USER_TEXTS.cannotChangeOwnRole);
    }
    await checkRules(tx, actor, id, { ...data, employee_id, resale_ids });
    await tx
      .update(users)
      .set({
        ...data,
        ...(employee_id !== undefined ? { employee_id } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: new Date(),
      })
      .where(eq(users.id, id));
    if (resale_ids !== undefined) await replaceUnits(tx, userUnits, id, resale_ids);
    // A new password set by someone else ends the sessions opened with the old one.
    if (passwordHash && !self) await revokeUserSessions(tx, [id]);
    // Role, units or e-mail may have changed: every server forgets the cached session of this user.
    else await notifySessionsChanged(tx, { userId: id });
    const after = await getUser(tx, actor, id);
    await audit(tx, actor, 'update', 'users', id, before, passwordHash ? { ...after, password: true } : after);
    return after;
  });
}

export async function deleteUser(db: Db, actor: Actor, id: number): Promise<void> {
  if (id === actor.user.id) throw fieldError('base', USER_TEXTS.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const before = await getUser(tx, actor, id);
    await revokeUserSessions(tx, [id]);
    await tx.delete(users).where(eq(users.id, id));
    await audit(tx, actor, 'delete', 'users', id, before, null);
  });
}
