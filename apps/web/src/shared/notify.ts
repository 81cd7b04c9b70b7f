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
      warning: (text: string) => notification.warning({ title: text, placement: 'topRight', duration: TOAST_SECONDS }),
      info: (text: string) => notification.info({ title: text, placement: 'topRight', duration: TOAST_SECONDS }),
    }),
    [notification],
  );
}
