import { REPORT_STATUS_LABELS, REPORT_TEXTS as T, type SaleStatus, formatCents, formatDateBr } from '@ability/domain';
import { Checkbox, Col, Modal, Row, Table } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type DailyClosing, useReport } from '../../api/reports';
import { moneyCell } from '../../shared/cells';
import { ReportChart } from '../../shared/ReportChart';
import { useReportFilters } from './ReportFilters';
import { ReportPage } from './ReportPage';
import { ReportSection, SellerMatrix, TotalTable } from './tables';

const SECTIONS = Object.keys(T.sections) as (keyof typeof T.sections)[];
type Section = (typeof SECTIONS)[number];

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);

/** Prints only the chosen sections: the others are hidden while the print dialog is open. */
function usePrintSelection() {
  const [hidden, setHidden] = useState<Set<Section>>(new Set());
  useEffect(() => {
    const restore = () => setHidden(new Set());
    window.addEventListener('afterprint', restore);
    return () => window.removeEventListener('afterprint', restore);
  }, []);
  return {
    hidden,
    print(chosen: Section[]) {
      flushSync(() => setHidden(new Set(SECTIONS.filter((s) => !chosen.includes(s)))));
      window.print();
    },
  };
}

function Sections({ data, hidden }: { data: DailyClosing; hidden: Set<Section> }) {
  const cls = (s: Section) => (hidden.has(s) ? 'print-hidden' : undefined);
  const received = Object.entries(data.payments_received);
  const status = Object.entries(data.status);
  const r = data.result;
  return (
    <>
      <div className={cls('employees_payments')}>
        <ReportSection id="employees_payments" title={T.sections.employees_payments}>
          <SellerMatrix
            title={T.sections.employees_payments}
            columns={data.payment_methods.map((m) => m.description)}
            sellers={data.employees_payments.map((e) => ({ ...e, values: e.payments }))}
          />
        </ReportSection>
      </div>
      <div className={cls('employees_products')}>
        <ReportSection id="employees_products" title={T.sections.employees_products}>
          <SellerMatrix
            title={T.sections.employees_products}
            money={false}
            columns={data.products.map((p) => p.description)}
            sellers={data.employees_products.map((e) => ({ ...e, values: e.products }))}
          />
        </ReportSection>
      </div>
      <Row gutter={24}>
        <Col xs={24} md={12} className={cls('payments_received')}>
          <ReportSection id="payments_received" title={T.sections.payments_received}>
            <TotalTable
              rowKey="0"
              dataSource={received}
              columns={[
                { title: T.paymentMethod, dataIndex: 0 },
                { title: T.value, dataIndex: 1, align: 'right', render: moneyCell },
              ]}
              total={formatCents(sum(received.map(([, v]) => v)))}
            />
          </ReportSection>
        </Col>
        <Col xs={24} md={12} className={cls('status')}>
          <ReportSection id="status" title={T.sections.status}>
            <TotalTable
              rowKey="0"
              dataSource={status}
              columns={[
                {
                  title: T.status,
                  dataIndex: 0,
                  render: (s: string) => REPORT_STATUS_LABELS[s as SaleStatus] ?? s,
                },
                { title: T.count, dataIndex: 1, align: 'right' },
              ]}
              total={sum(status.map(([, v]) => v))}
            />
          </ReportSection>
        </Col>
      </Row>
      <div className={cls('expenses')}>
        <ReportSection id="expenses" title={T.sections.expenses}>
          <TotalTable
            rowKey="id"
            dataSource={data.expenses}
            columns={[
              { title: T.date, dataIndex: 'date', render: formatDateBr, width: 110 },
              { title: T.description, dataIndex: 'description' },
              { title: 'Conta', dataIndex: 'account', render: (v: string | null) => v ?? '—' },
              { title: T.value, dataIndex: 'value_cents', align: 'right', render: moneyCell },
            ]}
            total={formatCents(sum(data.expenses.map((e) => e.value_cents)))}
          />
        </ReportSection>
      </div>
      <div className={cls('result')}>
        <ReportSection id="result" title={T.sections.result}>
          <Table
            size="small"
            pagination={false}
            rowKey="0"
            showHeader={false}
            rowClassName={(row) => (row[2] ? 'report-subtotal' : '')}
            dataSource={[
              [T.result.sales_cash, r.sales_cash_cents, false],
              [T.result.receipts, r.receipts_cents, false],
              [T.result.other_inflows, r.other_inflows_cents, false],
              [T.result.inflow, r.inflow_cents, true],
              [T.result.outflow, r.outflow_cents, true],
              [T.result.balance, r.balance_cents, true],
            ]}
            columns={[
              { dataIndex: 0, render: (v: string, row) => (row[2] ? <strong>{v}</strong> : v) },
              {
                dataIndex: 1,
                align: 'right',
                render: (v: number, row) => (row[2] ? <strong>{formatCents(v)}</strong> : formatCents(v)),
              },
            ]}
          />
        </ReportSection>
      </div>
      <div className={cls('chart')}>
        <ReportSection id="chart" title={T.sections.chart}>
          <ReportChart
            title={T.sections.chart}
            categories={data.chart_data.map((d) => formatDateBr(d.date).slice(0, 5))}
            series={[
              { name: T.result.inflow, values: data.chart_data.map((d) => d.inflow) },
              { name: T.result.outflow, values: data.chart_data.map((d) => d.outflow) },
            ]}
          />
        </ReportSection>
      </div>
    </>
  );
}

/** Fechamento diário: every section over the period, printable by section on A4. */
export function DailyClosingPage() {
  const filters = useReportFilters();
  const report = useReport('daily_closing', filters.applied);
  const { hidden, print } = usePrintSelection();
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<Section[]>(SECTIONS);
  /**
   * The sections chosen with 'Imprimir': printed once the modal has closed (its animation ended), so it is
   * not on paper (a fixed delay after closing was not always enough on a busy machine). A ref: antd may call
   * the afterClose of an earlier render.
   */
  const printing = useRef<Section[] | null>(null);
  const options = useMemo(() => SECTIONS.map((s) => ({ value: s, label: T.sections[s] })), []);
  return (
    <ReportPage
      title={T.dailyClosing}
      kind="daily_closing"
      filters={filters}
      loading={report.isFetching}
      onPrint={() => setChoosing(true)}
    >
      {report.data && <Sections data={report.data} hidden={hidden} />}
      <Modal
        title={T.printSelection}
        open={choosing}
        okText={T.print}
        cancelText="Cancelar"
        okButtonProps={{ disabled: chosen.length === 0 }}
        onCancel={() => setChoosing(false)}
        onOk={() => {
          printing.current = chosen;
          setChoosing(false);
        }}
        afterClose={() => {
          const sections = printing.current;
          printing.current = null;
          // Out of antd's callback, which runs while React commits (flushSync could not draw the hidden
          // sections before the print dialog).
          if (sections) setTimeout(() => print(sections));
        }}
      >
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={options}
          value={chosen}
          onChange={(v) => setChosen(v as Section[])}
        />
      </Modal>
    </ReportPage>
  );
}
