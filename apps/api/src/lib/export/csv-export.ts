import type { ExportDeclaration } from '@gestora/contract/exports/export-columns';
import { csvText } from './export-cells.ts';

/** UTF-8's byte order mark: Excel reads the file as UTF-8 only with it. */
export const BOM = '\uFEFF';
/** Excel in Spanish splits on ';' (',' is the decimal separator). */
const SEPARATOR = ';';

/**
 * A field as CSV: a text that a spreadsheet would run as a formula (= + - @, and tab or CR which Excel strips
 * first) gets a leading apostrophe; line breaks inside a value become spaces, so that every row is one line (the
 * web counts rows by line); quoted when it holds the separator, a quote or leading/trailing spaces.
 */
export function csvField(text: string, isText: boolean): string {
  let t = text.replace(/\r\n|[\r\n]/g, ' ');
  if (isText && /^[=+\-@\t\r]/.test(t)) t = `'${t}`;
  return /[;"]|^\s|\s$/.test(t) ? `"${t.replaceAll('"', '""')}"` : t;
}

/** The CSV's header line (with the BOM) and its row lines, CRLF-terminated. */
export function csvWriter<R>(declaration: ExportDeclaration<R>, timeZone: string) {
  const columns = declaration.columns;
  return {
    head: () => BOM + columns.map((c) => csvField(c.header, true)).join(SEPARATOR) + '\r\n',
    rows: (rows: readonly R[]) =>
      rows
        .map(
          (row) =>
            columns
              .map((c) => csvField(csvText(c as never, c.value(row), timeZone), c.kind === 'text'))
              .join(SEPARATOR) + '\r\n',
        )
        .join(''),
  };
}
