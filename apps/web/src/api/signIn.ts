import { api } from './client';
import type { CurrentUser } from './session';

/**
 * POST /users/sign_in: the user signed in, or an ApiError (401 wrong login or password, 429
 * too many attempts). A plain request, not a React Query mutation: the sign-in screen is drawn before the
 * app's router and query cache are loaded (main.tsx).
 */
export async function signIn(input: { login: string; password: string; remember: boolean }): Promise<CurrentUser> {
  const { user } = await api<{ user: CurrentUser }>('/users/sign_in', {
    method: 'POST',
    body: { user: input },
    allow401: true,
  });
  return user;
}
