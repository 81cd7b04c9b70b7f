import {
  EMPTIES_TEXTS as E,
  CONTACT_OUTCOMES,
  CONTACT_OUTCOME_LABELS,
  type CustomerSegment,
  GAS_DO_POVO_CUSTOMER_TEXTS as G,
  REPURCHASE_TEXTS as T,
  addDays,
  daysBetween,
  formatDateBr,
  formatPhone,
  repurchaseReason,
} from '@ability/domain';
import { PhoneOutlined, ShoppingCartOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, DatePicker, Dropdown, Popover, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  type Customer,
  useCustomerList,
  useCustomerListOptions,
  useRegisterContact,
  useRepurchaseStats,
} from '../../api/customers';
import { todayIso } from '../../shared/DateRangeFilter';
import { ListPage } from '../../shared/ListPage';
import { UnitFilter } from '../../shared/UnitFilter';
import { useNotify } from '../../shared/notify';
import { useListState } from '../../shared/useListState';
import { SegmentTag } from './SegmentTag';
import { CUSTOMERS_PATH } from './paths';

/**
 * Why the customer is in the queue, beside the name (the table has no room for a column): the Gás do Povo
 * voucher due or the callback day; the predicted purchase, the queue's usual reason, goes without a tag.
 */
function ReasonTag({ reason }: { reason: string }) {
  if (reason === G.voucherDue) return <Tag color="green">{reason}</Tag>;
  if (reason === G.callback) return <Tag>{reason}</Tag>;
  return null;
}

/** The outcomes offered in the queue ('Ligar depois' has its own button with a day). */
const OUTCOMES = CONTACT_OUTCOMES.filter((o) => o !== 'blank' && o !== 'scheduled');

/**
 * Recompra (/recompra): the customers due today in the user's units, most overdue first
 * (GET /customers?due=true, paged by the server). Per customer: call (tel:), WhatsApp with a ready text,
 * 'Vender' (the order form with their last order, /vendas/novo/{phone}), an outcome, or 'Ligar depois' with
 * the day that brings them back. A recorded outcome takes them off the queue.
 */
export function RepurchasePage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const state = useListState('/recompra', { resale_id: undefined as string | undefined });
  const list = useCustomerList({ due: 'true', resale_id: state.values.resale_id, page: state.page });
  const units = useCustomerListOptions(state.values.resale_id).data?.resales;
  const register = useRegisterContact();
  const stats = useRepurchaseStats(state.values.resale_id).data?.stats;
  const today = todayIso();

  const record = async (c: Customer, contacted: string, callbackOn?: string) => {
    try {
      await register.mutateAsync({ id: c.id, contacted, callback_on: callbackOn });
      notify.success(T.saved);
    } catch {
      notify.error(T.saveError);
    }
  };

  const columns: ColumnsType<Customer> = [
    {
      title: T.columns.customer,
      key: 'name',
      render: (_, c) => (
        // A reason tag wraps under the name rather than pushing the actions out of the screen.
        <Space size={6} wrap style={{ maxWidth: 300 }}>
          <Link to={`${CUSTOMERS_PATH}/${c.id}/editar`}>{c.name}</Link>
          <SegmentTag segment={c.segment as CustomerSegment | undefined} />
          <ReasonTag reason={repurchaseReason(c, today)} />
          {c.empties.length > 0 && (
            <span className="repurchase-empties" data-testid="repurchase-empties">
              {E.customerLine(c.empties)}
            </span>
          )}
        </Space>
      ),
    },
    {
      title: T.columns.phone,
      key: 'phone',
      render: (_, c) =>
        c.contacts[0] ? (
          <a href={`tel:+55${c.contacts[0].phone}`} aria-label={`Ligar para ${c.name}`}>
            <PhoneOutlined /> {formatPhone(c.contacts[0].phone)}
          </a>
        ) : (
          '—'
        ),
    },
    { title: T.columns.lastOrder, key: 'last', render: (_, c) => formatDateBr(c.last_sale?.sold_on) || '—' },
    {
      title: T.columns.interval,
      key: 'interval',
      align: 'right',
      render: (_, c) => (c.purchase_interval_days ? T.days(c.purchase_interval_days) : '—'),
    },
    {
      title: T.columns.late,
      key: 'late',
      align: 'right',
      render: (_, c) => {
        // Due by the voucher: late since the voucher's day.
        const due =
          c.gas_do_povo && c.gas_do_povo.next_voucher_on <= today ? c.gas_do_povo.next_voucher_on : c.repurchase_on;
        return due ? (
          <span title={`${T.columns.due} ${formatDateBr(due)}`}>{T.lateDays(daysBetween(due, today))}</span>
        ) : (
          '—'
        );
      },
    },
    {
      title: T.columns.actions,
      key: 'actions',
      render: (_, c) => {
        const phone = phoneOf(c);
        const unit = units?.find((u) => u.id === c.resale_id)?.name ?? '';
        return (
          <Space size={4}>
            <Button
              type="primary"
              size="small"
              icon={<ShoppingCartOutlined />}
              onClick={() => navigate(saleFormPath(c))}
            >
              {T.sell}
            </Button>
            {phone && (
              <Button
                size="small"
                icon={<WhatsAppOutlined />}
                aria-label={T.whatsapp}
                title={T.whatsapp}
                href={`https://wa.me/55${phone}?text=${encodeURIComponent(T.whatsappText(c.name.split(' ')[0] ?? '', unit))}`}
                target="_blank"
                rel="noreferrer"
              />
            )}
            <Dropdown
              trigger={['click']}
              menu={{
                items: OUTCOMES.map((o) => ({ key: o, label: CONTACT_OUTCOME_LABELS[o] })),
                onClick: ({ key }) => record(c, key),
              }}
            >
              <Button size="small">{T.outcome}</Button>
            </Dropdown>
            <CallLater onPick={(day) => record(c, 'scheduled', day)} today={today} />
          </Space>
        );
      },
    },
  ];

  return (
    <ListPage<Customer>
      title={T.title}
      total={list.data?.meta.total}
      above={
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          <Typography.Text type="secondary">{T.intro}</Typography.Text>
          <div data-testid="repurchase-stats">
            <Typography.Text strong>{T.statsTitle}: </Typography.Text>
            {stats?.length
              ? stats.map((s) => (
                  <span key={s.user_id ?? 0} className="repurchase-stat">
                    {s.user} — {T.statLine(s.calls, s.orders, s.rate)}
                  </span>
                ))
              : T.statsNone}
          </div>
          <UnitFilter units={units} value={state.values.resale_id} onChange={(v) => state.set({ resale_id: v })} />
        </Space>
      }
      columns={columns}
      rows={list.data?.data}
      rowKey="id"
      loading={list.isFetching}
      loadingText={T.loading}
      emptyText={list.isError ? T.loadError : T.empty}
      page={state.page}
      perPage={list.data?.meta.per_page ?? 25}
      onPageChange={(page) => state.set({ ...state.values, page })}
      onRowOpen={(c) => navigate(saleFormPath(c))}
    />
  );
}

/** The number to call or message: the WhatsApp one first. */
const phoneOf = (c: Customer) => (c.contacts.find((x) => x.whatsapp) ?? c.contacts[0])?.phone;

/** The order form for a customer of the queue: by their phone, as a call opens it, or by their id without one. */
function saleFormPath(c: Customer): string {
  const phone = phoneOf(c);
  return phone ? `/vendas/novo/${phone}` : `/vendas/novo?cliente=${c.id}`;
}

/** 'Ligar depois': a day from tomorrow on; the customer comes back to the queue on that day. */
function CallLater({ onPick, today }: { onPick: (day: string) => void; today: string }) {
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(addDays(today, 1));
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={T.callLaterOn}
      content={
        <Space>
          <DatePicker
            aria-label={T.callLaterOn}
            format="DD/MM/YYYY"
            value={dayjs(day)}
            allowClear={false}
            disabledDate={(d) => d.format('YYYY-MM-DD') <= today}
            onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
          />
          <Button
            type="primary"
            onClick={() => {
              setOpen(false);
              onPick(day);
            }}
          >
            {T.callLaterSave}
          </Button>
        </Space>
      }
    >
      <Button size="small">{T.callLater}</Button>
    </Popover>
  );
}
