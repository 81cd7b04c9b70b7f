export interface ReportRow {
  endpoint: string;
  connections: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  dbP50?: number;
  dbP95?: number;
  dbRps?: number;
  /** API p95 over db-only p95, less one (0.25 = the API adds 25%). */
  overhead?: number;
  /** 'p95 < 20 ms PASS', 'p95 < 100 ms FAIL', or ''. */
  target: string;
}

/** +25% / -3%. */
export const pct = (v: number) => `${v >= 0 ? '+' : ''}${(v * 100).toFixed(0)}%`;

const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));

const HEADER = [
  'endpoint',
  'connections',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'req/s',
  'db-only p50',
  'db-only p95',
  'db-only req/s',
  'API',
  'target',
];

function cells(rows: ReportRow[]): string[][] {
  return rows.map((r) => [
    r.endpoint,
    r.connections,
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    r.rps.toFixed(0),
    ms(r.dbP50),
    ms(r.dbP95),
    r.dbRps === undefined ? '—' : r.dbRps.toFixed(0),
    r.overhead === undefined ? '—' : pct(r.overhead),
    r.target || '—',
  ]);
}

/** Prints an aligned text table (numbers right-aligned). */
export function printTable(rows: ReportRow[]): void {
  const header = HEADER;
  const body = cells(rows);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const left = new Set([0, 1, 10]);
  const line = (cells: string[]) =>
    cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}

/** The same table in Markdown (numbers right-aligned), for apps/api/bench/RESULTS.md. */
export function markdownTable(rows: ReportRow[]): string {
  const cell = (c: string) => c.replace(/\|/g, '\\|');
  const left = new Set([0, 1, 10]);
  return [
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map((_, i) => (left.has(i) ? '---' : '---:')).join('|')}|`,
    ...cells(rows).map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}
