import type { Role } from '@ability/domain';
import { registerHooks } from './registers';
import type { components } from './schema.gen';

export type User = components['schemas']['User'];

export interface UserInput {
  email: string;
  /** Digits only. */
  phone: string | null;
  /** Absent on edit keeps the old password. */
  password?: string;
  role: Role;
  resale_ids: number[];
  employee_id: number | null;
}

export type UserOptions = components['schemas']['UserOptions'];

export const userHooks = registerHooks<User, UserInput, UserOptions>({
  path: '/users',
  wrapper: 'user',
  // A save refreshes this register's options too; editing oneself changes the session's e-mail, phone and units.
  alsoInvalidate: { onSave: [['/users', 'options'], ['session']] },
});
