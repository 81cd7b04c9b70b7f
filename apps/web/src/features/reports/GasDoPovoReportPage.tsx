import { GAS_DO_POVO_REPORT_TEXTS as G, REPORT_TEXTS, formatCents, formatDateBr } from '@ability/domain';
import { Button, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  type GasDoPovoReport,
  gasDoPovoReportExportUrl,
  useGasDoPovoReport,
} from '../../api/gas-do-povo-reconciliation';
import { DateRangeFilter } from '../../shared/DateRangeFilter';
import { UnitFilter } from '../../shared/UnitFilter';
import { PrintAndExport, periodLabel, useReportFilters } from './ReportFilters';
import './reports.css';

type Day = GasDoPovoReport['total'];
const K = G.columns;
const money = (v: number) => formatCents(v);
const marginEach = (d: Day) =>
  d.count - d.without_cost ? formatCents(Math.round(d.margin_cents / (d.count - d.without_cost))) : '—';

/** Cost and margin read '—' on a line none of whose redemptions has a known cost. */
const costed = (v: number, d: Day) => (d.count > d.without_cost ? money(v) : '—');

const columns: ColumnsType<Day> = [
  { title: K.day, dataIndex: 'day', render: (d: string) => (d ? formatDateBr(d) : <strong>{G.total}</strong>) },
  { title: K.count, dataIndex: 'count', align: 'right' },
  { title: K.reference, dataIndex: 'reference_cents', align: 'right', render: money },
  { title: K.shelf, dataIndex: 'shelf_cents', align: 'right', render: money },
  { title: K.versus_shelf, dataIndex: 'versus_shelf_cents', align: 'right', render: money },
  { title: K.cost, dataIndex: 'cost_cents', align: 'right', render: costed },
  { title: K.margin, dataIndex: 'margin_cents', align: 'right', render: costed },
  { title: K.margin_each, key: 'each', align: 'right', render: (_: unknown, d) => marginEach(d) },
  { title: K.without_cost, dataIndex: 'without_cost', align: 'right' },
];

/**
 * Gás do Povo por dia (Relatórios): the redemptions of each day with what Caixa pays (the reference
 * price) against the shelf price and the product's cost, and the margin per redemption. Printable and
 * exportable like the other reports.
 */
export function GasDoPovoReportPage() {
  const f = useReportFilters();
  const q = f.applied?.date ? { resale_id: f.applied.resale_id, date: f.applied.date } : null;
  const report = useGasDoPovoReport(q);
  const d = report.data;
  const unitName = f.units?.find((u) => String(u.id) === f.resale)?.name;
  return (
    <div className="page-card report-page">
      <Typography.Title level={3}>{G.title}</Typography.Title>
      <Space wrap className="no-print report-filters" style={{ marginBottom: 16 }}>
        <UnitFilter units={f.units} value={f.resale} onChange={f.setResale} />
        <Space>
          <span>{REPORT_TEXTS.period}:</span>
          <DateRangeFilter value={f.date} onChange={f.setDate} showWeek />
        </Space>
        <Button type="primary" onClick={f.apply} loading={report.isFetching}>
          {REPORT_TEXTS.generate}
        </Button>
        <PrintAndExport
          onPrint={() => window.print()}
          exportUrl={q && ((format) => gasDoPovoReportExportUrl(q, format))}
        />
      </Space>
      <Typography.Paragraph className="report-period" type="secondary">
        {[G.subtitle, periodLabel(f.applied, unitName)].filter(Boolean).join(' — ')}
      </Typography.Paragraph>
      <Spin spinning={report.isFetching}>
        <Table<Day>
          size="small"
          rowKey={(r) => r.day || 'total'}
          columns={columns}
          dataSource={d ? (d.days.length ? [...d.days, d.total] : []) : undefined}
          pagination={false}
          locale={{ emptyText: G.empty }}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {G.costNote}
        </Typography.Paragraph>
      </Spin>
    </div>
  );
}
