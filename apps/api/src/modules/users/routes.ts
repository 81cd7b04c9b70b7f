import { ROLE_LABELS, formatPhone } from '@ability/domain';
import type { ExportSheet } from '../../lib/list';
import { registerRoutes } from '../../lib/record-routes';
import { allowedUnits } from '../../lib/scope';
import { employeeOptions } from '../employees/service';
import { resaleOptions } from '../resales/service';
import { createBody, updateBody, userReply, userOptionsReply } from './schemas';
import { type UserRecord, createUser, deleteUser, getUser, listUsers, updateUser } from './service';

const sheet: ExportSheet<UserRecord> = {
  file: 'usuarios',
  columns: [
    { header: '#', value: (r) => r.id, width: 8 },
    { header: 'Funcionário', value: (r) => r.employee?.name, width: 30 },
    { header: 'Atribuição', value: (r) => ROLE_LABELS[r.role], width: 14 },
    { header: 'E-mail', value: (r) => r.email, width: 30 },
    { header: 'Telefone', value: (r) => formatPhone(r.phone), width: 18 },
    { header: 'Unidades', value: (r) => r.resales.map((u) => u.name).join(', '), width: 40 },
  ],
};

/**
 * The user register. /users/sign_in, /users/current and /users/refresh belong to the session module:
 * they are static paths, which the router always prefers to `/users/:id`, and `:id` only accepts a
 * number anyway.
 */
export const usersRoutes = registerRoutes('users', 'user', userReply, {
  list: {
    read: listUsers,
    sheet,
    search: 'name',
    options: {
      reply: userOptionsReply,
      load: async (db, actor) => {
        const units = allowedUnits(actor.user);
        return { resales: await resaleOptions(db, units), employees: await employeeOptions(db, units) };
      },
    },
  },
  bodies: { createBody, updateBody },
  service: { getByActor: getUser, create: createUser, update: updateUser, remove: deleteUser },
});
