import { REPORT_TEXTS as T, formatCents } from '@ability/domain';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { ProductRow } from '../../api/reports';
import { ReportChart } from '../../shared/ReportChart';

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
const money = (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatCents(v)}</span>;

/** A titled block of a report; `id` names it for the print selection. */
export function ReportSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className="report-section" data-section={id} aria-label={title}>
      <Typography.Title level={4}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** A report's table with a total row: 'Total' over every column but the last, which holds `total`. */
export function TotalTable<R extends object>(props: {
  rowKey: string;
  dataSource: R[];
  columns: ColumnsType<R>;
  total: ReactNode;
}) {
  const last = props.columns.length - 1;
  return (
    <Table<R>
      size="small"
      pagination={false}
      rowKey={props.rowKey}
      dataSource={props.dataSource}
      locale={{ emptyText: T.noData }}
      columns={props.columns}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={last > 1 ? last : undefined}>
            <strong>{T.total}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={last} align="right">
            <strong>{props.total}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

export interface SellerMatrixProps {
  columns: string[];
  sellers: { id: number; name: string; values: Record<string, number> }[];
  money?: boolean;
  title: string;
}

/** Sellers × (products or payment methods), with a total column and a total row, and its chart. */
export function SellerMatrix({ columns, sellers, money: isMoney = true, title }: SellerMatrixProps) {
  const cell = (v: number) => (isMoney ? money(v) : v.toLocaleString('pt-BR'));
  type Row = { key: string; name: string; values: Record<string, number> };
  const rows: Row[] = sellers.map((s) => ({ key: String(s.id), name: s.name, values: s.values }));
  return (
    <>
      <ReportChart
        title={title}
        money={isMoney}
        categories={sellers.map((s) => s.name)}
        series={columns.map((c) => ({ name: c, values: sellers.map((s) => s.values[c] ?? 0), stack: 'total' }))}
        horizontal
        height={Math.max(160, 60 + sellers.length * 36)}
      />
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="key"
        scroll={{ x: true }}
        dataSource={rows}
        locale={{ emptyText: T.noData }}
        columns={[
          { title: T.seller, dataIndex: 'name' },
          ...columns.map((c) => ({
            title: c,
            key: c,
            align: 'right' as const,
            render: (_: unknown, r: Row) => cell(r.values[c] ?? 0),
          })),
          {
            title: T.total,
            key: '__total',
            align: 'right' as const,
            render: (_: unknown, r: Row) => <strong>{cell(sum(Object.values(r.values)))}</strong>,
          },
        ]}
        summary={() =>
          rows.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{T.total}</strong>
              </Table.Summary.Cell>
              {columns.map((c, i) => (
                <Table.Summary.Cell key={c} index={i + 1} align="right">
                  <strong>{cell(sum(rows.map((r) => r.values[c] ?? 0)))}</strong>
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={columns.length + 1} align="right">
                <strong>{cell(sum(rows.flatMap((r) => Object.values(r.values))))}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </>
  );
}

const average = (cents: number, quantity: number) => (quantity > 0 ? Math.round(cents / quantity) : 0);

export interface ProductGroup {
  key: string;
  name: string;
  products: ProductRow[];
}

/**
 * Quantity, total value and average price (total ÷ quantity) per product; with several groups, each
 * group's products under its name with a subtotal, and a total at the end. The chart shows the
 * average price of each product (per group when grouped).
 */
export function AveragePriceTable({ groups, title }: { groups: ProductGroup[]; title: string }) {
  const grouped = groups.length !== 1 || groups[0]!.key !== '__all';
  type Row = {
    key: string;
    group?: string;
    description: string;
    q: number;
    v: number;
    kind: 'row' | 'subtotal' | 'total';
  };
  const rows: Row[] = [];
  for (const g of groups) {
    g.products.forEach((p, i) => {
      rows.push({
        key: `${g.key}-${p.id}`,
        group: grouped && i === 0 ? g.name : undefined,
        description: p.description,
        q: p.sum_quantity,
        v: p.sum_price_cents,
        kind: 'row',
      });
    });
    if (grouped)
      rows.push({
        key: `${g.key}-subtotal`,
        group: undefined,
        description: `${T.subtotal} ${g.name}`,
        q: sum(g.products.map((p) => p.sum_quantity)),
        v: sum(g.products.map((p) => p.sum_price_cents)),
        kind: 'subtotal',
      });
  }
  const all = groups.flatMap((g) => g.products);
  if (all.length)
    rows.push({
      key: '__total',
      description: T.total,
      q: sum(all.map((p) => p.sum_quantity)),
      v: sum(all.map((p) => p.sum_price_cents)),
      kind: 'total',
    });
  const productNames = [...new Set(all.map((p) => p.description))];
  return (
    <>
      {all.length > 0 && (
        <ReportChart
          title={title}
          categories={grouped ? groups.map((g) => g.name) : productNames}
          series={
            grouped
              ? productNames.map((name) => ({
                  name,
                  values: groups.map((g) => {
                    const p = g.products.find((x) => x.description === name);
                    return p ? p.average_price_cents : 0;
                  }),
                }))
              : [{ name: T.averagePriceColumn, values: groups[0]!.products.map((p) => p.average_price_cents) }]
          }
        />
      )}
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        locale={{ emptyText: T.noData }}
        rowClassName={(r) => (r.kind === 'row' ? '' : 'report-subtotal')}
        columns={[
          ...(grouped ? [{ title: '', dataIndex: 'group', key: 'group' }] : []),
          {
            title: T.product,
            dataIndex: 'description',
            render: (v: string, r: Row) => (r.kind === 'row' ? v : <strong>{v}</strong>),
          },
          { title: T.quantity, dataIndex: 'q', align: 'right', render: (v: number) => v.toLocaleString('pt-BR') },
          { title: T.totalValue, dataIndex: 'v', align: 'right', render: money },
          {
            title: T.averagePriceColumn,
            key: 'avg',
            align: 'right',
            render: (_: unknown, r: Row) => money(average(r.v, r.q)),
          },
        ]}
      />
    </>
  );
}
