import { App } from 'antd';
import { useMemo } from 'react';

/** Toasts: top right, 5 seconds (seeds 000 §8, §9). */
export const TOAST_SECONDS = 5;

export function useNotify() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (text: string) => notification.success({ title: text, placement: 'topRight', duration: TOAST_SECONDS }),
      error: (text: string, description?: string) =>
        notification.error({ title: text, description, placement: 'topRight', duration: TOAST_SECONDS }),
      /** `key`: a toast of the same key replaces the one on screen (no stack of the same words). */
      warning: (text: string, key?: string) =>
        notification.warning({ key, title: text, placement: 'topRight', duration: TOAST_SECONDS }),
      info: (text: string) => notification.info({ title: text, placement: 'topRight', duration: TOAST_SECONDS }),
    }),
    [notification],
  );
}
