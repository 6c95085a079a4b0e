import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn, ExportDeclaration, ExportValue } from '@gestora/contract/exports/export-columns';
import { dayOf, wallClock } from './export-cells.ts';

/*
 * Dates go in as real dates with a Spanish-looking format rather than as text: a spreadsheet then sorts and filters
 * them as dates, and Excel writes 'mmmm' in its own language (Spanish on the organisation's machines), so the cell
 * reads '5 de marzo de 2026' (and '14:30') as the spec writes it. Datetimes are the organisation's wall clock (a
 * cell has no time zone). A percent is the fraction Excel means by '45%' (what it reads from the CSV's '45%'); plain
 * numbers keep the General format, which writes them with the reader's decimal comma and no grouping, as the CSV
 * does (a year stays '2021', not '2.021').
 */
const FORMATS: Partial<Record<ExportColumn<never>['kind'], string>> = {
  date: 'd "de" mmmm "de" yyyy',
  datetime: 'd "de" mmmm "de" yyyy hh:mm',
  money: '#,##0.00',
  percent: '0%',
};
const WIDTHS: Record<ExportColumn<never>['kind'], number> = {
  text: 18,
  number: 14,
  date: 22,
  datetime: 26,
  percent: 10,
  money: 14,
};

function cellValue(column: ExportColumn<never>, value: ExportValue, timeZone: string): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  switch (column.kind) {
    case 'date': {
      const [y, m, d] = dayOf(String(value), timeZone).split('-').map(Number);
      return new Date(Date.UTC(y, m - 1, d));
    }
    case 'datetime': {
      const [y, m, d, h, min] = wallClock(String(value), timeZone).parts;
      return new Date(Date.UTC(y, m - 1, d, h, min));
    }
    case 'percent':
      return Number(value) / 100;
    case 'number':
    case 'money':
      return Number(value);
    default:
      // A string stays a string cell: never read as a formula, whatever it starts with.
      return String(value);
  }
}

/** An XLSX written as it streams (exceljs' WorkbookWriter): bold frozen header, widths, Spanish formats. */
export function xlsxWriter<R>(declaration: ExportDeclaration<R>, timeZone: string, stream: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Datos', { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = declaration.columns as readonly ExportColumn<never>[];
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width ?? WIDTHS[c.kind],
    style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
  }));
  const head = sheet.addRow(columns.map((c) => c.header));
  head.font = { bold: true };
  head.commit();
  return {
    rows(rows: readonly R[]) {
      for (const row of rows) sheet.addRow(columns.map((c) => cellValue(c, c.value(row as never), timeZone))).commit();
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
