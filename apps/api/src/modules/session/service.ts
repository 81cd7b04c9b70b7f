import type { Role } from '@ability/domain';
import { ERRORS, onlyDigits } from '@ability/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { resaleOptions } from '../resales/service';
import type { Db, Executor } from '../../db/client';
import { employees, loginAttempts, resales, sessions, userResales, users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { hashToken, newToken, notifySessionsChanged } from '../../plugins/auth';

/** Failed sign-ins allowed per login within the window before it is slowed down. */
export const MAX_FAILURES_PER_LOGIN = 10;
const FAILURE_WINDOW = sql`now() - interval '15 minutes'`;

export interface SessionUserPayload {
  id: number;
  email: string;
  phone: string | null;
  role: Role;
  employee: { id: number; name: string } | null;
  resales: { id: number; name: string }[];
  resale_ids: number[];
}

function normalizeLogin(login: string): { kind: 'email' | 'phone'; value: string } {
  const t = login.trim();
  if (t.includes('@')) return { kind: 'email', value: t.toLowerCase() };
  return { kind: 'phone', value: onlyDigits(t) };
}

export async function userPayload(db: Db, userId: number): Promise<SessionUserPayload | null> {
  const [u] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      role: users.role,
      employee_id: employees.id,
      employee_name: employees.name,
    })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .where(eq(users.id, userId));
  if (!u) return null;
  // Admins work in every unit: their session lists all of them.
  const units =
    u.role === 'admin'
      ? await resaleOptions(db, null)
      : await db
          .select({ id: resales.id, name: resales.name })
          .from(userResales)
          .innerJoin(resales, eq(resales.id, userResales.resale_id))
          .where(eq(userResales.user_id, userId))
          .orderBy(resales.name);
  return {
    id: u.id,
    email: u.email,
    phone: u.phone,
    role: u.role,
    employee: u.employee_id ? { id: u.employee_id, name: u.employee_name ?? '' } : null,
    resales: units,
    resale_ids: units.map((r) => r.id),
  };
}

export async function createSession(
  db: Db,
  userId: number,
  remember: boolean,
  hours: number,
  meta: { ip?: string | null; userAgent?: string | null },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: userId,
    remember,
    expires_at: new Date(Date.now() + hours * 3_600_000),
    ip: meta.ip ?? null,
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export async function signIn(
  db: Db,
  input: { login: string; password: string },
  meta: { ip: string | null },
): Promise<{ userId: number }> {
  const login = normalizeLogin(input.login);
  if (!login.value) throw new AppError(401, { error: ERRORS.invalidLogin });
  const key = `${login.kind}:${login.value}`;
  const [{ failures } = { failures: 0 }] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.login, key), gt(loginAttempts.created_at, FAILURE_WINDOW)));
  if (failures >= MAX_FAILURES_PER_LOGIN) throw new AppError(429, { error: ERRORS.tooManyAttempts });

  const [user] = await db
    .select({ id: users.id, password_hash: users.password_hash })
    .from(users)
    .where(login.kind === 'email' ? sql`lower(${users.email}) = ${login.value}` : eq(users.phone, login.value));
  let ok = false;
  if (user) ok = await verifyPassword(user.password_hash, input.password);
  else await burnPasswordCheck(input.password);
  if (!user || !ok) {
    await db.insert(loginAttempts).values({ login: key, ip: meta.ip });
    throw new AppError(401, { error: ERRORS.invalidLogin });
  }
  await db.delete(loginAttempts).where(eq(loginAttempts.login, key));
  return { userId: user.id };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
  await notifySessionsChanged(db, { tokenHash });
}

/** Ends every session of the given users (a deleted or changed user). */
export async function revokeUserSessions(db: Executor, userIds: number[]): Promise<void> {
  if (userIds.length) await db.delete(sessions).where(inArray(sessions.user_id, userIds));
  for (const userId of userIds) await notifySessionsChanged(db, { userId });
}
