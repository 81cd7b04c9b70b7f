import { MISSED_CALL_TEXTS as T, CALL_LOG_TEXTS, formatPhone, sinceLabel } from '@ability/domain';
import { Button, List, Space } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { type MissedCall, useMarkReturned } from '../../api/call-logs';
import { useNotify } from '../../shared/notify';
import { saleForPhonePath } from './CallerIdListener';

/**
 * The missed calls' rows (MissedCalls.tsx): antd's List, loaded with the first missed call — the home
 * screen's first load, usually with none, has the queue's frame and its count only.
 */
export default function MissedCallsList({
  rows,
  loading,
  page,
  perPage,
  total,
  onPage,
  severalUnits,
  now,
}: {
  rows: MissedCall[] | undefined;
  loading: boolean;
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  /** The unit of each call, for those who answer for more than one. */
  severalUnits: boolean;
  now: number;
}) {
  const returned = useMarkReturned();
  const notify = useNotify();
  return (
    // A list, not a table: the call log's rows stay the only rows of the page.
    <List<MissedCall>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={
        total > perPage ? { current: page, pageSize: perPage, total, onChange: onPage, size: 'small' } : false
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
            <span className={c.customer ? undefined : 'muted'}>{c.customer?.name ?? CALL_LOG_TEXTS.unknownNumber}</span>
            {severalUnits && <span className="text-secondary">{c.resale.name}</span>}
            <span className="text-secondary" title={dayjs(c.created_at).format('DD/MM/YYYY HH:mm:ss')}>
              {sinceLabel(c.created_at, new Date(now))}
            </span>
          </Space>
        </List.Item>
      )}
    />
  );
}
