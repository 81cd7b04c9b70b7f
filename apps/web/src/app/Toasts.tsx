import { Suspense, lazy, useEffect, useState } from 'react';
import { onToastWanted } from '../shared/notify';

/** antd's notifications, themed: their chunk loads with the first toast, or before (`loadToasts`). */
export const loadToasts = () => import('./ToastOutlet');
const ToastOutlet = lazy(loadToasts);

/** Where the toasts are drawn, at the root of the app: mounted when the first one is asked for. */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}
