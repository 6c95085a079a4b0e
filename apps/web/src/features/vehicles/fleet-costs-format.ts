import { SPANISH_MONTHS } from '@gestora/contract/spanish-months';

/** The organisation's currency when the costs have not said it yet (ORG_CURRENCY's default). */
export const DEFAULT_CURRENCY = 'PEN';

const formats = new Map<string, Intl.NumberFormat>();

/** 'S/ 1,234.50' in soles, 'US$ 1,234.50' in dollars: Peruvian Spanish, two decimals. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('es-PE', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format.format(amount);
}

/** '2026-03' → 'marzo de 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${SPANISH_MONTHS[(m ?? 1) - 1] ?? ''} de ${year}`;
}

/** 'S/' for soles, 'US$' for dollars: the sign the amounts are written with. */
export function currencySymbol(currency: string = DEFAULT_CURRENCY): string {
  formatMoney(0, currency);
  return (
    formats
      .get(currency)!
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}
