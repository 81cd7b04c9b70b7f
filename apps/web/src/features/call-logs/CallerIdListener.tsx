import { CALL_LOG_TEXTS as T, formatPhone, onlyDigits } from '@ability/domain';
import { PhoneOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { type CallEvent, callLogKeys, registerIncomingCall } from '../../api/call-logs';
import { useLiveEvent } from '../../api/events';
import {
  callNotificationsEnabled,
  reconnectDevice,
  setNumberHandler,
  subscribeCallNotifications,
} from './serialDevice';

/** The sale form for a caller: /vendas/novo/{digits of the phone} (seeds 000 §2, 002 §2). */
export const saleForPhonePath = (phone: string) => `/vendas/novo/${onlyDigits(phone)}`;

/**
 * Caller identification on every screen: numbers read from this computer's device (Web Serial) are
 * registered as incoming calls, and every new call of the user's units (from this device, another
 * screen's or the serial bridge, through the live event 'call') shows a notification that stays
 * until closed, with the customer's name when known; clicking it opens the sale form for the number.
 * Live calls are shown only in a browser where the caller ID was set up (Configurações).
 */
export function CallerIdListener() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const shown = useRef(new Set<number>());

  const show = useCallback(
    (call: CallEvent) => {
      if (call.kind !== 'incoming' || shown.current.has(call.id)) return;
      shown.current.add(call.id);
      qc.invalidateQueries({ queryKey: callLogKeys.all });
      const key = `call-${call.id}`;
      const who = call.customer?.name ?? T.unknownNumber;
      const open = () => {
        notification.destroy(key);
        navigate(saleForPhonePath(call.phone));
      };
      notification.open({
        key,
        title: `${T.incomingTitle}: ${formatPhone(call.phone)}`,
        description: (
          <span data-testid="caller-notification" data-phone={call.phone}>
            <strong>{who}</strong>
            <br />
            {T.notificationHint}
          </span>
        ),
        icon: <PhoneOutlined style={{ color: '#52c41a' }} />,
        placement: 'topRight',
        duration: false,
        className: 'caller-notification',
        style: { cursor: 'pointer' },
        onClick: open,
      });
      // A system notification too when the tab is in the background and the user allowed them.
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden) {
        const n = new Notification(`${T.incomingTitle}: ${formatPhone(call.phone)}`, {
          body: who,
          tag: key,
          requireInteraction: true,
        });
        n.onclick = () => {
          window.focus();
          n.close();
          open();
        };
      }
    },
    [notification, navigate, qc],
  );

  const enabled = useSyncExternalStore(subscribeCallNotifications, callNotificationsEnabled);
  useLiveEvent<CallEvent>('call', show, enabled);

  useEffect(() => {
    setNumberHandler((phone) => {
      registerIncomingCall(phone)
        .then((call) => show(call))
        .catch(() => undefined);
    });
    void reconnectDevice();
    return () => setNumberHandler(() => {});
  }, [show]);

  return null;
}
