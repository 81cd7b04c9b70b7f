import {
  SALE_CHANNELS,
  SALE_CHANNEL_LABELS,
  SALE_FILTER_STATUSES,
  SALE_STATUS_LABELS,
  SALE_TEXTS as T,
  SUMMARY_OTHERS_KEY,
  canAccess,
  formatCents,
} from '@ability/domain';
import { DownOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type Sale, useSaleList, useSaleOptions, useSalesLiveRefresh } from '../../api/sales';
import { useSession } from '../../app/session';
import { MissedCalls } from '../call-logs/MissedCalls';
import { DateRangeFilter, todayParam } from '../../shared/DateRangeFilter';
import { ListPage } from '../../shared/ListPage';
import { UnitFilter } from '../../shared/UnitFilter';
import { addressCell, moneyCell } from '../../shared/cells';
import { useListState } from '../../shared/useListState';
import { SaleDetailsDrawer } from './SaleDetailsDrawer';
import { SalePrintModal } from './SalePrintModal';
import { SaleMoving, SaleStatusTag } from './SaleStatusTag';
import { STATUS_ACTIONS, useSaleActions } from './saleActions';
import { itemsText, saleValue, shareUrl, sumByName } from './saleText';
import { useNow } from './useNow';

/** The home screen: 'Pedidos (total)', filters remembered, bulk actions, summary footer, live status. */
export function SaleListPage() {
  const session = useSession();
  const location = useLocation();
  const isAdmin = session.role === 'admin';
  const isDeliverer = session.role === 'deliverer';
  const now = useNow();
  const state = useListState('/sales', {
    search: undefined as string | undefined,
    date: todayParam() as string | undefined,
    status: undefined as string | undefined,
    resale_id: undefined as string | undefined,
    channel: undefined as string | undefined,
    employee_id: undefined as string | undefined,
    amount: undefined as string | undefined,
    payment_method_id: undefined as string | undefined,
    user_id: undefined as string | undefined,
    group_id: undefined as string | undefined,
    sector_id: undefined as string | undefined,
  });
  const v = state.values;
  const ownEmployee = isDeliverer && session.employee ? String(session.employee.id) : undefined;
  const query = { ...v, employee_id: ownEmployee ?? v.employee_id, page: state.page };
  const list = useSaleList(query);
  const options = useSaleOptions();
  const o = options.data;
  const actions = useSaleActions();
  const [selected, setSelected] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [printing, setPrinting] = useState<Sale | null>(null);

  useSalesLiveRefresh();

  const rows = list.data?.rows;
  const open = rows?.find((r) => r.id === openId) ?? null;
  const productName = (id: string) =>
    id === SUMMARY_OTHERS_KEY
      ? T.summary.otherProducts
      : (o?.products.find((p) => String(p.id) === id)?.description ?? `#${id}`);
  const methodName = (id: string) =>
    id === SUMMARY_OTHERS_KEY
      ? T.summary.otherMethods
      : (o?.payment_methods.find((p) => String(p.id) === id)?.description ?? `#${id}`);

  const rowMenu = (s: Sale) => ({
    items: [
      { key: 'details', label: T.details, onClick: () => setOpenId(s.id) },
      { key: 'edit', label: <Link to={`/vendas/${s.id}/editar`}>{T.edit}</Link> },
      ...STATUS_ACTIONS.filter((a) => a.key !== s.status).map((a) => ({
        key: a.key,
        label: a.label,
        danger: a.key === 'canceled',
        onClick: () => actions.move(s, a.key),
      })),
      { key: 'print', label: T.print, onClick: () => setPrinting(s) },
      {
        key: 'share',
        label: (
          <a href={shareUrl(s)} target="_blank" rel="noreferrer">
            {T.share}
          </a>
        ),
      },
      ...(isAdmin
        ? [{ key: 'destroy', label: T.actionLabels.destroy, danger: true, onClick: () => actions.remove(s) }]
        : []),
    ],
  });

  // Fixed widths (the customer and the items take what is left, cut with an ellipsis) keep the status and
  // the actions in view at 1366 px and every row one height.
  const columns: ColumnsType<Sale> = [
    {
      title: T.fields.doc_number,
      dataIndex: 'doc_number',
      width: 76,
      render: (n: number, s) => (
        <Button type="link" size="small" onClick={() => setOpenId(s.id)} aria-label={`Detalhes da venda ${n}`}>
          #{n}
        </Button>
      ),
    },
    {
      title: T.fields.sold_on,
      dataIndex: 'sold_on',
      width: 96,
      render: (d: string) => <span style={{ whiteSpace: 'nowrap' }}>{dayjs(d).format('DD/MM HH:mm')}</span>,
    },
    {
      title: T.fields.customer,
      key: 'customer',
      render: (_, s) => {
        if (!s.customer)
          return (
            <Typography.Text type="secondary" ellipsis={{ tooltip: T.noCustomer }}>
              {T.noCustomer}
            </Typography.Text>
          );
        const address = addressCell(s.customer.address);
        return (
          <>
            <Typography.Text ellipsis={{ tooltip: s.customer.name }} style={{ display: 'block' }}>
              {s.customer.name}
            </Typography.Text>
            <Typography.Text
              type="secondary"
              ellipsis={{ tooltip: address }}
              style={{ display: 'block', fontSize: 12 }}
            >
              {address}
            </Typography.Text>
          </>
        );
      },
    },
    {
      title: T.fields.items,
      key: 'items',
      render: (_, s) => <Typography.Text ellipsis={{ tooltip: itemsText(s) }}>{itemsText(s)}</Typography.Text>,
    },
    { title: T.fields.total, key: 'total', align: 'right', width: 100, render: (_, s) => moneyCell(saleValue(s)) },
    {
      title: T.fields.employee,
      key: 'employee',
      width: 130,
      ellipsis: true,
      render: (_, s) => s.employee?.name ?? '—',
    },
    {
      title: T.fields.status,
      key: 'status',
      width: 150,
      render: (_, s) => (
        <>
          <SaleStatusTag sale={s} now={now} />
          <SaleMoving sale={s} now={now} compact />
        </>
      ),
    },
    {
      title: T.actions,
      key: 'actions',
      width: 64,
      render: (_, s) => (
        <Dropdown menu={rowMenu(s)} trigger={['click']}>
          <Button type="text" icon={<MoreOutlined />} aria-label={`Ações da venda ${s.doc_number}`} />
        </Dropdown>
      ),
    },
  ];

  const select = (
    key: keyof typeof v,
    label: string,
    items: { value: string | number; label: string }[],
    disabled = false,
  ) => (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      disabled={disabled}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180 }}
      value={key === 'employee_id' && ownEmployee ? ownEmployee : (v[key] ?? undefined)}
      onChange={(x) => state.set({ [key]: x === undefined || x === null ? undefined : String(x) })}
      options={items.map((i) => ({ value: String(i.value), label: i.label }))}
    />
  );
  const unitOf = (rid: number) => !v.resale_id || String(rid) === v.resale_id;
  const filterCount = [
    v.status,
    v.resale_id,
    v.channel,
    v.employee_id,
    v.amount,
    v.payment_method_id,
    v.user_id,
    v.group_id,
    v.sector_id,
  ].filter(Boolean).length;

  const summary = list.data;
  const footer = summary && (
    <div className="sale-summary" data-testid="sale-summary">
      <Space wrap size="large">
        <span>
          <strong>{T.summary.count}:</strong> {summary.sales.count}
        </span>
        <span data-testid="sale-summary-total">
          <strong>{T.summary.total}:</strong> {formatCents(summary.sales.total_cents)}
        </span>
        <span>
          <strong>{T.summary.products}:</strong>{' '}
          {sumByName(summary.items, productName)
            .map(([name, n]) => `${name}: ${n}`)
            .join(' · ') || '—'}
        </span>
        <span>
          <strong>{T.summary.payments}:</strong>{' '}
          {sumByName(summary.payments, methodName)
            .map(([name, c]) => `${name}: ${formatCents(c)}`)
            .join(' · ') || '—'}
          {summary.sales.change_cents > 0 && ` · ${T.fields.change}: −${formatCents(summary.sales.change_cents)}`}
        </span>
      </Space>
    </div>
  );

  return (
    <>
      {/* The home screen holds the queue of missed calls for those who answer the phone. */}
      {location.pathname === '/' && canAccess(session.role, 'call_logs', 'menu') && <MissedCalls />}
      <ListPage<Sale>
        title={T.listTitle}
        total={list.data?.total}
        exportOf={{ path: '/sales', query }}
        actions={
          <>
            <Dropdown
              disabled={selected.length === 0}
              menu={{
                items: [
                  ...STATUS_ACTIONS.map((a) => ({
                    key: a.key,
                    label: a.label,
                    danger: a.key === 'canceled',
                    onClick: () => actions.moveAll(selected, a.key, () => setSelected([])),
                  })),
                  ...(isAdmin
                    ? [
                        {
                          key: 'destroy',
                          label: T.actionLabels.destroy,
                          danger: true,
                          onClick: () => actions.removeAll(selected, () => setSelected([])),
                        },
                      ]
                    : []),
                ],
              }}
            >
              <Button loading={actions.busy}>
                {T.actions} {selected.length > 0 && `(${selected.length})`} <DownOutlined />
              </Button>
            </Dropdown>
            <Link to="/vendas/novo">
              <Button type="primary" icon={<PlusOutlined />}>
                {T.newButton}
              </Button>
            </Link>
          </>
        }
        search={{ placeholder: T.search, value: v.search, onSearch: (s) => state.set({ search: s }) }}
        filters={
          <Space wrap>
            {select(
              'status',
              T.fields.status,
              SALE_FILTER_STATUSES.map((s) => ({ value: s, label: SALE_STATUS_LABELS[s] })),
            )}
            <UnitFilter units={o?.resales} value={v.resale_id} onChange={(r) => state.set({ resale_id: r })} />
            {select(
              'channel',
              T.fields.channel,
              SALE_CHANNELS.map((c) => ({ value: c, label: SALE_CHANNEL_LABELS[c] })),
            )}
            {select(
              'employee_id',
              T.fields.seller,
              [{ value: 0, label: T.noSeller }, ...(o?.employees ?? []).map((e) => ({ value: e.id, label: e.name }))],
              isDeliverer,
            )}
            {select(
              'amount',
              T.fields.amount,
              (o?.amounts ?? []).map((a) => ({ value: a.value, label: `${formatCents(a.value)} (${a.count})` })),
            )}
            {select(
              'payment_method_id',
              T.fields.payment_method,
              (o?.payment_methods ?? []).map((m) => ({ value: m.id, label: m.description })),
            )}
            {select(
              'user_id',
              T.fields.user,
              (o?.users ?? []).map((u) => ({ value: u.id, label: u.name })),
            )}
            {select(
              'group_id',
              T.fields.group,
              (o?.groups ?? []).filter((g) => unitOf(g.resale_id)).map((g) => ({ value: g.id, label: g.description })),
            )}
            {select(
              'sector_id',
              T.fields.sector,
              (o?.sectors ?? []).filter((g) => unitOf(g.resale_id)).map((g) => ({ value: g.id, label: g.description })),
            )}
          </Space>
        }
        activeFilters={filterCount}
        onClear={state.reset}
        above={
          <Space wrap style={{ marginBottom: 12 }}>
            <DateRangeFilter value={v.date} onChange={(d) => state.set({ date: d ?? todayParam() })} />
          </Space>
        }
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={list.isFetching && !list.data}
        loadingText={T.loading}
        emptyText={T.empty}
        page={state.page}
        perPage={list.data?.perPage ?? 25}
        onPageChange={(page) => state.set({ ...v, page })}
        onRowOpen={(s) => setOpenId(s.id)}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (s) => ({ 'aria-label': `Selecionar venda ${s.doc_number}` }),
        }}
        footer={footer}
        minWidth={1000}
      />
      <SaleDetailsDrawer
        sale={open}
        now={now}
        actions={actions}
        onPrint={setPrinting}
        onClose={() => setOpenId(null)}
      />
      <SalePrintModal sale={printing} onClose={() => setPrinting(null)} />
    </>
  );
}
