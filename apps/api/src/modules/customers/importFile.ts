// The customer import's file: its columns, the template to download, and reading a CSV or XLSX into rows.
// Checking and writing the rows is import.ts.
import { CUSTOMER_TEXTS as T } from '@ability/domain';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { fieldError } from '../../lib/errors';

/** Columns of the import file (the template's header row). */
export const IMPORT_COLUMNS = [
  'nome',
  'cpf_cnpj',
  'telefones',
  'whatsapp',
  'cep',
  'endereco',
  'numero',
  'bairro',
  'complemento',
  'referencia',
  'cidade',
  'uf',
  'dia_aniversario',
  'mes_aniversario',
  'grupo',
  'setor',
  'observacoes',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

const ALIASES: Record<string, Column> = {
  name: 'nome',
  cliente: 'nome',
  cpf: 'cpf_cnpj',
  cnpj: 'cpf_cnpj',
  documento: 'cpf_cnpj',
  telefone: 'telefones',
  fone: 'telefones',
  phone: 'telefones',
  celular: 'telefones',
  rua: 'endereco',
  logradouro: 'endereco',
  n: 'numero',
  estado: 'uf',
  dia: 'dia_aniversario',
  mes: 'mes_aniversario',
  observacao: 'observacoes',
  obs: 'observacoes',
};

export const MAX_IMPORT_ROWS = 100_000;
/** The largest file taken (refused by its size before it is read: see the route). */
export const MAX_IMPORT_MB = 10;
export const MAX_IMPORT_BYTES = MAX_IMPORT_MB * 1024 * 1024;

/** A header or name as compared: no accents, lower case, words joined by '_'. */
export const key = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export async function importTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('clientes');
  ws.columns = IMPORT_COLUMNS.map((c) => ({ header: c, key: c, width: Math.max(12, c.length + 4) }));
  ws.getRow(1).font = { bold: true };
  ws.addRow({
    nome: 'Maria da Silva',
    cpf_cnpj: '529.982.247-25',
    telefones: '(19) 99876-5432 / (19) 3232-1000',
    whatsapp: 'sim',
    cep: '13010-000',
    endereco: 'Rua Conceição',
    numero: '100',
    bairro: 'Centro',
    cidade: 'Campinas',
    uf: 'SP',
    dia_aniversario: 15,
    mes_aniversario: 3,
    observacoes: 'Troca o botijão a cada 30 dias',
  });
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

export type RawRow = Partial<Record<Column, string>>;

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('text' in v && v.text !== undefined) return String(v.text);
    if ('result' in v) return String(v.result ?? '');
    if ('richText' in v) return v.richText.map((p) => p.text).join('');
    return '';
  }
  return String(v);
}

function mapHeader(headers: string[]): (Column | null)[] {
  return headers.map((h) => {
    const k = key(h);
    if ((IMPORT_COLUMNS as readonly string[]).includes(k)) return k as Column;
    return ALIASES[k] ?? null;
  });
}

/** A row of the file keyed by the template's columns, with the line the file shows it on (header: line 1). */
export interface FileRow {
  line: number;
  cells: RawRow;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
/**
 * Bytes Windows-1252 leaves undefined, and control characters no text holds (tab, line breaks and NUL
 * apart: a NUL refuses its row alone).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const NOT_1252_TEXT = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F\u0081\u008D\u008F\u0090\u009D]/;

/** UTF-16 without its mark: one byte of nearly every character pair zero (text in Latin letters). */
function utf16Without(data: Buffer): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(data.length, 4096) & ~1;
  if (n < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (data[i] === 0) evenZero++;
    if (data[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero > pairs * 0.3 && evenZero < pairs * 0.05) return 'utf-16le';
  if (evenZero > pairs * 0.3 && oddZero < pairs * 0.05) return 'utf-16be';
  return null;
}

/**
 * A CSV file's text: UTF-8 (with or without its byte order mark), UTF-16 (Excel's "Texto Unicode"), or
 * else Windows-1252 — what Excel in Portuguese saves as "CSV (separado por vírgulas)". Null for bytes that
 * are none of them (a binary file, another encoding), rather than text read wrong.
 */
export function csvText(data: Buffer): string | null {
  try {
    if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return UTF8.decode(data.subarray(3));
    const utf16 =
      data[0] === 0xff && data[1] === 0xfe
        ? 'utf-16le'
        : data[0] === 0xfe && data[1] === 0xff
          ? 'utf-16be'
          : utf16Without(data);
    if (utf16) return new TextDecoder(utf16, { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
  try {
    return UTF8.decode(data);
  } catch {
    const text = new TextDecoder('windows-1252').decode(data);
    return NOT_1252_TEXT.test(text) ? null : text;
  }
}

/**
 * The separator of the file's cells: of ';', ',', tab and '|', the one the header line (the first that is
 * not blank) has most of outside quotes — the header names the columns, whatever the number of rows.
 */
function separatorOf(text: string): string {
  const header = text.split(/\r\n|\r|\n/).find((l) => l.trim() !== '') ?? '';
  const unquoted = header.replace(/"[^"]*"/g, '');
  let best = ',';
  let most = 0;
  for (const sep of [';', ',', '\t', '|']) {
    const n = unquoted.split(sep).length - 1;
    if (n > most) {
      best = sep;
      most = n;
    }
  }
  return best;
}

/** The file's records with the line each starts on; blank records dropped after counting their lines. */
function csvRecords(text: string): { line: number; cells: string[] }[] {
  // Without skipping empty lines every line break outside a quoted cell ends a record, so a record's
  // line is 1 + the records before it + the line breaks inside their quoted cells.
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: separatorOf(text) });
  const out: { line: number; cells: string[] }[] = [];
  let line = 1;
  for (const cells of parsed.data) {
    if (cells.some((c) => c.trim() !== '')) out.push({ line, cells });
    line += 1 + cells.reduce((n, c) => n + c.split(parsed.meta.linebreak).length - 1, 0);
  }
  return out;
}

/**
 * The file's rows keyed by the template's columns, each with its line; null when the file cannot be read
 * (a 422 on 'file' for text in no encoding taken).
 */
export async function readRows(file: { name: string; data: Buffer }): Promise<FileRow[] | null> {
  let records: { line: number; cells: string[] }[];
  const isXlsx = /\.xlsx$/i.test(file.name) || file.data.subarray(0, 2).toString() === 'PK';
  const text = isXlsx ? '' : csvText(file.data);
  if (text === null) throw fieldError('file', T.importEncoding);
  try {
    if (isXlsx) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.data as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      if (!ws) return null;
      records = [];
      ws.eachRow({ includeEmpty: false }, (row) => {
        const cells = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
        if (cells.some((c) => c.trim() !== '')) records.push({ line: row.number, cells });
      });
    } else {
      records = csvRecords(text);
    }
  } catch {
    return null;
  }
  const [header, ...body] = records;
  if (!header) return null;
  const cols = mapHeader(header.cells);
  if (!cols.includes('nome')) return null;
  return body.map(({ line, cells }) => {
    const row: RawRow = {};
    cols.forEach((c, i) => {
      if (c) row[c] = String(cells[i] ?? '').trim();
    });
    return { line, cells: row };
  });
}
