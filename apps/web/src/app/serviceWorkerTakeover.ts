import { pageBoot } from '../api/boot';

/**
 * Calls `taken` when a service worker first takes this page over: on the first visit the page was loaded
 * without one, and the service worker (clientsClaim, vite.config.ts) controls it once installed. What was
 * asked before went past it, and it kept nothing of it: the callers ask again what must open without
 * network ('Minhas entregas'), so that one online visit is enough. Nothing when a worker already controls
 * the page, or in a browser without service workers. Returns the listener's removal.
 */
export function onServiceWorkerTakeover(taken: () => void): () => void {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw || sw.controller) return () => undefined;
  const once = () => {
    if (sw.controller) taken();
  };
  sw.addEventListener('controllerchange', once, { once: true });
  return () => sw.removeEventListener('controllerchange', once);
}

/**
 * From the page's start (main.tsx): when a service worker first takes the page over and someone is signed in
 * (the page's boot data, or the sign-in made on it), the edition and the signed-in user are asked once
 * through it, so it keeps them for a start without network (the boot data spared the app asking them).
 * Signed out, nothing is kept: offline, the app then says it cannot reach the server. Plain requests, as the
 * API client sends them: the answers are only for the service worker's copy, and /login's first load has no
 * app modules to ask them with.
 */
export function keepStartForOffline(): void {
  onServiceWorkerTakeover(() => {
    if (!pageBoot()?.user) return;
    for (const path of ['/api/edition', '/api/users/current'])
      void fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }).catch(() => undefined);
  });
}
