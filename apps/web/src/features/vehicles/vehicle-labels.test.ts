import { describe, expect, it } from 'vitest';
import { daysUntil, documentDue, dueWhen, formatKm, formatMoney, monthName } from './vehicle-labels.ts';

describe('the fleet’s words', () => {
  it('says what remains of a due item, whichever bound comes first', () => {
    expect(dueWhen(5, 320)).toBe('en 5 días o 320 km');
    expect(dueWhen(1, null)).toBe('en 1 día');
    expect(dueWhen(null, 1500)).toBe('en 1,500 km');
    expect(dueWhen(0, 200)).toBe('hoy o en 200 km');
    expect(dueWhen(-3, 120)).toBe('hace 3 días');
    expect(dueWhen(4, -120)).toBe('excedido en 120 km');
    expect(dueWhen(-1, -2500)).toBe('hace 1 día · excedido en 2,500 km');
    expect(dueWhen(null, null)).toBe('');
  });

  it('counts a document’s days from today and calls it due soon within 30 days', () => {
    const today = new Date(2026, 2, 10);
    expect(daysUntil('2026-03-10', today)).toBe(0);
    expect(daysUntil('2026-04-09', today)).toBe(30);
    expect(documentDue('2026-04-09', today)).toEqual({ state: 'Próximo', text: 'vence en 30 días' });
    expect(documentDue('2026-04-10', today)).toEqual({ state: 'Al día', text: 'vence en 31 días' });
    expect(documentDue('2026-03-10', today)).toEqual({ state: 'Próximo', text: 'vence hoy' });
    expect(documentDue('2026-03-08', today)).toEqual({ state: 'Vencido', text: 'venció hace 2 días' });
  });

  it('writes kilometres, money and months as the screens show them', () => {
    expect(formatKm(45000)).toBe('45,000 km');
    // Intl keeps the symbol and the amount together with a no-break space.
    expect(formatMoney(1234.5, 'PEN')).toBe('S/\u00a01,234.50');
    expect(formatMoney(99.9, 'USD')).toBe('USD\u00a099.90');
    expect(monthName('2026-03')).toBe('marzo de 2026');
    expect(monthName('2026-12', false)).toBe('diciembre');
  });
});
