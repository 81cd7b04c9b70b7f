import type { CnhCategory, EmployeeRole } from '@ability/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressAttributes, AddressRecord } from '../shared/address';
import type { UnitOption } from '../shared/UnitsSelect';
import { api, apiList } from './client';

export interface Employee {
  id: number;
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
  resale_ids: number[];
  resales: UnitOption[];
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

export interface EmployeeListQuery {
  page?: number;
  query?: string;
  resale_id?: string;
}

export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (q: EmployeeListQuery) => [...employeeKeys.lists(), q] as const,
  detail: (id: number) => [...employeeKeys.all, 'detail', id] as const,
  options: () => [...employeeKeys.all, 'options'] as const,
};

export function useEmployeeList(q: EmployeeListQuery) {
  return useQuery({
    queryKey: employeeKeys.list(q),
    queryFn: () => apiList<Employee>('/employees', { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(id: number | undefined) {
  return useQuery({
    queryKey: employeeKeys.detail(id ?? 0),
    queryFn: () => api<Employee>(`/employees/${id}`),
    enabled: !!id,
  });
}

export function useEmployeeOptions() {
  return useQuery({
    queryKey: employeeKeys.options(),
    queryFn: () => api<{ resales: UnitOption[] }>('/employees/options'),
    staleTime: 60_000,
  });
}

export function useSaveEmployee(id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ employee, idempotencyKey }: { employee: EmployeeInput; idempotencyKey?: string }) =>
      id
        ? api<Employee>(`/employees/${id}`, { method: 'PATCH', body: { employee } })
        : api<Employee>('/employees', {
            method: 'POST',
            body: { employee },
            headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
          }),
    onSuccess: (saved) => {
      qc.invalidateQueries({ queryKey: employeeKeys.lists() });
      qc.setQueryData(employeeKeys.detail(saved.id), saved);
      // The users screen lists employees in its options and by name.
      qc.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

export function useDeleteEmployee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/employees/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: employeeKeys.all });
      qc.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
