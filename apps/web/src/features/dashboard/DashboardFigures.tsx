import {
  CUSTOMER_SEGMENT_LABELS,
  DASHBOARD_TEXTS as T,
  DELIVERY_BUCKETS,
  DELIVERY_BUCKET_LABELS,
  SALE_CHANNELS,
  SALE_CHANNEL_LABELS,
  averageTicketCents,
  formatCents,
} from '@ability/domain';
import { Col, Row } from 'antd';
import type { Dashboard } from '../../api/dashboard';
import { FigureCard } from './FigureCard';

const n = (v: number) => v.toLocaleString('pt-BR');
const pct = (v: number | null) => (v === null ? T.none : `${v.toLocaleString('pt-BR')} %`);
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}h`;

/** Sales and revenue per hour (a bar per channel, stacked) and per channel. */
function SalesCharts({ data }: { data: Dashboard }) {
  const hours = data.by_hour.map((r) => r.hour);
  const from = Math.min(7, ...hours);
  const to = Math.max(19, ...hours);
  const span = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const channels = SALE_CHANNELS.filter((c) => data.by_hour.some((r) => r.channel === c));
  const at = (h: number, c?: string) => data.by_hour.filter((r) => r.hour === h && (!c || r.channel === c));
  const sum = (rows: Dashboard['by_hour'], k: 'orders' | 'revenue_cents') => rows.reduce((a, r) => a + r[k], 0);
  const perChannel = channels.map((c) => {
    const rows = data.by_hour.filter((r) => r.channel === c);
    return { c, orders: sum(rows, 'orders'), revenue: sum(rows, 'revenue_cents') };
  });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <FigureCard
          title={T.byHour}
          categories={span.map(hourLabel)}
          series={channels.map((c) => ({
            name: SALE_CHANNEL_LABELS[c],
            stack: 'revenue',
            values: span.map((h) => sum(at(h, c), 'revenue_cents')),
          }))}
          table={{
            head: [T.hour, T.orders, T.revenue],
            rows: span
              .filter((h) => at(h).length)
              .map((h) => [hourLabel(h), n(sum(at(h), 'orders')), formatCents(sum(at(h), 'revenue_cents'))]),
          }}
        />
      </Col>
      <Col xs={24} xl={10}>
        <FigureCard
          title={T.byChannel}
          horizontal
          categories={perChannel.map((r) => SALE_CHANNEL_LABELS[r.c])}
          series={[{ name: T.revenue, values: perChannel.map((r) => r.revenue) }]}
          table={{
            head: [T.channel, T.orders, T.revenue, T.averageTicket],
            rows: perChannel.map((r) => [
              SALE_CHANNEL_LABELS[r.c],
              n(r.orders),
              formatCents(r.revenue),
              formatCents(averageTicketCents(r.revenue, r.orders)),
            ]),
          }}
        />
      </Col>
    </Row>
  );
}

/** Delivery-time buckets, and the on-time rate of each deliverer. */
function DeliveryCharts({ data }: { data: Dashboard }) {
  const total = data.delivery_buckets.reduce((a, b) => a + b.count, 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <FigureCard
          title={T.deliveryBuckets}
          money={false}
          categories={data.delivery_buckets.map((b) => DELIVERY_BUCKET_LABELS[b.bucket])}
          series={[{ name: T.delivered, values: data.delivery_buckets.map((b) => b.count) }]}
          table={{
            head: [T.bucket, T.delivered],
            rows: total ? data.delivery_buckets.map((b) => [DELIVERY_BUCKET_LABELS[b.bucket], n(b.count)]) : [],
          }}
        />
      </Col>
      <Col xs={24} lg={14}>
        <FigureCard
          title={T.perDeliverer}
          money={false}
          horizontal
          suffix=" %"
          max={100}
          height={Math.max(200, 40 + 32 * data.deliverers.length)}
          categories={data.deliverers.map((d) => d.name)}
          series={[{ name: T.onTime, values: data.deliverers.map((d) => d.on_time_rate ?? 0) }]}
          table={{
            head: [T.deliverer, T.delivered, ...DELIVERY_BUCKETS.map((b) => DELIVERY_BUCKET_LABELS[b]), T.onTime],
            rows: data.deliverers.map((d) => [
              d.name,
              n(d.delivered),
              ...DELIVERY_BUCKETS.map((b) => n(d.buckets[b])),
              pct(d.on_time_rate),
            ]),
          }}
        />
      </Col>
    </Row>
  );
}

/** Customers per segment, cash and term of the period's sales, receivables due this week. */
function MoneyCharts({ data }: { data: Dashboard }) {
  const w = data.receivables_week;
  const week = [
    { label: T.overdue, f: w.overdue },
    { label: T.upcoming, f: w.earlydue },
    { label: T.received, f: w.received },
  ];
  const gdp = [
    { label: T.gasDoPovoMonth, f: data.gas_do_povo.month },
    { label: T.gasDoPovoOpen, f: data.gas_do_povo.open },
  ];
  const money = [
    { label: T.cash, v: data.cash_term.cash_cents },
    { label: T.term, v: data.cash_term.term_cents },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <FigureCard
          title={T.segments}
          money={false}
          categories={data.segments.map((s) => CUSTOMER_SEGMENT_LABELS[s.segment])}
          series={[{ name: T.customers, values: data.segments.map((s) => s.customers) }]}
          table={{
            head: [T.segment, T.customers],
            rows: data.segments.map((s) => [CUSTOMER_SEGMENT_LABELS[s.segment], n(s.customers)]),
          }}
        />
      </Col>
      <Col xs={24} lg={8}>
        <FigureCard
          title={T.cashTerm}
          categories={money.map((m) => m.label)}
          series={[{ name: T.value, values: money.map((m) => m.v) }]}
          table={{
            head: [T.kind, T.value],
            rows: money.some((m) => m.v) ? money.map((m) => [m.label, formatCents(m.v)]) : [],
          }}
        />
      </Col>
      <Col xs={24} lg={8}>
        <FigureCard
          title={T.receivablesWeek}
          categories={week.map((x) => x.label)}
          series={[{ name: T.value, values: week.map((x) => x.f.value_cents) }]}
          table={{
            head: [T.kind, T.count, T.value],
            rows: w.all.count ? week.map((x) => [x.label, n(x.f.count), formatCents(x.f.value_cents)]) : [],
          }}
        />
      </Col>
      <Col xs={24} lg={8}>
        <FigureCard
          title={T.gasDoPovo}
          categories={gdp.map((x) => x.label)}
          series={[{ name: T.value, values: gdp.map((x) => x.f.value_cents) }]}
          table={{
            head: [T.kind, T.count, T.value],
            rows: gdp.some((x) => x.f.count)
              ? gdp.map((x) => [x.label, n(x.f.count), formatCents(x.f.value_cents)])
              : [],
          }}
        />
      </Col>
    </Row>
  );
}

export function DashboardFigures({ data }: { data: Dashboard }) {
  return (
    <div className="dashboard-figures">
      <SalesCharts data={data} />
      <DeliveryCharts data={data} />
      <MoneyCharts data={data} />
    </div>
  );
}
