import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, resales, userResales, users } from '../../db/schema/index';
import { unitCondition } from '../../lib/scope';

/** A user as lists and selects name them: their employee's name, else their e-mail. */
export const userName = sql<string>`coalesce(${employees.name}, ${users.email})`;

/** The units and the users of those units (each once), for the filters and forms that pick both. */
export function unitsAndTheirUsers(db: Executor, units: number[] | null) {
  return Promise.all([
    db
      .select({ id: resales.id, name: resales.name })
      .from(resales)
      .where(unitCondition(resales.id, units))
      .orderBy(asc(resales.name)),
    db
      .selectDistinct({ id: users.id, name: userName })
      .from(users)
      .leftJoin(employees, eq(employees.id, users.employee_id))
      .innerJoin(userResales, eq(userResales.user_id, users.id))
      .where(unitCondition(userResales.resale_id, units))
      .orderBy(userName),
  ]);
}
