import type { CnhCategory, EmployeeRole } from '@ability/domain';
import type { AddressAttributes, AddressRecord } from '../shared/address';
import { registerHooks, type UnitsRecord } from './registers';
import { userKeys } from './users';

export interface Employee extends UnitsRecord {
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
  cnh_category: CnhCategory | null;
  has_mopp: boolean;
  address: AddressRecord | null;
}

export interface EmployeeInput {
  name: string;
  phone: string | null;
  email: string | null;
  role: EmployeeRole;
  birthday: string | null;
  cpf: string | null;
  rg: string | null;
  ctps: string | null;
  cnh_number: string | null;
  cnh_date: string | null;
  /** The category's number: a=0 … e=5. */
  cnh_category: number | null;
  has_mopp: boolean;
  resale_ids: number[];
  address_attributes: AddressAttributes;
}

export const employeeHooks = registerHooks<Employee, EmployeeInput>({
  path: '/employees',
  wrapper: 'employee',
  // The users screen lists employees in its options and by name.
  alsoInvalidate: { onSave: [userKeys.all], onDelete: [userKeys.all] },
  optionsStaleTime: 60_000,
});

export const employeeKeys = employeeHooks.keys;
export const useEmployeeList = employeeHooks.useList;
export const useEmployee = employeeHooks.useOne;
export const useEmployeeOptions = employeeHooks.useOptions;
export const useSaveEmployee = employeeHooks.useSave;
export const useDeleteEmployee = employeeHooks.useDelete;
