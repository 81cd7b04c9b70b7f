import { REPORT_TEXTS as T, formatDateBr, parseDateRange } from '@ability/domain';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useEffect, useState } from 'react';
import { type ReportKind, type ReportQuery, reportExportUrl, useReportOptions } from '../../api/reports';
import { DateRangeFilter, todayParam } from '../../shared/DateRangeFilter';
import { UnitFilter } from '../../shared/UnitFilter';

/**
 * The filters of a report: the unit (the first one preselected) and the period (today by default,
 * presets with week numbers). The report is asked for when the filters are first ready and on
 * 'Gerar relatório'; `applied` is what the page shows.
 */
export function useReportFilters() {
  const options = useReportOptions();
  const [resale, setResale] = useState<string | undefined>();
  const [date, setDate] = useState<string | undefined>(todayParam());
  const [applied, setApplied] = useState<ReportQuery | null>(null);
  const first = options.data?.resales[0]?.id;
  useEffect(() => {
    if (first !== undefined && resale === undefined) {
      setResale(String(first));
      setApplied({ resale_id: first, date: todayParam() });
    }
  }, [first, resale]);
  return {
    units: options.data?.resales,
    resale,
    setResale,
    date,
    setDate,
    applied,
    apply: () => setApplied({ resale_id: resale ? Number(resale) : undefined, date: date ?? todayParam() }),
  };
}

export type ReportFiltersState = ReturnType<typeof useReportFilters>;

export interface ReportFiltersProps {
  kind: ReportKind;
  state: ReportFiltersState;
  loading: boolean;
  /** Print: the daily closing opens its selection modal first. */
  onPrint: () => void;
}

export function ReportFilters({ kind, state, loading, onPrint }: ReportFiltersProps) {
  const q = state.applied;
  return (
    <Space wrap className="no-print report-filters" style={{ marginBottom: 16 }}>
      <UnitFilter units={state.units} value={state.resale} onChange={state.setResale} />
      <Space>
        <span>{T.period}:</span>
        <DateRangeFilter value={state.date} onChange={state.setDate} showWeek />
      </Space>
      <Button type="primary" onClick={state.apply} loading={loading}>
        {T.generate}
      </Button>
      <PrintAndExport onPrint={onPrint} exportUrl={q && ((format) => reportExportUrl(kind, q, format))} />
    </Space>
  );
}

/**
 * A report's 'Imprimir' button and 'Exportar' menu (XLSX, CSV of the report shown); `exportUrl` null
 * before a report is generated, which disables both (printing too, unless `printDisabled` says otherwise).
 */
export function PrintAndExport({
  onPrint,
  exportUrl,
  exportLabel = 'Exportar',
  printDisabled = !exportUrl,
}: {
  onPrint: () => void;
  exportUrl: ((format: 'xlsx' | 'csv') => string) | null;
  exportLabel?: string;
  printDisabled?: boolean;
}) {
  // A Space of their own: inside the filters' Space a component is one item, and the two buttons touched.
  return (
    <Space>
      <Button icon={<PrinterOutlined />} onClick={onPrint} disabled={printDisabled}>
        {T.print}
      </Button>
      <Dropdown
        disabled={!exportUrl}
        menu={{
          items: exportUrl
            ? [
                { key: 'xlsx', label: <a href={exportUrl('xlsx')}>{T.exportXlsx}</a> },
                { key: 'csv', label: <a href={exportUrl('csv')}>{T.exportCsv}</a> },
              ]
            : [],
        }}
      >
        <Button icon={<DownloadOutlined />}>{exportLabel}</Button>
      </Dropdown>
    </Space>
  );
}

/** 'Período: 01/11/2026 a 30/11/2026' (or one day), and the unit, for the printed heading. */
export function periodLabel(q: ReportQuery | null, unitName?: string): string {
  const r = parseDateRange(q?.date);
  if (!r) return '';
  const period = r.start === r.end ? formatDateBr(r.start) : `${formatDateBr(r.start)} a ${formatDateBr(r.end)}`;
  return `${T.period}: ${period}${unitName ? ` — ${unitName}` : ''}`;
}
