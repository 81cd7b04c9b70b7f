import type { Role } from '@ability/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './client';
import { clearOfflineCaches } from './offlineCaches';

export interface CurrentUser {
  id: number;
  email: string;
  phone: string | null;
  role: Role;
  employee: { id: number; name: string } | null;
  resales: { id: number; name: string }[];
  resale_ids: number[];
}

export const sessionKeys = { current: ['session', 'current'] as const };

async function fetchCurrent(): Promise<CurrentUser | null> {
  try {
    const { user } = await api<{ user: CurrentUser }>('/users/current', { allow401: true });
    return user;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

export function useCurrentUserQuery() {
  return useQuery({ queryKey: sessionKeys.current, queryFn: fetchCurrent, staleTime: 5 * 60_000, retry: false });
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { login: string; password: string; remember: boolean }) =>
      api<{ user: CurrentUser }>('/users/sign_in', { method: 'POST', body: { user: input }, allow401: true }),
    onSuccess: ({ user }) => {
      qc.clear();
      qc.setQueryData(sessionKeys.current, user);
    },
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/logout', { method: 'DELETE', allow401: true }),
    onSettled: () => {
      clearOfflineCaches();
      qc.clear();
      qc.setQueryData(sessionKeys.current, null);
    },
  });
}
