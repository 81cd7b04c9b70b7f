import { NFCE_SCREEN_TEXTS as N, SALE_TEXTS as T, SUMMARY_OTHERS_KEY, canAccess, formatCents } from '@ability/domain';
import { DownOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Space, Spin } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { Suspense, lazy, useDeferredValue, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useFiscalServicesDown } from '../../api/nfce';
import { type Sale, useSaleList, useSaleOptions, useSalesLiveRefresh } from '../../api/sales';
import { useSession } from '../../app/session';
import { MissedCalls } from '../call-logs/MissedCalls';
import { DateRangeOnDemand } from '../../shared/DateRangeOnDemand';
import { CreateButton, ListPage } from '../../shared/ListPage';
import { OnDemandDropdown } from '../../shared/OnDemandDropdown';
import { addressCell, moneyCell } from '../../shared/cells';
import { todayParam } from '../../shared/todayRange';
import { useListState } from '../../shared/useListState';
import { useStaysTrue } from '../../shared/useStaysTrue';
import { NfceTag } from '../fiscal/NfceTag';
import { useNfceIssue } from '../fiscal/useNfceActions';
import { LiveSaleStatus } from './SaleStatusTag';
import { STATUS_ACTIONS, useSaleActions } from './saleActions';
import { itemsText, saleValue, shareUrl, sumByName } from './saleText';

/** What the first screen does not show: the filters' panel, the details and the printable order. */
const SaleListFilters = lazy(() => import('./SaleListFilters').then((m) => ({ default: m.SaleListFilters })));
const SaleDetailsDrawer = lazy(() => import('./SaleDetailsDrawer').then((m) => ({ default: m.SaleDetailsDrawer })));
const SalePrintModal = lazy(() => import('./SalePrintModal').then((m) => ({ default: m.SalePrintModal })));
/** A unit's notes without an answer from SEFAZ: the notice's module (antd's Alert) loads only then. */
const FiscalServiceNotice = lazy(() => import('../fiscal/FiscalServiceNotice'));

/** The home screen: 'Pedidos (total)', filters remembered, bulk actions, summary footer, live status. */
export function SaleListPage() {
  const session = useSession();
  const location = useLocation();
  const isAdmin = session.role === 'admin';
  const isDeliverer = session.role === 'deliverer';
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
    nfce_status: undefined as string | undefined,
  });
  const v = state.values;
  const ownEmployee = isDeliverer && session.employee ? String(session.employee.id) : undefined;
  const query = { ...v, employee_id: ownEmployee ?? v.employee_id, page: state.page };
  const list = useSaleList(query);
  const options = useSaleOptions();
  const o = options.data;
  const actions = useSaleActions();
  const nfce = useNfceIssue();
  const home = location.pathname === '/';
  const servicesDown = useFiscalServicesDown(home && !isDeliverer).data ?? [];
  const [selected, setSelected] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [printing, setPrinting] = useState<Sale | null>(null);

  const detailsUsed = useStaysTrue(openId !== null);
  const printUsed = useStaysTrue(printing !== null);

  useSalesLiveRefresh();

  // The rows are drawn in a transition (useDeferredValue): React splits the table's render — antd
  // computing the styles of every cell's components — into short tasks instead of one long task that
  // blocks the page when the list arrives (Lighthouse's total blocking time).
  const data = useDeferredValue(list.data);
  const rows = data?.rows;
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
      ...(s.status !== 'canceled' &&
      s.status !== 'rejected' &&
      (s.nfce_status === 'rejeitada' || (!s.nfce_status && o?.nfce_manual_unit_ids.includes(s.resale.id)))
        ? [{ key: 'nfce', label: s.nfce_status ? N.resend : N.issue, onClick: () => nfce.run(s.id) }]
        : []),
      ...(s.nfce_status === 'autorizada'
        ? [{ key: 'danfe', label: <Link to={`/vendas/${s.id}/danfe`}>{N.printDanfe}</Link> }]
        : []),
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
            <span className="cell-line text-secondary" title={T.noCustomer}>
              {T.noCustomer}
            </span>
          );
        const address = addressCell(s.customer.address);
        return (
          <>
            <span className="cell-line" title={s.customer.name}>
              {s.customer.name}
            </span>
            <span className="cell-line text-secondary" title={address} style={{ fontSize: 12 }}>
              {address}
            </span>
          </>
        );
      },
    },
    {
      title: T.fields.items,
      key: 'items',
      render: (_, s) => (
        <span className="cell-line" title={itemsText(s)}>
          {itemsText(s)}
        </span>
      ),
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
      render: (_, s) => <LiveSaleStatus sale={s} />,
    },
    {
      title: N.column,
      key: 'nfce',
      width: 130,
      render: (_, s) => <NfceTag state={s.nfce_status} />,
    },
    {
      title: T.actions,
      key: 'actions',
      width: 64,
      render: (_, s) => (
        <OnDemandDropdown menu={rowMenu(s)} trigger={['click']}>
          <Button type="text" icon={<MoreOutlined />} aria-label={`Ações da venda ${s.doc_number}`} />
        </OnDemandDropdown>
      ),
    },
  ];

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
    v.nfce_status,
  ].filter(Boolean).length;

  const summary = data;
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
      {home && servicesDown.length > 0 && (
        <Suspense fallback={null}>
          <FiscalServiceNotice units={servicesDown} />
        </Suspense>
      )}
      {/* The home screen holds the queue of missed calls for those who answer the phone. */}
      {home && canAccess(session.role, 'call_logs', 'menu') && (
        <MissedCalls ready={data !== undefined || list.isError} />
      )}
      <ListPage<Sale>
        title={T.listTitle}
        total={data?.total}
        exportOf={{ path: '/sales', query }}
        actions={
          <>
            {/* Opened by a click, as the rows' menus: a hover menu closes if the pointer strays on its way. */}
            <OnDemandDropdown
              disabled={selected.length === 0}
              trigger={['click']}
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
            </OnDemandDropdown>
            <CreateButton to="/vendas/novo">{T.newButton}</CreateButton>
          </>
        }
        search={{ placeholder: T.search, value: v.search, onSearch: (s) => state.set({ search: s }) }}
        filters={
          <Suspense fallback={<Spin size="small" />}>
            <SaleListFilters
              values={v}
              set={state.set}
              options={o}
              ownEmployee={ownEmployee}
              sellerLocked={isDeliverer}
            />
          </Suspense>
        }
        activeFilters={filterCount}
        onClear={state.reset}
        above={
          <Space wrap style={{ marginBottom: 12 }}>
            <DateRangeOnDemand value={v.date} onChange={(d) => state.set({ date: d ?? todayParam() })} />
          </Space>
        }
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={!data && (list.isFetching || list.data !== undefined)}
        loadingText={T.loading}
        emptyText={T.empty}
        page={state.page}
        perPage={data?.perPage ?? 25}
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
      {/* Drawn from the first opening on (and kept, so they close with their animation). */}
      {detailsUsed && (
        <Suspense fallback={null}>
          <SaleDetailsDrawer sale={open} actions={actions} onPrint={setPrinting} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
      {printUsed && (
        <Suspense fallback={null}>
          <SalePrintModal sale={printing} onClose={() => setPrinting(null)} />
        </Suspense>
      )}
    </>
  );
}
