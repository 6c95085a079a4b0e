import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { SPANISH_MONTHS } from '@gestora/contract/spanish-months';
import {
  EXPORT_ROWS_HEADER,
  type ExportColumn,
  type ExportDeclaration,
  type ExportValue,
} from '@gestora/contract/exports/export-columns';
import type { TestClient } from '../../test/harness.ts';

/*
 * Reading an export back the way a spreadsheet would, independently of the writers: the CSV split by hand (BOM,
 * ';', quotes, CRLF) and its Spanish texts decoded to the JSON's values ('5 de marzo de 2026' → '2026-03-05',
 * '1234,5' → 1234.5), the XLSX loaded by exceljs with its dates and fractions turned back the same way. What is
 * compared is then each column's JSON value as the declaration reads it from the list's own answer.
 */

type Query = Record<string, string | number | boolean>;
const qs = (q: Query) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

/** Every row of the list for `query`, all pages of `perPage`, and its total. */
export async function jsonRows<R>(client: TestClient, path: string, query: Query, perPage = 7) {
  const rows: R[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const res = await client.inject({ method: 'GET', url: `${path}?${qs({ ...query, page, per_page: perPage })}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: R[]; total: number; last_page: number };
    rows.push(...body.data);
    total = body.total;
    if (page >= body.last_page) break;
  }
  return { rows, total };
}

/** The CSV's records: the BOM first, ';' between fields, CRLF after each record, "" inside quotes. */
export function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const body = text.slice(1);
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += c;
    } else if (c === ';') {
      record.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      field = '';
      record = [];
      i++;
    } else {
      field += c;
    }
  }
  expect(field === '' && record.length === 0, 'the CSV ends with CRLF').toBe(true);
  return records;
}

const pad = (n: number | string) => String(n).padStart(2, '0');
/** An instant on the organisation's calendar and clock: 'YYYY-MM-DD HH:MM'. */
const wall = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('sv-SE', { timeZone, hour12: false }).slice(0, 16);

/** A column's JSON value as both files must carry it (dates on the organisation's calendar). */
function expected(column: ExportColumn<never>, value: ExportValue, timeZone: string): ExportValue {
  if (value === null || value === '') return null;
  switch (column.kind) {
    case 'date':
      return String(value).length > 10 ? wall(String(value), timeZone).slice(0, 10) : String(value);
    case 'datetime':
      return wall(String(value), timeZone);
    case 'text':
      return String(value);
    default:
      return Number(value);
  }
}

/** '5 de marzo de 2026' → '2026-03-05'. */
function spanishDay(text: string) {
  const m = /^(\d{1,2}) de (\p{L}+) de (\d{4})$/u.exec(text);
  expect(m, `a Spanish date: '${text}'`).not.toBeNull();
  return `${m![3]}-${pad(SPANISH_MONTHS.indexOf(m![2] as never) + 1)}-${pad(m![1])}`;
}

/** A CSV field decoded to the JSON's value. */
function fromCsv(column: ExportColumn<never>, text: string): ExportValue {
  if (text === '') return null;
  switch (column.kind) {
    case 'date':
      return spanishDay(text);
    case 'datetime': {
      const m = /^(.*) (\d{2}:\d{2})$/.exec(text);
      expect(m, `a Spanish date and time: '${text}'`).not.toBeNull();
      return `${spanishDay(m![1])} ${m![2]}`;
    }
    case 'text':
      // The apostrophe that keeps a spreadsheet from running a value as a formula.
      return /^'[=+\-@\t]/.test(text) ? text.slice(1) : text;
    case 'percent':
      expect(text.endsWith('%'), text).toBe(true);
      return Number(text.slice(0, -1).replace(',', '.'));
    default:
      expect(text, 'a number with a decimal comma and no grouping').toMatch(/^-?\d+(,\d+)?$/);
      return Number(text.replace(',', '.'));
  }
}

/** An XLSX cell decoded to the JSON's value. */
function fromXlsx(column: ExportColumn<never>, cell: ExcelJS.Cell): ExportValue {
  const v = cell.value;
  if (v === null || v === undefined) return null;
  switch (column.kind) {
    case 'date':
    case 'datetime': {
      expect(v, `${column.header}: a date cell`).toBeInstanceOf(Date);
      expect(cell.numFmt, 'a Spanish date format').toMatch(/^d "de" mmmm "de" yyyy/);
      const iso = (v as Date).toISOString();
      return column.kind === 'date' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
    }
    case 'text':
      expect(typeof v, `${column.header}: a text cell`).toBe('string');
      return v as string;
    case 'percent':
      expect(cell.numFmt).toBe('0%');
      return Math.round((v as number) * 100 * 1e6) / 1e6;
    default:
      expect(typeof v, `${column.header}: a number cell`).toBe('number');
      return v as number;
  }
}

export async function readXlsx(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as never);
  expect(book.worksheets).toHaveLength(1);
  return book.worksheets[0];
}

/**
 * The CSV and the XLSX of `path`/export for `query` hold exactly the JSON list's rows for the same query (all its
 * pages, in its order), column by column, under the declaration's headers, with X-Export-Rows = the JSON's total.
 * Returns the rows, for a test to check that the filter did select something.
 */
export async function expectExportsMatchJson<R>(opts: {
  client: TestClient;
  path: string;
  query: Query;
  declaration: ExportDeclaration<R>;
  timeZone: string;
  perPage?: number;
}) {
  const { client, path, query, timeZone } = opts;
  const columns = opts.declaration.columns as readonly ExportColumn<never>[];
  const json = await jsonRows<R>(client, path, query, opts.perPage);
  const want = json.rows.map((row) => columns.map((c) => expected(c, c.value(row as never), timeZone)));
  const headers = columns.map((c) => c.header);

  const csv = await client.inject({ method: 'GET', url: `${path}/export?${qs({ ...query, format: 'csv' })}` });
  expect(csv.statusCode, csv.body).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${opts.declaration.file}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect(csv.headers[EXPORT_ROWS_HEADER.toLowerCase()]).toBe(String(json.total));
  const [head, ...records] = parseCsv(csv.body);
  expect(head).toEqual(headers);
  const oneLine = (v: ExportValue) => (typeof v === 'string' ? v.replace(/\r\n|[\r\n]/g, ' ') : v);
  expect(records.map((r) => r.map((text, i) => fromCsv(columns[i], text)))).toEqual(want.map((r) => r.map(oneLine)));

  const xlsx = await client.inject({ method: 'GET', url: `${path}/export?${qs({ ...query, format: 'xlsx' })}` });
  expect(xlsx.statusCode, xlsx.body).toBe(200);
  expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(xlsx.headers[EXPORT_ROWS_HEADER.toLowerCase()]).toBe(String(json.total));
  const sheet = await readXlsx(xlsx.rawPayload);
  const cells: ExportValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    if (n === 1) expect(columns.map((_, i) => row.getCell(i + 1).value)).toEqual(headers);
    else cells.push(columns.map((c, i) => fromXlsx(c, row.getCell(i + 1))));
  });
  // XML keeps no carriage return: a value's CRLF comes back from any XLSX as LF.
  const lf = (v: ExportValue) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v);
  expect(cells).toEqual(want.map((r) => r.map(lf)));
  return json.rows;
}
