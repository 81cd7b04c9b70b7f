import { Suspense, lazy, useEffect, useState } from 'react';
import { onFeedbackWanted } from '../shared/antdFeedback';

/** antd's notifications, messages and dialogs: their chunk loads with the first one, or before. */
export const loadFeedback = () => import('./FeedbackOutlet');
const FeedbackOutlet = lazy(loadFeedback);

/** Where toasts, messages and dialogs are drawn, at the root of the app: mounted when first asked for. */
export function Feedback() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFeedbackWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackOutlet />
    </Suspense>
  ) : null;
}
