import { DASHBOARD_TEXTS as T } from '@ability/domain';
import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { type ChartSeries, ReportChart } from '../../shared/ReportChart';

export interface FigureTableProps {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}

/** A figure's numbers as a table: shown by 'Ver tabela', and always there for screen readers. */
export function FigureTable({ caption, head, rows }: FigureTableProps) {
  return (
    <table className="figure-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={h} scope="col" className={i ? 'num' : undefined}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one figure, in a fixed order
          <tr key={i}>
            {r.map((c, j) =>
              j === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row
                <th key={j} scope="row">
                  {c}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row
                <td key={j} className="num">
                  {c}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface FigureCardProps {
  title: string;
  categories: string[];
  series: ChartSeries[];
  money?: boolean;
  horizontal?: boolean;
  suffix?: string;
  max?: number;
  height?: number;
  table: Omit<FigureTableProps, 'caption'>;
}

/**
 * One chart of the dashboard (echarts through ReportChart) with its table: 'Ver tabela' swaps them on screen;
 * while the chart shows, the table is still in the page, visually hidden, for screen readers; on paper
 * the chart prints.
 */
export function FigureCard({
  title,
  categories,
  series,
  money,
  horizontal,
  suffix,
  max,
  height = 240,
  table,
}: FigureCardProps) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const empty = table.rows.length === 0;
  return (
    <Card
      size="small"
      className="figure-card"
      title={<span id={id}>{title}</span>}
      extra={
        <Button
          size="small"
          className="no-print"
          icon={asTable ? <BarChartOutlined /> : <TableOutlined />}
          aria-pressed={asTable}
          aria-describedby={id}
          onClick={() => setAsTable((v) => !v)}
          disabled={empty}
        >
          {asTable ? T.hideTable : T.showTable}
        </Button>
      }
    >
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noData} />
      ) : asTable ? (
        <FigureTable caption={title} {...table} />
      ) : (
        <>
          <ReportChart
            title={title}
            categories={categories}
            series={series}
            money={money}
            horizontal={horizontal}
            suffix={suffix}
            max={max}
            height={height}
          />
          <div className="visually-hidden">
            <FigureTable caption={title} {...table} />
          </div>
        </>
      )}
    </Card>
  );
}
