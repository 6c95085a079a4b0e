import dayjs from 'dayjs';
import 'dayjs/locale/es';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.locale('es');

/** '5 de marzo de 2026' (spec section 9): shown dates and date fields. */
export const DATE_FORMAT = 'D [de] MMMM [de] YYYY';
/** '5 mar 2026': dates in a filter bar, where room is short. */
export const SHORT_DATE_FORMAT = 'D MMM YYYY';

export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_FORMAT) : '';
}

/** '5 de marzo de 2026, 14:05'. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(`${DATE_FORMAT}, HH:mm`) : '';
}

/** 'hace 5 minutos'. */
export function fromNow(iso: string | null | undefined): string {
  return iso ? dayjs(iso).fromNow() : '';
}

/**
 * The dates a record must keep within, said under its date fields: 'Dentro de las fechas del proyecto: del 1 de
 * marzo de 2026 al 30 de junio de 2026.' `of` names the container ('del proyecto', 'de la etapa').
 */
export function boundsText(span: { start_date: string | null; end_date: string | null } | undefined, of: string) {
  if (!span || (!span.start_date && !span.end_date)) return undefined;
  if (span.start_date && span.end_date)
    return `Dentro de las fechas ${of}: del ${formatDate(span.start_date)} al ${formatDate(span.end_date)}.`;
  return span.start_date
    ? `Desde el ${formatDate(span.start_date)} (inicio ${of}).`
    : `Hasta el ${formatDate(span.end_date)} (fin ${of}).`;
}
