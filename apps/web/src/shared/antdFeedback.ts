import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** antd's notifications (the toasts, the caller ID's notices), messages and confirmation dialogs. */
export interface Feedback {
  notification: NotificationInstance;
  message: MessageInstance;
  modal: ModalApi;
}

/**
 * They are drawn by app/FeedbackOutlet.tsx at the root of the app, above the router (a toast shown as the
 * screen changes — signed in, signed out — stays), and that outlet is not in any first load: it loads
 * when the first of them is asked for (or earlier, `loadFeedback`). Until it is there, what was asked
 * waits here and runs when it mounts. In place of antd's App, whose three hooks were in every signed-in
 * first load (about 20 KB gzip) for a dialog, a message or a notice that most screens show on demand.
 */
let feedback: Feedback | null = null;
const waiting: ((f: Feedback) => void)[] = [];
let wanted: (() => void) | null = null;

export function withFeedback(run: (f: Feedback) => void) {
  if (feedback) run(feedback);
  else {
    waiting.push(run);
    wanted?.();
  }
}

/** The outlet's side: `onWanted` is called when something is asked for before the outlet is there. */
export function onFeedbackWanted(onWanted: () => void): () => void {
  wanted = onWanted;
  if (waiting.length) onWanted();
  return () => {
    if (wanted === onWanted) wanted = null;
  };
}

/** The outlet registers antd's APIs, and runs what waited for them. */
export function attachFeedback(f: Feedback): () => void {
  feedback = f;
  for (const run of waiting.splice(0)) run(f);
  return () => {
    if (feedback === f) feedback = null;
  };
}

/** antd's confirmation dialog (`modal.confirm` of its App). */
export const confirmDialog = (config: Parameters<ModalApi['confirm']>[0]) =>
  withFeedback(({ modal }) => void modal.confirm(config));

/** antd's notification API, for a notice of its own (the caller ID's): `open` and `destroy`. */
export const notice = {
  open: (config: Parameters<NotificationInstance['open']>[0]) =>
    withFeedback(({ notification }) => notification.open(config)),
  destroy: (key: string) => withFeedback(({ notification }) => notification.destroy(key)),
};

/** antd's messages (the short one-line notices). */
export const flashMessage = {
  success: (text: string) => withFeedback(({ message }) => void message.success(text)),
};
