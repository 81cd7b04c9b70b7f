import { DownOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import type { BillRecord } from '../../api/bills';
import { useSession } from '../../app/session';
import { DateRangeFilter, todayParam } from '../../shared/DateRangeFilter';
import { CreateButton, ListPage } from '../../shared/ListPage';
import { OnDemandDropdown } from '../../shared/OnDemandDropdown';
import { RowActions } from '../../shared/RowActions';
import { SummaryBar } from '../../shared/SummaryBar';
import { UnitFilter } from '../../shared/UnitFilter';
import { dateCell, moneyCell } from '../../shared/cells';
import { useNotify } from '../../shared/notify';
import { errorReason } from '../../shared/serverErrors';
import { useListState } from '../../shared/useListState';
import type { BillKind } from './kinds';
import { useRemoveRecord } from '../../shared/useRegisterList';

/** The date filter cleared: every date. */
const ALL_DATES = 'all';

export interface BillListPageProps {
  kind: BillKind;
}

/** Receivables or payables: summary bar toggling status, filters in the URL, selection and bulk settlement. */
export function BillListPage({ kind }: BillListPageProps) {
  const T = kind.texts;
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const state = useListState(kind.apiPath, {
    search: undefined as string | undefined,
    date_type: 'due_date' as string | undefined,
    // Remembered filters start on today's range; 'all' = every date.
    date: todayParam() as string | undefined,
    resale_id: undefined as string | undefined,
    user_id: undefined as string | undefined,
    employee_id: undefined as string | undefined,
    payment_method_id: undefined as string | undefined,
    status: 'all' as string | undefined,
  });
  const v = state.values;
  const query = {
    page: state.page,
    [kind.searchParam]: v.search,
    date_type: v.date_type,
    date: v.date === ALL_DATES ? undefined : v.date,
    resale_id: v.resale_id,
    user_id: kind.peopleFilters ? v.user_id : undefined,
    employee_id: kind.peopleFilters ? v.employee_id : undefined,
    payment_method_id: v.payment_method_id,
    status: v.status,
  };
  const list = kind.hooks.useList(query);
  const options = kind.hooks.useOptions();
  const onDelete = useRemoveRecord<BillRecord>(
    kind.hooks.useDelete(),
    (r) => T.removed(r.id),
    (r) => T.removeError(r.id),
  );
  const bulk = kind.hooks.useBulk();
  const [selected, setSelected] = useState<number[]>([]);
  const isAdmin = session.role === 'admin';
  const editPath = (r: BillRecord) => `${kind.path}/${r.id}/editar`;
  const summary = list.data?.meta.summary;

  const onBulk = async () => {
    notify.info('Aplicando ação...');
    try {
      await bulk.mutateAsync(selected);
      notify.success('Ação aplicada com sucesso.');
      setSelected([]);
    } catch (err) {
      const body = err instanceof ApiError ? err.body : null;
      if (Array.isArray(body))
        for (const item of body as { id: number; status: string[] }[])
          for (const m of item.status) notify.error(`#${item.id}: ${m}`);
      else notify.error(errorReason(err) ?? 'Ocorreu um erro ao aplicar a ação.');
    }
  };

  const columns: ColumnsType<BillRecord> = [
    { title: T.columns.issue_date, dataIndex: 'issue_date', render: dateCell },
    { title: T.columns.due_date, dataIndex: 'due_date', render: dateCell },
    { title: T.columns.receipt_date, key: 'settled_on', render: (_, r) => dateCell(kind.settledOn(r)) },
    {
      title: T.columns.party,
      key: 'party',
      render: (_, r) => (
        <>
          <Link to={editPath(r)}>{kind.party(r)?.name ?? '—'}</Link>
          {r.document && <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>Doc. {r.document}</div>}
        </>
      ),
    },
    { title: T.columns.payment_method, dataIndex: ['payment_method', 'description'], render: (d?: string) => d ?? '—' },
    {
      title: T.columns.debt,
      dataIndex: 'debt_cents',
      align: 'right',
      render: (c: number, r) =>
        c === 0 ? (
          <Tag color="success">{kind.statuses[0]!.label}</Tag>
        ) : (
          <span style={{ color: r.status === 'overdue' ? '#cf1322' : undefined }}>{moneyCell(c)}</span>
        ),
    },
    { title: T.columns.total, dataIndex: 'value_cents', align: 'right', render: moneyCell },
    {
      title: T.columns.actions,
      key: 'actions',
      width: 100,
      render: (_, r) => (
        <RowActions
          name={`${T.menu} #${r.id}`}
          editTo={editPath(r)}
          onDelete={() => onDelete(r)}
          deleteDisabledReason={isAdmin ? undefined : 'Somente administradores podem remover.'}
        />
      ),
    },
  ];

  const filterCount = [
    v.date !== ALL_DATES && v.date,
    v.resale_id,
    v.user_id,
    v.employee_id,
    v.payment_method_id,
  ].filter(Boolean).length;
  const o = options.data;
  const peopleSelect = (key: 'user_id' | 'employee_id', label: string, items: { id: number; name: string }[]) => (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 200 }}
      value={v[key] ? Number(v[key]) : undefined}
      onChange={(x) => state.set({ [key]: x ? String(x) : undefined })}
      options={items.map((p) => ({ value: p.id, label: p.name }))}
    />
  );

  return (
    <ListPage<BillRecord>
      title={T.listTitle}
      total={list.data?.meta.total}
      actions={
        <>
          <OnDemandDropdown
            disabled={selected.length === 0}
            trigger={['click']}
            menu={{ items: [{ key: 'settle', label: T.bulkAction, onClick: onBulk }] }}
          >
            <Button loading={bulk.isPending}>
              Ações {selected.length > 0 && `(${selected.length})`} <DownOutlined />
            </Button>
          </OnDemandDropdown>
          <CreateButton to={`${kind.path}/nova`}>{T.createButton}</CreateButton>
        </>
      }
      search={{ placeholder: T.searchPlaceholder, value: v.search, onSearch: (s) => state.set({ search: s }) }}
      filters={
        <Space wrap>
          <Select
            aria-label={T.filters.dateType}
            style={{ minWidth: 150 }}
            value={v.date_type}
            onChange={(d) => state.set({ date_type: d })}
            options={kind.dateTypes}
          />
          <DateRangeFilter
            allowClear
            value={v.date === ALL_DATES ? undefined : v.date}
            onChange={(d) => state.set({ date: d ?? ALL_DATES })}
          />
          <UnitFilter units={o?.resales} value={v.resale_id} onChange={(r) => state.set({ resale_id: r })} />
          {kind.peopleFilters && peopleSelect('user_id', T.filters.seller, o?.users ?? [])}
          {kind.peopleFilters && peopleSelect('employee_id', T.filters.deliverer, o?.employees ?? [])}
          <Select
            aria-label={T.filters.payment_method}
            placeholder={T.filters.payment_method}
            allowClear
            style={{ minWidth: 200 }}
            value={v.payment_method_id ? Number(v.payment_method_id) : undefined}
            onChange={(x) => state.set({ payment_method_id: x ? String(x) : undefined })}
            options={(o?.payment_methods ?? []).map((m) => ({ value: m.id, label: m.description }))}
          />
        </Space>
      }
      activeFilters={filterCount}
      onClear={filterCount || v.search || v.status !== 'all' ? state.reset : undefined}
      above={
        <SummaryBar
          active={v.status}
          onToggle={(k) => state.set({ status: k })}
          items={kind.statuses.map((s) => ({
            key: s.key,
            label: s.label,
            color: s.color,
            count: summary?.[s.key]?.count ?? 0,
            value_cents: summary?.[s.key]?.value_cents ?? 0,
          }))}
        />
      }
      columns={columns}
      rows={list.data?.data}
      rowKey="id"
      loading={list.isFetching}
      loadingText={T.loading}
      emptyText={T.empty}
      page={state.page}
      perPage={list.data?.meta.per_page ?? 25}
      onPageChange={(page) => state.set({ ...v, page })}
      onRowOpen={(r) => navigate(editPath(r))}
      exportOf={{ path: kind.apiPath, query }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => setSelected(keys as number[]),
        getCheckboxProps: (r) => ({ disabled: r.debt_cents === 0, 'aria-label': `Selecionar #${r.id}` }),
      }}
      rowClassName={(r) => (r.status === 'overdue' ? 'row-overdue' : '')}
    />
  );
}
