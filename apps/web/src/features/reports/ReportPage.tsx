import { REPORT_TEXTS as T } from '@ability/domain';
import { Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ReportKind } from '../../api/reports';
import { ReportFilters, type ReportFiltersState, periodLabel } from './ReportFilters';
import './reports.css';

export interface ReportPageProps {
  title: string;
  kind: ReportKind;
  filters: ReportFiltersState;
  loading: boolean;
  onPrint?: () => void;
  children: ReactNode;
}

/** The frame of every report: title, filters (hidden on paper), a printed heading and the sections. */
export function ReportPage({ title, kind, filters, loading, onPrint, children }: ReportPageProps) {
  const unit = filters.units?.find((u) => u.id === filters.applied?.resale_id)?.name;
  return (
    <div className="page-card report-page">
      <Typography.Title level={3}>{title}</Typography.Title>
      <ReportFilters kind={kind} state={filters} loading={loading} onPrint={onPrint ?? (() => window.print())} />
      <Typography.Paragraph className="report-period" type="secondary">
        {periodLabel(filters.applied, unit)}
      </Typography.Paragraph>
      <Spin spinning={loading} tip={T.generate}>
        {children}
      </Spin>
    </div>
  );
}
