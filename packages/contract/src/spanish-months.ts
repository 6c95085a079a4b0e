/**
 * The months as the screens and the server's messages write them ('5 de marzo de 2026'; the spec has no short
 * form). Written out rather than asked of Intl: the first Intl formatter of a page costs its main thread a long task
 * (apps/web/src/lib/dates.ts).
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
