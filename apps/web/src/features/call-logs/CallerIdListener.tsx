import {
  CALLER_NOTICE_TEXTS as N,
  CALL_LOG_TEXTS as T,
  formatCents,
  formatPhone,
  lastOrderLine,
  onlyDigits,
} from '@ability/domain';
import { PhoneOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notice as antdNotice } from '../../shared/antdFeedback';
import { type CallEvent, callLogKeys, fetchCallerLastOrder, registerIncomingCall } from '../../api/call-logs';
import { useLiveEvent } from '../../api/events';
import { callNotificationsEnabled, reconnectDevice, setNumberHandler } from './serialDevice';

/** The sale form for a caller: /vendas/novo/{digits of the phone}. */
export const saleForPhonePath = (phone: string) => `/vendas/novo/${onlyDigits(phone)}`;

/**
 * Caller identification on every screen: numbers read from this computer's device (Web Serial) are
 * registered as incoming calls, and every new call of the user's units (from this device, another
 * screen's or the serial bridge, through the live event 'call') shows an in-app notice that stays
 * until closed, with the customer's name and last order when known; clicking it opens the sale form
 * for the number. No setup step: the notice shows in every open app; the system
 * notification is an extra, when notifications were allowed in Configurações and the tab is hidden.
 */
export function CallerIdListener() {
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
      let closed = false;
      const open = () => {
        closed = true;
        antdNotice.destroy(key);
        navigate(saleForPhonePath(call.phone));
      };
      const notice = (lastOrder?: string) =>
        antdNotice.open({
          key,
          title: `${T.incomingTitle}: ${formatPhone(call.phone)}`,
          description: (
            <span data-testid="caller-notification" data-phone={call.phone}>
              <strong>{who}</strong>
              {lastOrder && (
                <>
                  <br />
                  <span className="caller-last-order">{lastOrder}</span>
                </>
              )}
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
          onClose: () => {
            closed = true;
          },
        });
      // In the open app the notice shows at once, browser permission or not…
      notice();
      // …with the known customer's last order as soon as it is read.
      if (call.customer) {
        fetchCallerLastOrder(call.customer.id, call.resale_id)
          .then(({ sale }) => {
            if (!closed) notice(sale ? `${N.lastOrder}: ${lastOrderLine(sale, formatCents)}` : N.noOrders);
          })
          .catch(() => undefined);
      }
      // The system notification is an extra: when allowed (Configurações) and the tab is in the background.
      if (
        callNotificationsEnabled() &&
        typeof Notification !== 'undefined' &&
        Notification.permission === 'granted' &&
        document.hidden
      ) {
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
    [navigate, qc],
  );

  useLiveEvent<CallEvent>('call', show);

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
