/**
 * The months as the screens and the server's messages write them ('5 de marzo de 2026'), and their short form in a
 * filter bar ('5 mar 2026': dayjs's Spanish, not Intl's 'sept'). Written out rather than asked of Intl: the first
 * Intl formatter of a page costs its main thread 40 ms (apps/web/src/lib/dates.ts).
 */
export const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

export const SPANISH_SHORT_MONTHS = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'oct',
  'nov',
  'dic',
] as const;
