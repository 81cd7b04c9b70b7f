import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageBoot } from './boot';
import { ApiError, api } from './client';
import { clearOfflineCaches } from './offlineCaches';
import type { components } from './schema.gen';

export type CurrentUser = components['schemas']['SessionUser'];

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

const currentUserQuery = { queryKey: sessionKeys.current, queryFn: fetchCurrent, staleTime: 5 * 60_000, retry: false };

export function useCurrentUserQuery() {
  return useQuery(currentUserQuery);
}

/**
 * Who is signed in at start-up: as the server wrote it into the page (api/boot.ts), else asked beside the
 * edition, not after it.
 */
export function prefetchCurrentUser(qc: QueryClient) {
  const boot = pageBoot();
  if (boot) qc.setQueryData(sessionKeys.current, boot.user);
  else void qc.prefetchQuery(currentUserQuery);
}

/**
 * Forgets the previous user's data on sign-in and sign-out, but not the edition (the same server's, whoever
 * signs in): clearing it too made the whole app wait for it again and rebuild its router after signing in.
 */
function forgetUserData(qc: QueryClient) {
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'edition' });
}

/**
 * What the app does when someone signs in on its /login route (after a sign-out, or a signed-out page
 * opened elsewhere): the sign-in request itself is api/signIn.ts, without React Query, so that /login's
 * first load has none.
 */
export function useSignedIn() {
  const qc = useQueryClient();
  return (user: CurrentUser) => {
    forgetUserData(qc);
    qc.setQueryData(sessionKeys.current, user);
  };
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/logout', { method: 'DELETE', allow401: true }),
    onSettled: () => {
      clearOfflineCaches();
      forgetUserData(qc);
      qc.setQueryData(sessionKeys.current, null);
    },
  });
}
