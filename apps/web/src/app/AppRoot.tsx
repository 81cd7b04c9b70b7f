import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useDeferredValue, useEffect, useMemo } from 'react';
import { pageBoot } from '../api/boot';
import { fetchEdition } from '../api/edition';
import { prefetchCurrentUser, useCurrentUserQuery } from '../api/session';
import { Boot } from './Boot';
import { EditionContext } from './edition';
import { AppRouter } from './router';

/**
 * The app's query cache, made when the app is first drawn, not when its module loads: the sign-in screen
 * drawn before the app (main.tsx) loads this module as the user types in its form, and the user it signs in is known
 * only afterwards (api/boot.ts's setBootUser).
 */
let queryClient: QueryClient | undefined;
function appQueryClient(): QueryClient {
  if (!queryClient) {
    queryClient = new QueryClient({
      defaultOptions: {
        queries: {
          refetchOnWindowFocus: false,
          retry: (count, err) => count < 2 && !(err && 'status' in err && Number(err.status) < 500),
        },
      },
    });
    prefetchCurrentUser(queryClient);
  }
  return queryClient;
}

/** antd's Result (and its illustrations) only when the server cannot be reached: not in the first load. */
const ConnectionError = lazy(() => import('./ConnectionError'));

function EditionGate() {
  const { data, error } = useQuery({
    queryKey: ['edition'],
    queryFn: fetchEdition,
    initialData: pageBoot()?.edition,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const session = useCurrentUserQuery();
  // The first screen is drawn once the edition and the session are known, in a transition
  // (useDeferredValue): React splits that first render — antd computing the styles of each component it
  // meets — into short tasks instead of one long one that blocks the page (Lighthouse's total blocking
  // time); the start-up screen stays until it is ready.
  const ready = useDeferredValue(data && !session.isLoading ? data : undefined);
  const app = useMemo(
    () =>
      ready && (
        <EditionContext.Provider value={ready}>
          <AppRouter edition={ready} />
        </EditionContext.Provider>
      ),
    [ready],
  );
  useEffect(() => {
    if (data) {
      document.title = data.title;
      document.documentElement.dataset.edition = data.edition;
    }
  }, [data]);
  if (error)
    return (
      <Suspense fallback={null}>
        <ConnectionError />
      </Suspense>
    );
  if (!ready || !app) return <Boot />;
  return app;
}

/**
 * The app: its query cache, the edition and the session, the router. No antd provider here: the sign-in
 * screen draws no antd component; the signed-in shell brings antd's theme and
 * locale (app/AntdShell.tsx). The service worker's registration and the toasts, messages and dialogs are
 * main.tsx's, beside it (they outlive the change from the sign-in screen to the app).
 */
export function AppRoot() {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <EditionGate />
    </QueryClientProvider>
  );
}
