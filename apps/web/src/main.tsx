import { StrictMode, Suspense, lazy, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { pageBoot, setBootUser } from './api/boot';
import type { CurrentUser } from './api/session';
import { Boot } from './app/Boot';
import { EditionContext } from './app/edition';
import { Feedback, loadFeedback } from './app/Feedback';
import { LazyLoginPage as LoginPage, loadAppLayout, loadLoginPage } from './app/loadShell';
import { keepStartForOffline } from './app/serviceWorkerTakeover';
import { UpdatePrompt } from './app/UpdatePrompt';
import './app/global.css';

/**
 * A /login opened signed out (the page says so: api/boot.ts) draws the sign-in screen at once, without the
 * app: no React Query, React Router or route table (the screens, their menu icons and labels) loads or
 * runs before it. Signed in, the app's chunk (app/AppRoot.tsx, its download
 * started as the user typed in the form) takes its place at /. Any other page, or one without boot data (the
 * service worker's copy, Vite's dev server), is the app's from the start.
 */
const boot = pageBoot();
const signInFirst = boot !== null && !boot.user && window.location.pathname === '/login';

/**
 * The app (React Query, React Router, the route table with the menu's icons and labels; app/AppRoot.tsx):
 * not in the first load of a /login opened signed out. Its download starts when the user first types in
 * the sign-in form (or sends it), with the shell's and the toasts'.
 */
const loadApp = () => import('./app/AppRoot');
const preloadSignedIn = () => {
  for (const load of [loadApp, loadAppLayout, loadFeedback]) void load().catch(() => undefined);
};

// Beside the module preloads the page names (apps/api/src/modules/system/page.ts), not after this module.
void (signInFirst ? loadLoginPage() : loadApp()).catch(() => undefined);
const AppRoot = lazy(() => loadApp().then((m) => ({ default: m.AppRoot })));
// Before anything else: the service worker may take the page over before the app or its registration runs.
keepStartForOffline();

function Root() {
  const [app, setApp] = useState(!signInFirst);
  const signedIn = (user: CurrentUser) => {
    setBootUser(user);
    window.history.replaceState(null, '', '/');
    setApp(true);
  };
  return (
    <>
      <Suspense fallback={<Boot />}>
        {app || !boot ? (
          <AppRoot />
        ) : (
          <EditionContext.Provider value={boot.edition}>
            <LoginPage onSignedIn={signedIn} preload={preloadSignedIn} />
          </EditionContext.Provider>
        )}
      </Suspense>
      {/* Above the app: a toast shown as the screen changes (signed in, signed out) stays. */}
      <UpdatePrompt />
      <Feedback />
    </>
  );
}

const root = document.getElementById('root');
if (root) {
  // A transition: React draws the first screen (the shell, the menu, the page) in slices of a few
  // milliseconds, yielding to the browser between them, instead of one long task per step (Lighthouse's
  // total blocking time on a slow PC or a phone).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Root />
      </StrictMode>,
    );
  });
}
