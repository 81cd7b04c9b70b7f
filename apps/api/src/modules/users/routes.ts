import { ROLE_LABELS, formatPhone } from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ExportColumn } from '../../lib/list';
import { allowedUnits } from '../../lib/scope';
import { employeeOptions } from '../employees/service';
import { resaleOptions } from '../resales/service';
import { createBody, listQuery, updateBody, userReply, userOptionsReply } from './schemas';
import { type UserRecord, createUser, deleteUser, getUser, listUsers, updateUser } from './service';
import { listRoutes, recordRoutes } from '../../lib/record-routes';

const exportColumns: ExportColumn<UserRecord>[] = [
  { header: '#', value: (r) => r.id, width: 8 },
  { header: 'Funcionário', value: (r) => r.employee?.name, width: 30 },
  { header: 'Atribuição', value: (r) => ROLE_LABELS[r.role], width: 14 },
  { header: 'E-mail', value: (r) => r.email, width: 30 },
  { header: 'Telefone', value: (r) => formatPhone(r.phone), width: 18 },
  { header: 'Unidades', value: (r) => r.resales.map((u) => u.name).join(', '), width: 40 },
];

/**
 * The user register. /users/sign_in, /users/current and /users/refresh belong to the session module:
 * they are static paths, which the router always prefers to `/users/:id`, and `:id` only accepts a
 * number anyway.
 */
export async function usersRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  listRoutes(app, 'users', {
    row: userReply,
    query: listQuery,
    list: (actor, q, page) => listUsers(db, actor, q, page),
    exportFile: 'usuarios',
    exportColumns,
    options: async (actor) => {
      const units = allowedUnits(actor.user);
      return { resales: await resaleOptions(db, units), employees: await employeeOptions(db, units) };
    },
    search: 'name',
    optionsReply: userOptionsReply,
  });

  recordRoutes(app, db, 'users', 'user', {
    record: userReply,
    getByActor: getUser,
    create: { body: createBody, save: createUser },
    update: { body: updateBody, save: updateUser },
    remove: deleteUser,
  });
}
