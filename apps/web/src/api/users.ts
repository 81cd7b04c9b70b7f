import type { EmployeeRole, Role } from '@ability/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnitOption } from '../shared/UnitsSelect';
import { api, apiList } from './client';

export interface User {
  id: number;
  email: string;
  phone: string | null;
  role: Role;
  employee_id: number | null;
  employee: { id: number; name: string } | null;
  resale_ids: number[];
  resales: UnitOption[];
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
  resales: UnitOption[];
  employees: { id: number; name: string; role: EmployeeRole; resale_ids: number[] }[];
}

export interface UserListQuery {
  page?: number;
  query?: string;
  resale_id?: string;
}

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (q: UserListQuery) => [...userKeys.lists(), q] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  options: () => [...userKeys.all, 'options'] as const,
};

export function useUserList(q: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(q),
    queryFn: () => apiList<User>('/users', { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () => api<User>(`/users/${id}`),
    enabled: !!id,
  });
}

export function useUserOptions() {
  return useQuery({ queryKey: userKeys.options(), queryFn: () => api<UserOptions>('/users/options') });
}

export function useSaveUser(id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ user, idempotencyKey }: { user: UserInput; idempotencyKey?: string }) =>
      id
        ? api<User>(`/users/${id}`, { method: 'PATCH', body: { user } })
        : api<User>('/users', {
            method: 'POST',
            body: { user },
            headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
          }),
    onSuccess: (saved) => {
      qc.invalidateQueries({ queryKey: userKeys.lists() });
      qc.invalidateQueries({ queryKey: userKeys.options() });
      qc.setQueryData(userKeys.detail(saved.id), saved);
      // Editing oneself changes the session's e-mail, phone and units.
      qc.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/users/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}
