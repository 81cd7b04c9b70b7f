import { MISSED_CALL_TEXTS as T } from '@ability/domain';
import { PhoneOutlined } from '@ant-design/icons';
import { Space, Spin } from 'antd';
import { useState } from 'react';
import { missedCallKeys, useMissedCalls } from '../../api/call-logs';
import { useLiveEvent, useThrottledRefresh } from '../../api/events';
import { useSession } from '../../app/session';
import { useNow } from '../sales/useNow';
import { MissedCallsList } from './MissedCallsList';

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

/**
 * The queue of missed calls: incoming calls of the user's units that no sale answered
 * and nobody marked 'Retornado'. A badge with the count, the number, the
 * customer when known, how long ago, a button to the order form for the number and 'Retornado'.
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
  const total = list.data?.total ?? 0;

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
      </div>
    </div>
  );
}
