import { withFeedback } from './antdFeedback';

/** Toasts: top right, 5 seconds. */
export const TOAST_SECONDS = 5;

type Kind = 'success' | 'error' | 'warning' | 'info';

/** A toast is antd's notification (shared/antdFeedback.ts: loaded with the first one). */
function toast(type: Kind, title: string, description?: string, key?: string) {
  withFeedback(({ notification }) =>
    notification[type]({ key, title, description, placement: 'topRight', duration: TOAST_SECONDS }),
  );
}

const notify = {
  success: (text: string) => toast('success', text),
  error: (text: string, description?: string) => toast('error', text, description),
  /** `key`: a toast of the same key replaces the one on screen (no stack of the same words). */
  warning: (text: string, key?: string) => toast('warning', text, undefined, key),
  info: (text: string) => toast('info', text),
};

/** The app's toasts (a stable object; a hook for the screens that already call it so). */
export function useNotify() {
  return notify;
}
