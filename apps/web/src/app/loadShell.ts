import { lazy } from 'react';

/**
 * The app (React Query, React Router, the route table with the menu's icons and labels; app/AppRoot.tsx):
 * not in the first load of a /login opened signed out, which draws the sign-in screen without it
 * (main.tsx). The sign-in screen starts its download when the user first types in the form (or sends it).
 */
export const loadApp = () => import('./AppRoot');

/**
 * The signed-in shell's chunk (antd's theme and App, the menu, palette, caller ID, live events): not in
 * /login's first load. The router loads it lazily; the sign-in screen starts the download when the user
 * first types in the form (or sends it), so the home screen does not wait for the sign-in, then for it.
 */
export const loadAppLayout = () => import('./AntdShell');

/**
 * The sign-in screen (native form elements, no antd): drawn before the app on a /login opened signed out
 * (main.tsx), and as the router's /login route after a sign-out or on a signed-out page opened elsewhere.
 */
export const loadLoginPage = () => import('../features/session/LoginPage');
export const LazyLoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));
