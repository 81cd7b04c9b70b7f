import { MISSED_CALL_TEXTS as T } from '@ability/domain';
import { PhoneOutlined } from '@ant-design/icons';
import { Space, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { missedCallKeys, useMissedCalls } from '../../api/call-logs';
import { useLiveEvent, useThrottledRefresh } from '../../api/events';
import { whatsappKeys, useWhatsappQueue } from '../../api/whatsapp';
import { useCanAccess, useSession } from '../../app/session';
import { useNow } from '../sales/useNow';
import { WhatsappQueueRows } from '../whatsapp/WhatsappQueueRows';
import { MissedCallsList } from './MissedCallsList';

// The conversation panel's code (antd's Drawer) comes when a conversation is opened, not with the home screen.
const WhatsappConversationDrawer = lazy(() =>
  import('../whatsapp/WhatsappConversationDrawer').then((m) => ({ default: m.WhatsappConversationDrawer })),
);

/**
 * Reads the queue again when a call arrives, is returned, or a sale may have answered one (live events
 * 'call', 'call_returned' and 'sale'), at most once every 300 ms.
 */
function useLiveMissedCalls() {
  const refresh = useThrottledRefresh(missedCallKeys.all);
  useLiveEvent('call', refresh);
  useLiveEvent('call_returned', refresh);
  useLiveEvent('sale', refresh);
}

/** Reads the WhatsApp conversations again on a message ('whatsapp', also a reply sent) or a sale that may answer one. */
function useLiveWhatsappQueue(enabled: boolean) {
  const refresh = useThrottledRefresh(whatsappKeys.all);
  useLiveEvent('whatsapp', refresh, enabled);
  useLiveEvent('whatsapp_status', refresh, enabled);
  useLiveEvent('sale', refresh, enabled);
}

/**
 * The attendant's queue: WhatsApp conversations no sale answered yet (first), then the missed calls —
 * incoming calls of the user's units that no sale answered and nobody marked 'Retornado'. One badge counts
 * both. A call: the number, the customer when known, how long ago, a button to the order form for the number
 * and 'Retornado'; a conversation: the customer, the last message, 'Abrir' (the panel) and 'Criar pedido'.
 * `ready` false (the home screen, until its sales list's first page is drawn): the frame with its loading
 * line only, the queue not read yet — the list comes first, and its place on the screen does not move.
 */
export function MissedCalls({ ready = true }: { ready?: boolean }) {
  const [page, setPage] = useState(1);
  const list = useMissedCalls(page, ready);
  const now = useNow(30_000);
  const user = useSession();
  // The unit of each call, for those who answer for more than one.
  const severalUnits = user.role === 'admin' || user.resale_ids.length > 1;
  useLiveMissedCalls();
  const seesWhatsapp = useCanAccess('whatsapp', 'read');
  const whatsapp = useWhatsappQueue(ready && seesWhatsapp);
  useLiveWhatsappQueue(seesWhatsapp);
  const [open, setOpen] = useState<number | null>(null);
  const calls = list.data?.total ?? 0;
  const conversations = whatsapp.data?.total ?? 0;
  const total = calls + conversations;

  return (
    // A small card's frame drawn by global.css (.missed-calls): antd's Card would bring its Tabs into the
    // home screen's first load.
    <div className="missed-calls" data-testid="missed-calls">
      <div className="missed-calls-head">
        <Space size={8}>
          <PhoneOutlined style={{ color: total ? '#cf1322' : undefined }} />
          <span>{T.title}</span>
          <span data-testid="missed-calls-count" data-count={total} title={T.badge(total)}>
            {/* antd's Badge (count, showZero) as drawn, by global.css: Badge's code and styles are not in the
                home screen's first load. */}
            <sup
              className={total > 9 ? 'count-badge count-badge-wide' : 'count-badge'}
              style={{ background: total ? '#cf1322' : '#98a2b3' }}
              title={T.badge(total)}
            >
              {total > 999 ? '999+' : total}
            </sup>
          </span>
        </Space>
      </div>
      <div className="missed-calls-body">
        {/* The body's height is fixed (global.css): the sales list below does not move as the queue arrives. */}
        {list.isPending && !list.data ? (
          <div style={{ height: 22, display: 'flex', alignItems: 'center' }}>
            <Spin size="small" />
          </div>
        ) : total === 0 ? (
          <span className="text-secondary">{T.empty}</span>
        ) : (
          <>
            {conversations > 0 && (
              <WhatsappQueueRows
                rows={whatsapp.data?.rows ?? []}
                severalUnits={severalUnits}
                now={now}
                onOpen={setOpen}
              />
            )}
            {calls > 0 && (
              <MissedCallsList
                rows={list.data?.rows}
                loading={list.isLoading}
                page={page}
                perPage={list.data?.perPage ?? 25}
                total={total}
                onPage={setPage}
                severalUnits={severalUnits}
                now={now}
              />
            )}
          </>
        )}
      </div>
      {open !== null && (
        <Suspense fallback={null}>
          <WhatsappConversationDrawer id={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
