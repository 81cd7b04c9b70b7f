import { type EditionInfo, canAccess } from '@ability/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, lazy, useEffect, useMemo } from 'react';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../api/client';
import { sessionKeys, useCurrentUserQuery, useSignedIn } from '../api/session';
import { Boot } from './Boot';
import { loadFeedback } from './Feedback';
import { type FeatureRoute, resolvePath } from './features';
import { LazyLoginPage as LoginPage, loadAppLayout, loadLoginPage } from './loadShell';
import { featureRoutes } from './registry';

/**
 * The signed-in shell (antd's theme and App, menu, palette, caller ID, live events): loaded after
 * sign-in, not by /login. Elsewhere its download starts as this module runs, beside the edition and
 * session requests, not after them.
 */
const AppLayout = lazy(() =>
  loadAppLayout().then((m) => {
    PageLoading = m.PageLoading;
    return { default: m.AntdShell };
  }),
);
/**
 * The sign-in screen is not in the signed-in first load (app/loadShell.ts). On /login the download starts as
 * this module runs, beside the edition and session requests the start-up screen waits for.
 */
if (typeof window !== 'undefined') {
  if (window.location.pathname === '/login') void loadLoginPage().catch(() => undefined);
  else void loadAppLayout().catch(() => undefined);
}

/** What follows a sign-in on the /login route, its download started as the user types: the shell, the toasts. */
const preloadSignedIn = () => {
  for (const load of [loadAppLayout, loadFeedback]) void load().catch(() => undefined);
};

/** Signed in on the /login route: the session into the query cache, then /. */
function LoginRoute() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  return (
    <LoginPage
      preload={preloadSignedIn}
      onSignedIn={(user) => {
        signedIn(user);
        navigate('/', { replace: true });
      }}
    />
  );
}
/** antd's Result and its illustrations: not in the first load. */
const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/**
 * What a screen shows while its chunk loads: antd's Spin, from the shell's chunk (which has it anyway), so
 * that this module, in the first load of /login, has no antd. Screens are drawn inside the shell, so it
 * is there by then.
 */
let PageLoading: ComponentType = () => null;
/** Only /login is reachable without signing in. */
function RequireSession() {
  const { data, isLoading } = useCurrentUserQuery();
  const location = useLocation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      qc.setQueryData(sessionKeys.current, null);
      navigate('/login', { replace: true });
    });
  }, [qc, navigate]);
  if (isLoading) return <Boot />;
  if (!data) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <Suspense fallback={<Boot />}>
      <AppLayout />
    </Suspense>
  );
}

/** A route the role may not open redirects to /. */
function Guard({ route, children }: { route: FeatureRoute; children: ReactNode }) {
  const { data } = useCurrentUserQuery();
  if (!canAccess(data?.role, route.resource, route.action)) return <Navigate to="/" replace />;
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

function PublicOnly({ children }: { children: ReactNode }) {
  const { data, isLoading } = useCurrentUserQuery();
  if (isLoading) return <Boot />;
  if (data) return <Navigate to="/" replace />;
  return <>{children}</>;
}

export function buildRoutes(edition: EditionInfo) {
  return [
    {
      path: '/login',
      element: (
        <PublicOnly>
          <Suspense fallback={<Boot />}>
            <LoginRoute />
          </Suspense>
        </PublicOnly>
      ),
    },
    {
      path: '/',
      element: <RequireSession />,
      children: [
        ...featureRoutes.map((r) => {
          const Component = r.component;
          return {
            path: resolvePath(r, edition),
            handle: { crumbs: r.breadcrumb(edition), listPath: r.listPath, newPath: r.newPath },
            element: (
              <Guard route={r}>
                <Component />
              </Guard>
            ),
          };
        }),
        {
          path: '*',
          element: (
            <Suspense fallback={<PageLoading />}>
              <NotFoundPage />
            </Suspense>
          ),
          handle: { crumbs: [{ label: 'Página não encontrada' }] },
        },
      ],
    },
  ];
}

export function AppRouter({ edition }: { edition: EditionInfo }) {
  const router = useMemo(() => createBrowserRouter(buildRoutes(edition)), [edition]);
  return <RouterProvider router={router} />;
}

export { Outlet };
