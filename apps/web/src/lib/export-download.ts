import { MSG } from '@gestora/contract/messages';
import { buildUrl, HttpError } from './http.ts';
import { authHeaders, requestCredentials } from './platform.ts';
import type { ListQuery } from './query-keys.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** How far a download has come: bytes always; for CSV the rows received against the server's X-Export-Rows. */
export interface ExportProgress {
  format: ExportFormat;
  bytes: number;
  /** Rows the server said it sends (X-Export-Rows); null when it did not say. */
  total: number | null;
  /** CSV only: the data rows received so far (line breaks after the header). */
  rows: number | null;
}

export interface ExportedFile {
  fileName: string;
  blob: Blob;
  rows: number | null;
}

/** The query of an export: the list's own query without its paging, which an export ignores. */
export function exportParams(query: ListQuery, format: ExportFormat): ListQuery {
  const { page: _p, per_page: _pp, ...rest } = query;
  return { ...rest, format };
}

/** The name the server gives the file (Content-Disposition), the RFC 5987 form first; else `fallback`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: the plain filename below still names the file.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  // A name is never a path: the browser and the device's folder get its last segment only.
  const last = name.split(/[/\\]/).pop() ?? '';
  return last || fallback;
}

const LF = 0x0a;

async function refusal(res: Response): Promise<HttpError> {
  const body = await res.json().catch(() => null);
  const message =
    body && typeof body.message === 'string' && body.message
      ? body.message
      : res.status === 403
        ? MSG.forbidden
        : res.status === 401 || res.status === 419
          ? MSG.unauthenticated
          : `No se pudo exportar la lista (error ${res.status}).`;
  return new HttpError(res.status, message, body);
}

/**
 * GET `<path>/export?format=…&<the list's query>` with the session (cookie on web, Bearer token on native), read
 * as a stream so that `onProgress` can follow it: a CSV's line breaks count its rows, an XLSX (zipped, no lines to
 * count) its bytes. A refusal throws an HttpError with the server's Spanish message; a lost connection status 0.
 */
export async function fetchExport(
  path: string,
  query: ListQuery,
  format: ExportFormat,
  onProgress: (progress: ExportProgress) => void,
): Promise<ExportedFile> {
  let res: Response;
  try {
    res = await fetch(buildUrl(`${path}/export`, exportParams(query, format)), {
      headers: { 'X-Requested-With': 'XMLHttpRequest', ...authHeaders() },
      credentials: requestCredentials(),
    });
  } catch {
    throw new HttpError(0, MSG.noResponse, undefined);
  }
  if (!res.ok) throw await refusal(res);

  const totalHeader = res.headers.get('X-Export-Rows');
  const total = totalHeader !== null && /^\d+$/.test(totalHeader) ? Number(totalHeader) : null;
  const fallbackName = `${path.split('/').filter(Boolean).pop() ?? 'lista'}.${format}`;
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition'), fallbackName);
  const type = res.headers.get('Content-Type') ?? undefined;

  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lineBreaks = 0;
  // The header line is not a row; a quoted field with a line break would count twice, hence the cap at the total.
  const rowsSoFar = () => {
    const rows = Math.max(0, lineBreaks - 1);
    return total === null ? rows : Math.min(rows, total);
  };
  const report = () => onProgress({ format, bytes, total, rows: format === 'csv' ? rowsSoFar() : null });
  report();
  try {
    if (!res.body) {
      const whole = new Uint8Array(await res.arrayBuffer());
      chunks.push(whole);
      bytes = whole.byteLength;
      if (format === 'csv') for (const b of whole) if (b === LF) lineBreaks++;
    } else {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value as Uint8Array<ArrayBuffer>);
        bytes += value.byteLength;
        if (format === 'csv') for (const b of value) if (b === LF) lineBreaks++;
        report();
      }
    }
  } catch {
    // The connection broke in the middle of the file: what came is not a file to save.
    throw new HttpError(0, 'La descarga se interrumpió. Vuelva a intentarlo.', undefined);
  }
  // A last row without its line break is still a row.
  const last = chunks.findLast((c) => c.byteLength > 0);
  if (format === 'csv' && last && last[last.byteLength - 1] !== LF) lineBreaks++;
  report();
  return { fileName, blob: new Blob(chunks, { type }), rows: format === 'csv' ? rowsSoFar() : total };
}
