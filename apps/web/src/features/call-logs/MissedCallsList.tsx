import { MISSED_CALL_TEXTS as T, CALL_LOG_TEXTS, formatPhone, sinceLabel } from '@ability/domain';
import { Button } from 'antd';
import Pagination from 'antd/es/pagination';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { type MissedCall, useMarkReturned } from '../../api/call-logs';
import { useNotify } from '../../shared/notify';
import { saleForPhonePath } from './CallerIdListener';

/**
 * The missed calls' rows (MissedCalls.tsx): a plain list drawn by global.css (.missed-call-list), as antd's
 * small List draws it — not antd's List, whose rules would arrive on the home screen after the sales table
 * and make the browser restyle the whole page a second time. Pagination (already loaded by the table) when
 * there is more than a page.
 */
export function MissedCallsList({
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
    <div aria-busy={loading}>
      <ul className="missed-call-list">
        {(rows ?? []).map((c) => (
          <li key={c.id} className="missed-call" data-phone={c.phone}>
            <span className="missed-call-what">
              <strong>{formatPhone(c.phone)}</strong>
              <span className={c.customer ? undefined : 'muted'}>
                {c.customer?.name ?? CALL_LOG_TEXTS.unknownNumber}
              </span>
              {severalUnits && <span className="text-secondary">{c.resale.name}</span>}
              <span className="text-secondary" title={dayjs(c.created_at).format('DD/MM/YYYY HH:mm:ss')}>
                {sinceLabel(c.created_at, new Date(now))}
              </span>
            </span>
            <span className="missed-call-actions">
              <Link to={saleForPhonePath(c.phone)} aria-label={`${T.sell} ${formatPhone(c.phone)}`}>
                <Button size="small" type="primary" tabIndex={-1}>
                  {T.sell}
                </Button>
              </Link>
              <Button
                size="small"
                aria-label={`${T.returned} ${formatPhone(c.phone)}`}
                loading={returned.isPending && returned.variables === c.id}
                onClick={() => returned.mutateAsync(c.id).then(() => notify.success(T.returnedDone))}
              >
                {T.returned}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {total > perPage && (
        <Pagination
          className="missed-call-pages"
          size="small"
          current={page}
          pageSize={perPage}
          total={total}
          onChange={onPage}
          showSizeChanger={false}
        />
      )}
    </div>
  );
}
