import { REPORT_PALETTE, formatCents } from '@ability/domain';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface ChartSeries {
  name: string;
  values: number[];
  type?: 'bar' | 'line';
  stack?: string;
}

export interface ReportChartProps {
  categories: string[];
  series: ChartSeries[];
  /** Values are cents shown as R$ (default), or plain counts. */
  money?: boolean;
  height?: number;
  /** Accessible name of the chart. */
  title: string;
  /** Horizontal bars, for long category names. */
  horizontal?: boolean;
  /** Written after plain values (' %'). */
  suffix?: string;
  /** Top of the value axis (100 for percentages); by the data otherwise. */
  max?: number;
}

const label =
  (money: boolean, suffix = '') =>
  (v: number) =>
    money ? formatCents(v) : `${v.toLocaleString('pt-BR')}${suffix}`;

/** Money on a horizontal value axis, short enough for its ticks not to overlap: 'R$ 20 mil'. */
const compactMoney = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * A bar or line chart (echarts, SVG so it prints sharp) in the seeds' 7-colour cycling palette, with
 * pt-BR money labels on the axis, the tooltip and the bars.
 */
export function ReportChart({
  categories,
  series,
  money = true,
  height = 280,
  title,
  horizontal,
  suffix,
  max,
}: ReportChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current, undefined, { renderer: 'svg' });
    const fmt = label(money, suffix);
    const axisFmt = horizontal && money ? (v: number) => compactMoney.format(v / 100) : fmt;
    const valueAxis = {
      type: 'value' as const,
      // A narrow horizontal chart keeps fewer ticks; labels that would still overlap are left out.
      splitNumber: horizontal ? 3 : undefined,
      max,
      axisLabel: { formatter: axisFmt, hideOverlap: true },
    };
    const showLabels = categories.length * series.length <= 24;
    const categoryAxis = {
      type: 'category' as const,
      data: categories,
      axisLabel: { interval: 0, width: 110, overflow: 'truncate' as const },
    };
    chart.setOption({
      color: [...REPORT_PALETTE],
      animation: false,
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => fmt(Number(v)) },
      legend: { show: series.length > 1, bottom: 0 },
      // Room for the legend's lines under the axis (about four entries a line).
      grid: {
        left: 8,
        // Room for the value written after the longest horizontal bar.
        right: horizontal && showLabels ? (money ? 96 : 48) : 32,
        top: 24,
        bottom: series.length > 1 ? 12 + 22 * Math.ceil(series.length / 4) : 8,
        containLabel: true,
      },
      xAxis: horizontal ? valueAxis : categoryAxis,
      yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
      series: series.map((s) => ({
        name: s.name,
        type: s.type ?? 'bar',
        stack: s.stack,
        data: s.values,
        // One series: each bar its own palette colour, cycling.
        colorBy: series.length === 1 && (s.type ?? 'bar') === 'bar' ? 'data' : 'series',
        label: {
          show: !s.stack && showLabels,
          position: horizontal ? 'right' : 'top',
          formatter: (p: { value: number }) => fmt(p.value),
          fontSize: 10,
        },
      })),
    });
    // Redrawn at the width of the screen or of the sheet when printing.
    const resize = () => chart.resize();
    const print = window.matchMedia('print');
    window.addEventListener('resize', resize);
    window.addEventListener('beforeprint', resize);
    window.addEventListener('afterprint', resize);
    print.addEventListener('change', resize);
    return () => {
      window.removeEventListener('resize', resize);
      window.removeEventListener('beforeprint', resize);
      window.removeEventListener('afterprint', resize);
      print.removeEventListener('change', resize);
      chart.dispose();
    };
  }, [categories, series, money, horizontal, suffix, max]);
  // Nothing to draw (a period without data): the table below says so, no empty axes above it.
  if (!categories.length) return null;
  return <div ref={ref} role="img" aria-label={title} className="report-chart" style={{ width: '100%', height }} />;
}
