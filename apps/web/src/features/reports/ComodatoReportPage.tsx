import { COMODATO_TEXTS as C, formatDateBr } from '@ability/domain';
import { Checkbox, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type ComodatoLine, type ComodatoQuery, comodatoExportUrl, useComodatoReport } from '../../api/comodato';
import { useReportOptions } from '../../api/reports';
import { UnitFilter } from '../../shared/UnitFilter';
import { ComodatoRiskTag } from '../customers/CustomerComodatoTab';
import { CUSTOMERS_PATH } from '../customers/paths';
import { PrintAndExport } from './ReportFilters';
import './reports.css';

/** The customer's ledger: the comodato tab of the customer's screen. */
export const comodatoLedgerPath = (customerId: number) => `${CUSTOMERS_PATH}/${customerId}/editar?aba=comodato`;

const nowrap = { style: { whiteSpace: 'nowrap' as const } };

/** On screen the last sale shows in the risk tag's hint (the export has its own column): no row wraps at 1366 px. */
const columns: ColumnsType<ComodatoLine> = [
  {
    title: C.columns.customer,
    dataIndex: ['customer', 'name'],
    onCell: () => nowrap,
    render: (name: string, l) => <Link to={comodatoLedgerPath(l.customer_id)}>{name}</Link>,
  },
  { title: C.columns.product, dataIndex: ['product', 'description'], onCell: () => nowrap },
  { title: C.columns.lent, dataIndex: 'lent', align: 'right', width: 112 },
  { title: C.columns.returned, dataIndex: 'returned', align: 'right', width: 104 },
  {
    title: C.columns.held,
    dataIndex: 'held',
    align: 'right',
    width: 118,
    render: (held: number) => <strong>{held}</strong>,
  },
  { title: C.columns.since, dataIndex: 'since', width: 100, render: (d: string | null) => formatDateBr(d) || '—' },
  {
    title: C.columns.risk,
    dataIndex: 'at_risk',
    width: 96,
    render: (atRisk: boolean, l) => (
      <span title={`${C.columns.lastSale}: ${formatDateBr(l.last_sale_on) || '—'}`}>
        <ComodatoRiskTag atRisk={atRisk} />
      </span>
    ),
  },
];

/**
 * Comodato (Relatórios): who holds how many lent bottles of which product, since when, and the customers
 * at risk (domain comodatoAtRisk). Printable (the filters stay off the paper) and exportable (CSV/XLSX).
 */
export function ComodatoReportPage() {
  const options = useReportOptions();
  const units = options.data?.resales;
  const [resale, setResale] = useState<string | undefined>();
  const [atRisk, setAtRisk] = useState(false);
  const first = units?.[0]?.id;
  useEffect(() => {
    if (first !== undefined && resale === undefined) setResale(String(first));
  }, [first, resale]);
  const q: ComodatoQuery | null = resale === undefined ? null : { resale_id: Number(resale), at_risk: atRisk };
  const report = useComodatoReport(q);
  const d = report.data;
  const unitName = units?.find((u) => String(u.id) === resale)?.name;
  return (
    <div className="page-card report-page">
      <Typography.Title level={3}>{C.title}</Typography.Title>
      <Space wrap className="no-print report-filters" style={{ marginBottom: 16 }}>
        <UnitFilter units={units} value={resale} onChange={setResale} />
        <Checkbox checked={atRisk} onChange={(e) => setAtRisk(e.target.checked)}>
          {C.onlyAtRisk}
        </Checkbox>
        <PrintAndExport
          onPrint={() => window.print()}
          printDisabled={!d}
          exportUrl={q && ((format) => comodatoExportUrl(q, format))}
          exportLabel={C.export}
        />
      </Space>
      <Typography.Paragraph className="report-period" type="secondary">
        {[C.subtitle, unitName, d ? formatDateBr(d.today) : undefined].filter(Boolean).join(' — ')}
      </Typography.Paragraph>
      <Spin spinning={report.isFetching}>
        {d && (
          <Typography.Paragraph strong data-testid="comodato-total">
            {C.total(d.held, d.customers)}
          </Typography.Paragraph>
        )}
        <Table<ComodatoLine>
          size="small"
          rowKey={(l) => `${l.customer_id}:${l.product_id}`}
          columns={columns}
          dataSource={d?.lines}
          pagination={{ pageSize: 200, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: C.empty }}
        />
      </Spin>
    </div>
  );
}
