import { Suspense, lazy, useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle (at most 3 s after the load): the service worker's
 * precache (every built file) then downloads after the first screen's own chunks, not beside them.
 */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    let timer = 0;
    const go = () => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      else timer = setTimeout(() => setReady(true), 1000) as unknown as number;
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      window.removeEventListener('load', go);
      if (idle) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

/** The registration (vite-plugin-pwa's, with workbox-window): its chunk loads after the first screen too. */
const Registration = lazy(() => import('./Registration'));

/** The service worker and its update notice, from when the first screen is there. */
export function UpdatePrompt() {
  return useAfterFirstScreen() ? (
    <Suspense fallback={null}>
      <Registration />
    </Suspense>
  ) : null;
}
