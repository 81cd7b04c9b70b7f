import { lazy } from 'react';

/**
 * The signed-in shell's chunk (antd's theme and App, the menu, palette, caller ID, live events): not in
 * /login's first load. The router loads it lazily; the sign-in screen's `preload` (given by main.tsx and by
 * the router) starts the download when the user first types in the form (or sends it), so the home screen
 * does not wait for the sign-in, then for it. (This module names no module that imports it back: the app's
 * own loader is main.tsx's, the sign-in screen is told what to load — `npm run cycles`.)
 */
export const loadAppLayout = () => import('./AntdShell');

/**
 * The sign-in screen (native form elements, no antd): drawn before the app on a /login opened signed out
 * (main.tsx), and as the router's /login route after a sign-out or on a signed-out page opened elsewhere.
 */
export const loadLoginPage = () => import('../features/session/LoginPage');
export const LazyLoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));
