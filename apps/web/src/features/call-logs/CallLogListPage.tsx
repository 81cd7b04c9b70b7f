import {
  CALL_KIND_COLORS,
  CALL_KIND_LABELS,
  CALL_KINDS,
  CALL_LOG_TEXTS as T,
  type CallKind,
  formatPhone,
} from '@ability/domain';
import { Button, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { type CallLog, useCallLogOptions, useCallLogs } from '../../api/call-logs';
import { useEdition } from '../../app/edition';
import { DateRangeFilter, todayParam } from '../../shared/DateRangeFilter';
import { ListPage, pagedListProps } from '../../shared/ListPage';
import { UnitFilter } from '../../shared/UnitFilter';
import { useListState } from '../../shared/useListState';
import { saleForPhonePath } from './CallerIdListener';
import { MissedCalls } from './MissedCalls';

/** Call log (/registro-de-chamadas): date range, unit, kind; newest first. */
export function CallLogListPage() {
  const edition = useEdition();
  const defaults = {
    date: todayParam(),
    kind: undefined as string | undefined,
    resale_id: undefined as string | undefined,
    customer_name: undefined as string | undefined,
  };
  const state = useListState('/call_logs', defaults);
  const v = state.values;
  const query = {
    page: state.page,
    date: v.date === 'all' ? undefined : v.date,
    kind: v.kind,
    resale_id: v.resale_id ? Number(v.resale_id) : undefined,
    customer_name: v.customer_name,
  };
  const list = useCallLogs(query);
  const options = useCallLogOptions();

  const columns: ColumnsType<CallLog> = [
    {
      title: T.columns.created_at,
      dataIndex: 'created_at',
      render: (at: string) => dayjs(at).format('DD/MM/YYYY HH:mm:ss'),
    },
    {
      title: T.columns.kind,
      dataIndex: 'kind',
      render: (k: CallKind) => <Tag color={CALL_KIND_COLORS[k] ?? 'default'}>{CALL_KIND_LABELS[k] ?? k}</Tag>,
    },
    { title: T.columns.phone, dataIndex: 'phone', render: (p: string) => formatPhone(p) },
    {
      title: T.columns.customer,
      dataIndex: 'customer',
      render: (c: CallLog['customer']) => c?.name ?? <span className="muted">{T.unknownNumber}</span>,
    },
    { title: edition.unit, dataIndex: ['resale', 'name'] },
    {
      title: T.columns.actions,
      key: 'actions',
      width: 100,
      render: (_, c) => (
        <Link to={saleForPhonePath(c.phone)} aria-label={`${T.sell} ${formatPhone(c.phone)}`}>
          <Button size="small" type="primary">
            {T.sell}
          </Button>
        </Link>
      ),
    },
  ];

  const filtered = !!(v.kind || v.resale_id || v.customer_name || v.date !== defaults.date);

  return (
    <>
      <MissedCalls />
      <ListPage<CallLog>
        title={T.listTitle}
        total={list.data?.total}
        search={{
          placeholder: T.searchPlaceholder,
          value: v.customer_name,
          onSearch: (s) => state.set({ ...v, customer_name: s || undefined }),
        }}
        above={
          <Space wrap size="middle" className="page-toolbar">
            <DateRangeFilter value={v.date} allowClear onChange={(d) => state.set({ ...v, date: d ?? 'all' })} />
            <Select
              allowClear
              aria-label={T.columns.kind}
              placeholder={T.columns.kind}
              style={{ minWidth: 140 }}
              value={v.kind}
              onChange={(k) => state.set({ ...v, kind: k })}
              options={CALL_KINDS.map((k) => ({ value: k, label: CALL_KIND_LABELS[k] }))}
            />
            <UnitFilter
              units={options.data?.resales}
              value={v.resale_id}
              onChange={(u) => state.set({ ...v, resale_id: u })}
            />
            {filtered && <Button onClick={() => state.reset()}>limpar</Button>}
          </Space>
        }
        columns={columns}
        {...pagedListProps(list, state, T)}
        exportOf={{ path: '/call_logs', query }}
      />
    </>
  );
}
