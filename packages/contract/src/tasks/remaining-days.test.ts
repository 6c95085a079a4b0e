import { describe, expect, it } from 'vitest';
import { TASK_PRIORITIES, TASK_STATUSES, daysBetween, lateness, remainingDaysLabel } from './remaining-days.ts';

const today = '2026-03-10';

describe('remainingDaysLabel', () => {
  it("says 'No aplica' without an end date, and for finished tasks whatever their date", () => {
    expect(remainingDaysLabel({ status: '1', end_date: null }, today)).toBe('No aplica');
    expect(remainingDaysLabel({ status: '5', end_date: '2026-03-20' }, today)).toBe('No aplica');
    expect(remainingDaysLabel({ status: '5', end_date: '2026-03-01' }, today)).toBe('No aplica');
    expect(remainingDaysLabel({ status: '5', end_date: today }, today)).toBe('No aplica');
  });

  it("says 'Finaliza hoy' on the end date", () => {
    expect(remainingDaysLabel({ status: '2', end_date: today }, today)).toBe('Finaliza hoy');
  });

  it('keeps the two spaces of the spec once the date has passed', () => {
    const label = remainingDaysLabel({ status: '3', end_date: '2026-03-09' }, today);
    expect(label).toBe('La fecha  de entrega terminó');
    expect(label.split('fecha')[1].startsWith('  de')).toBe(true);
    expect(remainingDaysLabel({ status: '4', end_date: '2025-12-31' }, today)).toBe('La fecha  de entrega terminó');
  });

  it("counts 'Falta 1 día' and 'Faltan N días', across months and a DST change", () => {
    expect(remainingDaysLabel({ status: '1', end_date: '2026-03-11' }, today)).toBe('Falta 1 día');
    expect(remainingDaysLabel({ status: '1', end_date: '2026-03-12' }, today)).toBe('Faltan 2 días');
    expect(remainingDaysLabel({ status: '2', end_date: '2026-04-09' }, today)).toBe('Faltan 30 días');
    expect(remainingDaysLabel({ status: '1', end_date: '2027-03-10' }, today)).toBe('Faltan 365 días');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});

describe('lateness', () => {
  it('counts the days a finished task went past its end date, else 0', () => {
    expect(lateness({ status: '5', end_date: '2026-03-10', completed_at: '2026-03-13T15:00:00.000Z' })).toBe(3);
    expect(lateness({ status: '5', end_date: '2026-03-10', completed_at: '2026-03-10T23:00:00.000Z' })).toBe(0);
    expect(lateness({ status: '5', end_date: '2026-03-10', completed_at: '2026-03-01T10:00:00.000Z' })).toBe(0);
    expect(lateness({ status: '2', end_date: '2026-03-01', completed_at: null })).toBe(0);
    expect(lateness({ status: '5', end_date: null, completed_at: '2026-03-13T15:00:00.000Z' })).toBe(0);
  });
});

describe('task codes', () => {
  it('names the five statuses and the four priorities verbatim', () => {
    expect(TASK_STATUSES).toEqual({
      '1': 'Pendiente',
      '2': 'En proceso',
      '3': 'En revisión',
      '4': 'Devuelta',
      '5': 'Finalizada',
    });
    expect(TASK_PRIORITIES).toEqual(['Baja', 'Media', 'Alta', 'Urgente']);
  });
});
