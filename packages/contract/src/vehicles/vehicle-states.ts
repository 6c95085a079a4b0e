/** PRODUCT.md "Vehículos": the words of the fleet, stored as written. */
export const VEHICLE_TYPES = ['Automóvil', 'Camioneta', 'Motocicleta', 'Camión', 'Otro'] as const;
export type TVehicleType = (typeof VEHICLE_TYPES)[number];

export const VEHICLE_STATUSES = ['Disponible', 'En uso', 'En mantenimiento', 'Fuera de servicio'] as const;
export type TVehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const FUEL_TYPES = ['Gasolina', 'Diésel', 'GLP', 'GNV', 'Eléctrico', 'Híbrido'] as const;
export type TFuelType = (typeof FUEL_TYPES)[number];

export const MAINTENANCE_PRIORITIES = ['Baja', 'Media', 'Alta', 'Urgente'] as const;
export type TMaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];

export const REQUEST_STATUSES = ['Pendiente', 'Aprobada', 'Rechazada', 'Atendida'] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

/** The only moves of a request: reviewed once, then attended once (by the maintenance record made from it). */
export const REQUEST_TRANSITIONS: Readonly<Record<TRequestStatus, readonly TRequestStatus[]>> = {
  Pendiente: ['Aprobada', 'Rechazada'],
  Aprobada: ['Atendida'],
  Rechazada: [],
  Atendida: [],
};

/**
 * How near a due item must be to count as due soon: maintenance within 7 days or 500 km (whichever first), the
 * insurance and the technical inspection within 30 days. The reminders, the 'due soon' filter and the badges
 * read these, so that they agree.
 */
export const DUE_SOON = { days: 7, km: 500, documentDays: 30 } as const;

/** Reminder kinds, as the reminders sent are recorded and the notifications say. */
export const REMINDER_KINDS = ['Mantenimiento', 'Seguro', 'Revisión técnica'] as const;
export type TReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * A plate as it is compared: upper case, without spaces, dashes, dots or underscores, so that 'abc-123' and
 * 'ABC 123' are one plate. The database keeps this key unique among the vehicles not deleted.
 */
export const plateKey = (plate: string) =>
  plate
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s._-]+/g, '');

/**
 * A due item's state from what remains of it (negative once passed; null when it has no such bound):
 * 'Vencido' past its date or km, 'Próximo' within DUE_SOON, else 'Al día'. The API writes the same in SQL
 * (maintenance-due.service.ts dueStateSql); a test holds them together.
 */
export function dueState(daysLeft: number | null, kmLeft: number | null): 'Vencido' | 'Próximo' | 'Al día' {
  if ((daysLeft !== null && daysLeft < 0) || (kmLeft !== null && kmLeft < 0)) return 'Vencido';
  if ((daysLeft !== null && daysLeft <= DUE_SOON.days) || (kmLeft !== null && kmLeft <= DUE_SOON.km)) return 'Próximo';
  return 'Al día';
}
