import { IconCar, IconCarSuv, IconMotorbike, IconSteeringWheel, IconTruck } from '@tabler/icons-react';
import { SPANISH_MONTHS } from '@gestora/contract/spanish-months';
import { DUE_SOON, type TVehicleStatus, type TVehicleType } from '@gestora/contract/vehicles/vehicle-states';
import type { TDueState, TVehicleRef } from '@gestora/contract/vehicles/vehicles.schema';

/**
 * The fleet's words on screen: status colours in UI.md's palette (available is done-green, in use is
 * in-progress-blue, in maintenance waits in yellow as a paused project does, out of service is red), the due
 * states, an icon per vehicle type, kilometres and money.
 */
export const VEHICLE_STATUS_COLORS: Record<TVehicleStatus, string> = {
  Disponible: 'green',
  'En uso': 'blue',
  'En mantenimiento': 'yellow',
  'Fuera de servicio': 'red',
};

export const DUE_STATE_COLORS: Record<TDueState, string> = { Vencido: 'red', Próximo: 'orange', 'Al día': 'green' };

export const VEHICLE_TYPE_ICONS: Record<TVehicleType, typeof IconCar> = {
  Automóvil: IconCar,
  Camioneta: IconCarSuv,
  Motocicleta: IconMotorbike,
  Camión: IconTruck,
  Otro: IconSteeringWheel,
};
export const vehicleTypeIcon = (type: string) => VEHICLE_TYPE_ICONS[type as TVehicleType] ?? IconSteeringWheel;

/** 'ABC-123 · Toyota Hilux'. */
export const vehicleName = (v: Pick<TVehicleRef, 'plate' | 'brand' | 'model'>) => `${v.plate} · ${v.brand} ${v.model}`;

const number = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });
/** '45,000 km'. */
export const formatKm = (km: number) => `${number.format(km)} km`;

const money = new Map<string, Intl.NumberFormat>();
/** 'S/ 1,234.50' in the organisation's currency (ORG_CURRENCY, as the API says it). */
export function formatMoney(amount: number, currency: string): string {
  let format = money.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('es-PE', { style: 'currency', currency });
    money.set(currency, format);
  }
  return format.format(amount);
}

const days = (n: number) => (n === 1 ? '1 día' : `${number.format(n)} días`);

/**
 * What remains of a due item, said as the reminders say it: 'en 5 días o 320 km' (whichever comes first), 'hoy',
 * or once passed 'hace 3 días · excedido en 120 km'. Null bounds are left out.
 */
export function dueWhen(daysLeft: number | null, kmLeft: number | null): string {
  const passedDays = daysLeft !== null && daysLeft < 0;
  const passedKm = kmLeft !== null && kmLeft < 0;
  if (passedDays || passedKm) {
    return [passedDays ? `hace ${days(-daysLeft!)}` : null, passedKm ? `excedido en ${formatKm(-kmLeft!)}` : null]
      .filter(Boolean)
      .join(' · ');
  }
  const when = daysLeft === null ? null : daysLeft === 0 ? 'hoy' : `en ${days(daysLeft)}`;
  if (kmLeft === null) return when ?? '';
  return when ? `${when} o ${when === 'hoy' ? 'en ' : ''}${formatKm(kmLeft)}` : `en ${formatKm(kmLeft)}`;
}

/** Whole days from today (this device's) to a 'YYYY-MM-DD' date; negative once it has passed. */
export function daysUntil(date: string, today = new Date()): number {
  const [y, m, d] = date.split('-').map(Number);
  const from = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.UTC(y!, m! - 1, d!) - from) / 86_400_000);
}

/** An insurance or inspection expiry: its state (due soon within DUE_SOON.documentDays) and 'vence en 12 días'. */
export function documentDue(expiresOn: string, today?: Date): { state: TDueState; text: string } {
  const left = daysUntil(expiresOn, today);
  const text = left < 0 ? `venció hace ${days(-left)}` : left === 0 ? 'vence hoy' : `vence en ${days(left)}`;
  return { state: left < 0 ? 'Vencido' : left <= DUE_SOON.documentDays ? 'Próximo' : 'Al día', text };
}

/** 'YYYY-MM' → 'marzo de 2026'; `withYear` false: 'marzo' (a chart's axis, where twelve months must fit). */
export function monthName(month: string, withYear = true): string {
  const [y, m] = month.split('-').map(Number);
  const name = SPANISH_MONTHS[(m ?? 1) - 1] ?? month;
  return withYear ? `${name} de ${y}` : name;
}
