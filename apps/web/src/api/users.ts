import type { EmployeeRole, Role } from '@ability/domain';
import { registerHooks, type UnitRef, type UnitsRecord } from './registers';

export interface User extends UnitsRecord {
  email: string;
  phone: string | null;
  role: Role;
  employee_id: number | null;
  employee: { id: number; name: string } | null;
}

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

export interface UserOptions {
  resales: UnitRef[];
  employees: { id: number; name: string; role: EmployeeRole; resale_ids: number[] }[];
}

export const userHooks = registerHooks<User, UserInput, UserOptions>({
  path: '/users',
  wrapper: 'user',
  // A save refreshes this register's options too; editing oneself changes the session's e-mail, phone and units.
  alsoInvalidate: { onSave: [['/users', 'options'], ['session']] },
});
