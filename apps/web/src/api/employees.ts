import type { EmployeeRole } from '@ability/domain';
import type { AddressAttributes } from '../shared/address';
import { registerHooks } from './registers';
import type { components } from './schema.gen';
import { userHooks } from './users';

export type Employee = components['schemas']['Employee'];

/** What an employee's form sends. */
export interface EmployeeInput {
  name: string;
  phone: string | null;
  email: string | null;
  role: EmployeeRole;
  /** YYYY-MM-DD */
  birthday: string | null;
  cpf: string | null;
  rg: string | null;
  ctps: string | null;
  cnh_number: string | null;
  /** Licence expiry, YYYY-MM-DD. */
  cnh_date: string | null;
  has_mopp: boolean;
  /** The category's number: a=0 … e=5. */
  cnh_category: number | null;
  resale_ids: number[];
  address_attributes: AddressAttributes;
}

export const employeeHooks = registerHooks<Employee, EmployeeInput>({
  path: '/employees',
  wrapper: 'employee',
  // The users screen lists employees in its options and by name.
  alsoInvalidate: { onSave: [userHooks.keys.all], onDelete: [userHooks.keys.all] },
  optionsStaleTime: 60_000,
});
