import { type Action, type Resource, canAccess } from '@ability/domain';
import { useCurrentUserQuery, type CurrentUser } from '../api/session';

/** The signed-in user (inside the shell, where a session is guaranteed). */
export function useSession(): CurrentUser {
  const { data } = useCurrentUserQuery();
  if (!data) throw new Error('useSession without a session');
  return data;
}

export function useCanAccess(resource: Resource, action: Action): boolean {
  const { data } = useCurrentUserQuery();
  return canAccess(data?.role, resource, action);
}
