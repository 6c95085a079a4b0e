/**
 * 'Exportar' on every list (issue 46): the columns a list's CSV and XLSX carry, shared by the API (which writes
 * the files) and the web (which names the button's formats). Each column reads a value of the list's row JSON
 * (the row the page shows) and says what kind it is, so that both writers put it the Spanish way.
 */
import { SPANISH_MONTHS } from '../spanish-months.ts';

/**
 * How a value is written: a date is 'YYYY-MM-DD' (or an ISO instant, of which the date in the organisation's time
 * zone counts, as a list shows its 'created' column), a datetime an ISO instant, a percent 0–100, money two decimals.
 */
export type ExportKind = 'text' | 'number' | 'date' | 'datetime' | 'percent' | 'money';
export type ExportValue = string | number | null;

export interface ExportColumn<R> {
  /** The column's title, as the web table heads it. */
  header: string;
  kind: ExportKind;
  value: (row: R) => ExportValue;
  /** Width in characters in the XLSX (default from the kind). */
  width?: number;
}

/** A list's export: the file's base name (Spanish, ascii, e.g. 'tareas') and its columns in order. */
export interface ExportDeclaration<R> {
  file: string;
  columns: readonly ExportColumn<R>[];
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The header that carries how many rows the file holds (the list's total), for a progress indicator. */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';

/** The download's name: `<file>-YYYY-MM-DD.<format>` (today in the organisation's time zone). */
export const exportFileName = (file: string, today: string, format: ExportFormat) => `${file}-${today}.${format}`;

export const exportDeclaration = <R>(file: string, columns: readonly ExportColumn<R>[]): ExportDeclaration<R> => ({
  file,
  columns,
});

/** A person as the screens name them ('Ana Pérez'), or null. */
export const personName = (u: { name: string; last_name: string } | null | undefined) =>
  u ? `${u.name} ${u.last_name}`.trim() : null;

/** Several names in one cell, comma-separated. */
export const joinedNames = (names: readonly (string | null)[]) => names.filter(Boolean).join(', ') || null;

/** 'YYYY-MM-DD' as the spec writes dates: '5 de marzo de 2026'. */
export function spanishDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return `${d} de ${SPANISH_MONTHS[m - 1]} de ${y}`;
}

/** 'Sí' / 'No' for a boolean column. */
export const yesNo = (v: boolean) => (v ? 'Sí' : 'No');

/** 'Activo' / 'Inactivo' (or 'Activa' / 'Inactiva'), as the lists' status badge reads. */
export const activeLabel = (active: boolean, feminine = false) =>
  active ? (feminine ? 'Activa' : 'Activo') : feminine ? 'Inactiva' : 'Inactivo';
