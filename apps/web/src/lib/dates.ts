import dayjs from 'dayjs';
import 'dayjs/locale/es';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.locale('es');

/** '5 de marzo de 2026' (spec section 9). */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('D [de] MMMM [de] YYYY') : '';
}

/** '5 de marzo de 2026, 14:05'. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('D [de] MMMM [de] YYYY, HH:mm') : '';
}

/** 'hace 5 minutos'. */
export function fromNow(iso: string | null | undefined): string {
  return iso ? dayjs(iso).fromNow() : '';
}
