import {
  GAS_DO_POVO_RECONCILIATION_TEXTS as T,
  GAS_DO_POVO_STATES,
  GAS_DO_POVO_STATE_LABELS,
  GAS_DO_POVO_VALIDATION_LABELS,
  type GasDoPovoState,
  formatCents,
  formatDateBr,
  formatDateRangeParam,
  parseDateRange,
  presetRange,
} from '@ability/domain';
import { Alert, Button, Card, DatePicker, Form, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { newIdempotencyKey } from '../../api/client';
import {
  type ReconciliationQuery,
  type ReconciliationRow,
  reconciliationExportUrl,
  useDeposit,
  useReconciliation,
} from '../../api/gas-do-povo-reconciliation';
import { useReportOptions } from '../../api/reports';
import { DateRangeFilter, todayIso } from '../../shared/DateRangeFilter';
import { MoneyInput } from '../../shared/MoneyInput';
import { useNotify } from '../../shared/notify';
import { applyServerErrors } from '../../shared/serverErrors';
import { UnitFilter } from '../../shared/UnitFilter';
import { PrintAndExport } from '../reports/ReportFilters';
import '../reports/reports.css';
import './reconciliation.css';

const STATE_COLORS: Record<GasDoPovoState, string> = {
  pending: 'blue',
  overdue: 'red',
  received: 'green',
  divergent: 'orange',
};

const C = T.columns;
const money = (cents: number) => formatCents(cents);
const nowrap = { style: { whiteSpace: 'nowrap' as const } };
/** No cell wraps: the whole row reads on one line at 1366 px. */
const columns: ColumnsType<ReconciliationRow> = (
  [
    { title: C.sold_on, dataIndex: 'sold_on', width: 100, render: (d: string) => formatDateBr(d) },
    { title: C.sale, dataIndex: 'sale_id', width: 80 },
    { title: C.nsu, dataIndex: 'nsu' },
    {
      title: C.validation,
      dataIndex: 'validation',
      render: (v: ReconciliationRow['validation']) => GAS_DO_POVO_VALIDATION_LABELS[v],
    },
    { title: C.cpf_last4, dataIndex: 'cpf_last4', width: 96, render: (v: string) => `***${v}` },
    { title: C.due_date, dataIndex: 'due_date', width: 110, render: (d: string) => formatDateBr(d) },
    { title: C.expected, dataIndex: 'expected_cents', align: 'right', render: money },
    { title: C.received, dataIndex: 'received_cents', align: 'right', render: money },
    {
      title: C.difference,
      dataIndex: 'difference_cents',
      align: 'right',
      render: (v: number, r) => (r.state === 'divergent' ? <strong>{money(v)}</strong> : money(v)),
    },
    {
      title: C.receipt_date,
      dataIndex: 'receipt_date',
      width: 110,
      render: (d: string | null) => formatDateBr(d) || '—',
    },
    {
      title: C.state,
      dataIndex: 'state',
      width: 110,
      render: (s: GasDoPovoState) => <Tag color={STATE_COLORS[s]}>{GAS_DO_POVO_STATE_LABELS[s]}</Tag>,
    },
  ] as ColumnsType<ReconciliationRow>
).map((c) => ({ ...c, onCell: () => nowrap }));

const open = (r: ReconciliationRow) => r.expected_cents - r.received_cents;

interface DepositForm {
  date: Dayjs | null;
  value_cents: number | null;
}

/**
 * Conciliação do Gás do Povo (Financeiro): a unit's redemptions of a period with their state and the
 * totals per state; a Caixa deposit pays the redemptions chosen in the list (or, none chosen, those that
 * match its date and total), booked into the unit's Caixa account. Printable and exportable.
 */
export function ReconciliationPage() {
  const notify = useNotify();
  const options = useReportOptions();
  const units = options.data?.resales;
  const [resale, setResale] = useState<string | undefined>();
  const [range, setRange] = useState<string | undefined>(() =>
    formatDateRangeParam(presetRange('this_month', todayIso())),
  );
  const [state, setState] = useState<GasDoPovoState | undefined>();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<number, number>>(new Map());
  const [form] = Form.useForm<DepositForm>();
  const [key, setKey] = useState(newIdempotencyKey);
  const [alert, setAlert] = useState<string[]>([]);
  const first = units?.[0]?.id;
  useEffect(() => {
    if (first !== undefined && resale === undefined) setResale(String(first));
  }, [first, resale]);
  const period = parseDateRange(range);
  const q: ReconciliationQuery | null =
    resale && period ? { resale_id: Number(resale), start: period.start, end: period.end, state, page } : null;
  const list = useReconciliation(q);
  const deposit = useDeposit();
  const d = list.data;
  const unitName = units?.find((u) => String(u.id) === resale)?.name;
  const chosenTotal = useMemo(() => [...chosen.values()].reduce((s, v) => s + v, 0), [chosen]);
  const resetChoice = () => setChosen(new Map());

  const submit = async (v: DepositForm) => {
    if (!resale) return;
    setAlert([]);
    try {
      const res = await deposit.mutateAsync({
        body: {
          resale_id: Number(resale),
          date: (v.date ?? dayjs()).format('YYYY-MM-DD'),
          value_cents: v.value_cents ?? 0,
          redemption_ids: chosen.size ? [...chosen.keys()] : undefined,
        },
        idempotencyKey: key,
      });
      notify.success(T.deposit.done(res.redemption_ids.length, res.value_cents));
      setKey(newIdempotencyKey());
      resetChoice();
      form.resetFields();
    } catch (e) {
      setKey(newIdempotencyKey());
      setAlert(applyServerErrors(form, e));
    }
  };

  const totals = d?.meta.totals;
  const totalCards: (GasDoPovoState | 'all')[] = ['all', ...GAS_DO_POVO_STATES];
  return (
    <div className="page-card report-page">
      <Typography.Title level={3}>{T.title}</Typography.Title>
      <Space wrap className="no-print report-filters" style={{ marginBottom: 16 }}>
        <UnitFilter
          units={units}
          value={resale}
          onChange={(v) => {
            setResale(v);
            setPage(1);
            resetChoice();
          }}
        />
        <Space>
          <span>{T.period}:</span>
          <DateRangeFilter
            value={range}
            onChange={(v) => {
              setRange(v);
              setPage(1);
            }}
          />
        </Space>
        <Select<GasDoPovoState | 'all'>
          aria-label={T.state}
          style={{ minWidth: 150 }}
          value={state ?? 'all'}
          onChange={(v) => {
            setState(v === 'all' ? undefined : v);
            setPage(1);
          }}
          options={[
            { value: 'all', label: `${T.state}: ${T.allStates}` },
            ...GAS_DO_POVO_STATES.map((s) => ({ value: s, label: GAS_DO_POVO_STATE_LABELS[s] })),
          ]}
        />
        <PrintAndExport
          onPrint={() => window.print()}
          printDisabled={!d}
          exportUrl={q && ((format) => reconciliationExportUrl(q, format))}
          exportLabel={T.export}
        />
      </Space>
      <Typography.Paragraph className="report-period" type="secondary">
        {[T.subtitle, unitName, period ? `${formatDateBr(period.start)} a ${formatDateBr(period.end)}` : undefined]
          .filter(Boolean)
          .join(' — ')}
      </Typography.Paragraph>
      {totals && (
        <div className="gdp-totals" data-testid="gdp-totals">
          {totalCards.map((s) => (
            <Card key={s} size="small" data-testid={`gdp-total-${s}`}>
              <Typography.Text strong>
                {s === 'all' ? T.totals.count : <Tag color={STATE_COLORS[s]}>{GAS_DO_POVO_STATE_LABELS[s]}</Tag>}{' '}
                {totals[s].count}
              </Typography.Text>
              <div>
                {T.totals.expected}: {money(totals[s].expected_cents)}
              </div>
              <div>
                {T.totals.received}: {money(totals[s].received_cents)}
              </div>
              {(s === 'all' || s === 'divergent') && (
                <div>
                  {T.totals.open}: <strong>{money(totals[s].expected_cents - totals[s].received_cents)}</strong>
                </div>
              )}
            </Card>
          ))}
        </div>
      )}
      <Card size="small" className="no-print" title={T.deposit.title} style={{ marginBottom: 16 }}>
        <Form<DepositForm>
          form={form}
          layout="inline"
          initialValues={{ date: dayjs(), value_cents: null }}
          onFinish={submit}
        >
          <Form.Item name="date" label={T.deposit.date}>
            <DatePicker format="DD/MM/YYYY" allowClear={false} />
          </Form.Item>
          <Form.Item
            name="value_cents"
            label={T.deposit.value}
            rules={[{ required: true, message: 'Informe o valor.' }]}
          >
            <MoneyInput aria-label={T.deposit.value} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={deposit.isPending}>
              {T.deposit.submit}
            </Button>
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }} data-testid="gdp-chosen">
          {chosen.size ? T.deposit.chosen(chosen.size, chosenTotal) : T.deposit.noneChosen}
        </Typography.Paragraph>
        {alert.length > 0 && <Alert type="error" showIcon message={alert.join(' ')} style={{ marginTop: 8 }} />}
      </Card>
      <Spin spinning={list.isFetching}>
        <Table<ReconciliationRow>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={d?.data}
          rowSelection={{
            selectedRowKeys: [...chosen.keys()],
            preserveSelectedRowKeys: true,
            getCheckboxProps: (r) => ({ disabled: open(r) <= 0, 'aria-label': `${C.nsu} ${r.nsu}` }),
            onChange: (_keys, rows) => {
              setChosen((prev) => {
                const next = new Map<number, number>();
                const keep = new Set(_keys as number[]);
                for (const [id, cents] of prev) if (keep.has(id)) next.set(id, cents);
                for (const r of rows) if (r) next.set(r.id, open(r));
                return next;
              });
            },
          }}
          pagination={{
            current: page,
            pageSize: d?.meta.per_page ?? 25,
            total: d?.meta.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          locale={{ emptyText: T.empty }}
        />
      </Spin>
    </div>
  );
}
