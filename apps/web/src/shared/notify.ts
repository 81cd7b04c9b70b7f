/** Toasts: top right, 5 seconds (seeds 000 §8, §9). */
export const TOAST_SECONDS = 5;

export interface Toast {
  type: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description?: string;
  /** A toast of the same key replaces the one on screen (no stack of the same words). */
  key?: string;
}

type Show = (toast: Toast) => void;

/**
 * The toasts are antd's notifications, drawn by app/Toasts.tsx at the root of the app (above the router:
 * a toast shown as the screen changes — signed in, signed out — stays). antd is not loaded before the
 * first toast is asked for (the sign-in screen draws no antd component): until the outlet is there, the
 * toasts wait here and it shows them when it mounts.
 */
let show: Show | null = null;
const waiting: Toast[] = [];
let wanted: (() => void) | null = null;

function toast(t: Toast) {
  if (show) show(t);
  else {
    waiting.push(t);
    wanted?.();
  }
}

/** The outlet's side: `onWanted` is called when a toast is asked for before the outlet is there. */
export function onToastWanted(onWanted: () => void): () => void {
  wanted = onWanted;
  if (waiting.length) onWanted();
  return () => {
    if (wanted === onWanted) wanted = null;
  };
}

/** The outlet registers how it shows a toast, and shows those that waited for it. */
export function attachToasts(s: Show): () => void {
  show = s;
  for (const t of waiting.splice(0)) s(t);
  return () => {
    if (show === s) show = null;
  };
}

const notify = {
  success: (title: string) => toast({ type: 'success', title }),
  error: (title: string, description?: string) => toast({ type: 'error', title, description }),
  warning: (title: string, key?: string) => toast({ type: 'warning', title, key }),
  info: (title: string) => toast({ type: 'info', title }),
};

/** The app's toasts (a stable object; a hook for the screens that already call it so). */
export function useNotify() {
  return notify;
}
