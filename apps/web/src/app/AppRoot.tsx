import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useDeferredValue, useEffect, useMemo } from 'react';
import { pageBoot } from '../api/boot';
import { fetchEdition } from '../api/edition';
import { prefetchCurrentUser, useCurrentUserQuery } from '../api/session';
import { Boot } from './Boot';
import { EditionContext } from './edition';
import { AppRouter } from './router';
import { Feedback } from './Feedback';
import { UpdatePrompt } from './UpdatePrompt';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, err) => count < 2 && !(err && 'status' in err && Number(err.status) < 500),
    },
  },
});
prefetchCurrentUser(queryClient);

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
 * No antd provider at the root: the sign-in screen draws no antd component (issue 26 items 5 and 6). The
 * signed-in shell brings antd's theme and locale (app/AntdShell.tsx); the toasts, messages and dialogs,
 * drawn above the router so that they outlive a change of screen, load with the first one
 * (app/Feedback.tsx).
 */
export function AppRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <EditionGate />
      <UpdatePrompt />
      <Feedback />
    </QueryClientProvider>
  );
}
