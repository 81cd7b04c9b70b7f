import { MISSED_CALL_TEXTS as T, CALL_LOG_TEXTS, formatPhone, sinceLabel } from '@ability/domain';
import { PhoneOutlined } from '@ant-design/icons';
import { Badge, Button, List, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { type MissedCall, missedCallKeys, useMarkReturned, useMissedCalls } from '../../api/call-logs';
import { useLiveEvent, useThrottledRefresh } from '../../api/events';
import { useSession } from '../../app/session';
import { useNotify } from '../../shared/notify';
import { useNow } from '../sales/useNow';
import { saleForPhonePath } from './CallerIdListener';

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
 * The queue of missed calls (issue 22 item 6): incoming calls of the user's units that no sale answered
 * (domain.md "Missed call") and nobody marked 'Retornado'. A badge with the count, the number, the
 * customer when known, how long ago, a button to the order form for the number and 'Retornado'.
 */
export function MissedCalls() {
  const [page, setPage] = useState(1);
  const list = useMissedCalls(page);
  const returned = useMarkReturned();
  const notify = useNotify();
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
            <Badge
              count={total}
              showZero
              overflowCount={999}
              color={total ? '#cf1322' : '#98a2b3'}
              title={T.badge(total)}
            />
          </span>
        </Space>
      </div>
      <div className="missed-calls-body">
        {/* Loading takes the empty text's one line: the sales list below does not move up when none arrive. */}
        {list.isLoading && !list.data ? (
          <div style={{ height: 22, display: 'flex', alignItems: 'center' }}>
            <Spin size="small" />
          </div>
        ) : total === 0 ? (
          <span className="text-secondary">{T.empty}</span>
        ) : (
          // A list, not a table: the call log's rows stay the only rows of the page.
          <List<MissedCall>
            size="small"
            rowKey="id"
            loading={list.isLoading}
            dataSource={list.data?.rows}
            pagination={
              total > (list.data?.perPage ?? 25)
                ? { current: page, pageSize: list.data?.perPage ?? 25, total, onChange: setPage, size: 'small' }
                : false
            }
            renderItem={(c) => (
              <List.Item
                className="missed-call"
                data-phone={c.phone}
                actions={[
                  <Link key="sell" to={saleForPhonePath(c.phone)} aria-label={`${T.sell} ${formatPhone(c.phone)}`}>
                    <Button size="small" type="primary" tabIndex={-1}>
                      {T.sell}
                    </Button>
                  </Link>,
                  <Button
                    key="returned"
                    size="small"
                    aria-label={`${T.returned} ${formatPhone(c.phone)}`}
                    loading={returned.isPending && returned.variables === c.id}
                    onClick={() => returned.mutateAsync(c.id).then(() => notify.success(T.returnedDone))}
                  >
                    {T.returned}
                  </Button>,
                ]}
              >
                <Space size={12} wrap>
                  <strong>{formatPhone(c.phone)}</strong>
                  <span className={c.customer ? undefined : 'muted'}>
                    {c.customer?.name ?? CALL_LOG_TEXTS.unknownNumber}
                  </span>
                  {severalUnits && <span className="text-secondary">{c.resale.name}</span>}
                  <span className="text-secondary" title={dayjs(c.created_at).format('DD/MM/YYYY HH:mm:ss')}>
                    {sinceLabel(c.created_at, new Date(now))}
                  </span>
                </Space>
              </List.Item>
            )}
          />
        )}
      </div>
    </div>
  );
}
