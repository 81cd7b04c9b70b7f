import { DASHBOARD_TEXTS as T, formatCents, formatDateBr } from '@ability/domain';
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Segmented, Space, Spin, Statistic, Typography } from 'antd';
import { useDashboard, useDashboardLate } from '../../api/dashboard';
import { useReportOptions } from '../../api/reports';
import { useSalesLiveRefresh } from '../../api/sales';
import { useEdition } from '../../app/edition';
import { DateRangeFilter } from '../../shared/DateRangeFilter';
import { UnitFilter } from '../../shared/UnitFilter';
import { DashboardFigures } from './DashboardFigures';
import { PERIOD_PRESETS, type PeriodPreset, usePeriod } from './usePeriod';
import './dashboard.css';

const pct = (v: number | null | undefined) =>
  v === null || v === undefined ? T.none : `${v.toLocaleString('pt-BR')} %`;

/** The owner's dashboard ('Painel'): today or a period of the units, figures and charts. */
export function DashboardPage() {
  const period = usePeriod();
  const edition = useEdition();
  const units = useReportOptions();
  const { data, isFetching, isError } = useDashboard(period.query);
  // Late deliveries now, read again on each sale's live event (under the sales' query keys).
  useSalesLiveRefresh();
  const late = useDashboardLate(period.query.resale_id);
  const unitName = units.data?.resales.find((u) => String(u.id) === period.resale)?.name;
  const { start, end } = period.range;
  const periodText = start === end ? formatDateBr(start) : `${formatDateBr(start)} a ${formatDateBr(end)}`;
  const t = data?.totals;
  return (
    <div className="page-card dashboard-page">
      <Typography.Title level={3}>{T.title}</Typography.Title>
      <Space wrap className="no-print dashboard-filters">
        <UnitFilter
          units={units.data?.resales}
          value={period.resale}
          onChange={period.setResale}
          placeholder={T.allUnits(edition.units)}
        />
        <Space wrap>
          <span id="dashboard-period">{T.period}:</span>
          <Segmented<PeriodPreset>
            aria-labelledby="dashboard-period"
            value={period.preset}
            onChange={period.setPreset}
            options={PERIOD_PRESETS.map((p) => ({ value: p, label: p === 'custom' ? T.custom : T.presets[p] }))}
          />
          <DateRangeFilter value={period.rangeParam} onChange={period.setRange} />
        </Space>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {T.print}
        </Button>
      </Space>
      <Typography.Paragraph className="dashboard-period" type="secondary">
        {`${T.period}: ${periodText}${unitName ? ` — ${unitName}` : ` — ${T.allUnits(edition.units)}`}`}
      </Typography.Paragraph>
      {isError && <Alert type="error" showIcon message={T.loadError} style={{ marginBottom: 16 }} />}
      <Spin spinning={isFetching && !!data}>
        <Row gutter={[16, 16]} className="dashboard-kpis">
          <Col xs={12} md={8} xxl={4}>
            <Card size="small">
              <Statistic title={T.orders} value={(t?.orders ?? 0).toLocaleString('pt-BR')} loading={!data} />
            </Card>
          </Col>
          <Col xs={12} md={8} xxl={4}>
            <Card size="small">
              <Statistic title={T.revenue} value={formatCents(t?.revenue_cents ?? 0)} loading={!data} />
            </Card>
          </Col>
          <Col xs={12} md={8} xxl={4}>
            <Card size="small">
              <Statistic title={T.averageTicket} value={formatCents(t?.average_ticket_cents ?? 0)} loading={!data} />
            </Card>
          </Col>
          <Col xs={12} md={8} xxl={4}>
            <Card size="small" className={late.data?.late ? 'dashboard-late' : undefined}>
              <Statistic
                title={<span title={T.lateHint}>{T.late}</span>}
                value={(late.data?.late ?? data?.late ?? 0).toLocaleString('pt-BR')}
                loading={!late.data && !data}
              />
              <output className="visually-hidden" aria-live="polite">
                {`${T.late}: ${late.data?.late ?? data?.late ?? 0}`}
              </output>
            </Card>
          </Col>
          <Col xs={12} md={8} xxl={4}>
            <Card size="small">
              <Statistic
                title={<span title={T.onTimeHint(t?.on_time_minutes ?? 30)}>{T.onTimeRate}</span>}
                value={pct(t?.on_time_rate)}
                suffix={t ? <small>{`(${t.on_time}/${t.delivered})`}</small> : undefined}
                loading={!data}
              />
            </Card>
          </Col>
          <Col xs={12} md={8} xxl={4}>
            <Card size="small">
              <Statistic
                title={T.repurchase}
                value={(data?.repurchase.queue ?? 0).toLocaleString('pt-BR')}
                suffix={<small>{T.queue.toLowerCase()}</small>}
                loading={!data}
              />
              <Typography.Text type="secondary" className="dashboard-small">
                {`${T.conversion}: ${pct(data?.repurchase.rate)} (${data?.repurchase.orders ?? 0}/${data?.repurchase.calls ?? 0} ${T.calls.toLowerCase()})`}
              </Typography.Text>
            </Card>
          </Col>
        </Row>
        {data && <DashboardFigures data={data} />}
      </Spin>
    </div>
  );
}
