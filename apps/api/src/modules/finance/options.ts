import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, Executor } from '../../db/client';
import {
  employeeResales,
  employees,
  paymentMethodResales,
  paymentMethods,
  userResales,
  users,
} from '../../db/schema/index';
import { accountOptions } from '../accounts/service';
import { bankOptions } from '../banks/service';
import { resaleOptions } from '../resales/service';
import { allowedUnits } from '../../lib/scope';
import { financeFormOptionsReply, financeOptionsReply } from './schemas';

const inUnits = (units: number[] | null, column: Parameters<typeof inArray>[0]) =>
  units === null ? undefined : units.length ? inArray(column, units) : sql`false`;

/**
 * What the finance forms and filters choose from, limited to the user's units: resales, accounts
 * (with category and movement), banks, users (sellers), employees (deliverers), payment methods
 * (with their units).
 */
export async function financeOptions(db: Executor, units: number[] | null) {
  const [resales, accounts, banks, userRows, employeeRows, methodRows] = await Promise.all([
    resaleOptions(db, units),
    accountOptions(db, units),
    bankOptions(db, units),
    db
      .selectDistinct({
        id: users.id,
        name: sql<string>`coalesce(${employees.name}, ${users.email})`,
        email: users.email,
      })
      .from(users)
      .leftJoin(employees, eq(employees.id, users.employee_id))
      .leftJoin(userResales, eq(userResales.user_id, users.id))
      .where(units === null ? undefined : sql`(${users.role} = 'admin' or ${inUnits(units, userResales.resale_id)})`)
      .orderBy(asc(sql`2`)),
    db
      .selectDistinct({ id: employees.id, name: employees.name })
      .from(employees)
      .innerJoin(employeeResales, eq(employeeResales.employee_id, employees.id))
      .where(inUnits(units, employeeResales.resale_id))
      .orderBy(asc(employees.name)),
    db
      .select({
        id: paymentMethods.id,
        description: paymentMethods.description,
        resale_ids: sql<number[]>`array_agg(${paymentMethodResales.resale_id})`,
      })
      .from(paymentMethods)
      .innerJoin(paymentMethodResales, eq(paymentMethodResales.owner_id, paymentMethods.id))
      .where(inUnits(units, paymentMethodResales.resale_id))
      .groupBy(paymentMethods.id)
      .orderBy(asc(paymentMethods.description)),
  ]);
  return { resales, accounts, banks, users: userRows, employees: employeeRows, payment_methods: methodRows };
}

/**
 * The choices of a bill's screens, in the actor's units: `GET /{resource}/new` and `/{resource}/edit` (the
 * form's, as `{ meta: { options } }`, for those who may write) and `GET /{resource}/options` (the list's
 * filters', for those who may read).
 */
export function billOptionsRoutes(app: FastifyInstance, db: Db, resource: 'payables' | 'receivables') {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [resource];
  for (const page of ['new', 'edit'])
    r.get(
      `/${resource}/${page}`,
      { schema: { tags, response: { 200: financeFormOptionsReply } }, config: { access: [resource, 'write'] } },
      async (req) => ({ meta: { options: await financeOptions(db, allowedUnits(req.actor().user)) } }),
    );
  r.get(
    `/${resource}/options`,
    { schema: { tags, response: { 200: financeOptionsReply } }, config: { access: [resource, 'read'] } },
    async (req) => financeOptions(db, allowedUnits(req.actor().user)),
  );
}
