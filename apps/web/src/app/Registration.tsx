import { Suspense, lazy } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** antd's Button, themed: loaded when there is a new version to announce. */
const UpdateNotice = lazy(() => import('./UpdateNotice'));

/**
 * Registers the service worker (production builds; the dev server has none) and, when a new version has
 * been downloaded, says so with a button: it is applied only when the user asks (registerType 'prompt').
 */
export default function Registration() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice onUpdate={() => updateServiceWorker(true)} />
    </Suspense>
  );
}
