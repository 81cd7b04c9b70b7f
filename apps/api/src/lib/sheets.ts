import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';

/**
 * A CSV cell a spreadsheet cannot run (OWASP CSV injection): text beginning with `=`, `+`, `-`, `@`, tab
 * or CR gets a leading `'`, so Excel and LibreOffice show it as text instead of evaluating it. Numbers stay
 * numbers, and so does text that is only a number as the exports write them ('-12,50', '-R$ 1.234,56',
 * '+5', '-3%'): a negative value is no formula. XLSX needs none of this: exceljs writes every string as a
 * shared string (`t="s"`), which a spreadsheet never evaluates, so XLSX cells go as they are, with no
 * apostrophe for the user to see.
 */
export function safeCell<T extends string | number | null | undefined>(value: T): T | string {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\s?(R\$\s?)?[+-]?\d[\d.]*(,\d+)?\s?%?$/;

/** One table of a report: a title, its column headers and its rows (money already formatted). */
export interface Sheet {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * Several tables in one file: XLSX with one worksheet per table, or one CSV (semicolon-separated,
 * UTF-8 with BOM, as Excel in pt-BR reads it) with each table under its title, a blank line between.
 */
export async function sendSheets(reply: FastifyReply, format: 'csv' | 'xlsx', filename: string, sheets: Sheet[]) {
  if (format === 'csv') {
    const parts = sheets.map(
      (s) =>
        `${Papa.unparse([[safeCell(s.title)]], { delimiter: ';' })}\r\n${Papa.unparse(
          { fields: s.columns.map(safeCell), data: s.rows.map((r) => r.map(safeCell)) },
          { delimiter: ';' },
        )}`,
    );
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}.csv"`)
      .send(`\uFEFF${parts.join('\r\n\r\n')}\r\n`);
  }
  const wb = new ExcelJS.Workbook();
  const used = new Set<string>();
  for (const s of sheets) {
    // Worksheet names: at most 31 characters, unique, without []:*?/\
    let name = s.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
    for (let i = 2; used.has(name); i++) name = `${s.title.slice(0, 27)} (${i})`;
    used.add(name);
    const ws = wb.addWorksheet(name);
    ws.columns = s.columns.map((header, i) => ({
      header,
      width: Math.max(12, header.length + 2, ...s.rows.map((r) => String(r[i] ?? '').length + 2)),
    }));
    ws.getRow(1).font = { bold: true };
    for (const r of s.rows) ws.addRow(r);
  }
  const buffer = await wb.xlsx.writeBuffer();
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${filename}.xlsx"`)
    .send(Buffer.from(buffer as ArrayBuffer));
}
