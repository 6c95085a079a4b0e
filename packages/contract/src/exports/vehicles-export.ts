import type { TMaintenanceRecordListItem } from '../vehicles/maintenance-records.schema.ts';
import type { TMaintenanceRequestListItem } from '../vehicles/maintenance-requests.schema.ts';
import type { TMaintenanceType } from '../vehicles/maintenance-types.schema.ts';
import type { TVehicleListItem, TVehicleRef } from '../vehicles/vehicles.schema.ts';
import { activeLabel, exportDeclaration, personName, yesNo } from './export-columns.ts';

const vehicleName = (v: TVehicleRef) => `${v.plate} · ${v.brand} ${v.model}`;

/** GET /api/vehicles/export. */
export const VEHICLES_EXPORT = exportDeclaration<TVehicleListItem>('vehiculos', [
  { header: 'Placa', kind: 'text', value: (v) => v.plate },
  { header: 'Tipo', kind: 'text', value: (v) => v.type },
  { header: 'Marca', kind: 'text', value: (v) => v.brand },
  { header: 'Modelo', kind: 'text', value: (v) => v.model },
  { header: 'Año', kind: 'number', value: (v) => v.year },
  { header: 'Estado', kind: 'text', value: (v) => v.status },
  { header: 'Activo', kind: 'text', value: (v) => yesNo(v.active) },
  { header: 'Kilometraje', kind: 'number', value: (v) => v.odometer },
  { header: 'Conductor', kind: 'text', value: (v) => personName(v.driver), width: 28 },
  { header: 'Próximo vencimiento', kind: 'text', value: (v) => v.next_due?.type.name ?? null, width: 28 },
  { header: 'Situación del vencimiento', kind: 'text', value: (v) => v.next_due?.state ?? null, width: 22 },
  { header: 'Vence el', kind: 'date', value: (v) => v.next_due?.next_due_on ?? null },
  { header: 'Vence a los (km)', kind: 'number', value: (v) => v.next_due?.next_due_km ?? null },
  { header: 'Seguro vence', kind: 'date', value: (v) => v.insurance_expires_on },
  { header: 'Revisión técnica vence', kind: 'date', value: (v) => v.inspection_expires_on },
]);

/** GET /api/maintenance_types/export. */
export const MAINTENANCE_TYPES_EXPORT = exportDeclaration<TMaintenanceType>('tipos-de-mantenimiento', [
  { header: 'Tipo', kind: 'text', value: (t) => t.name, width: 30 },
  { header: 'Descripción', kind: 'text', value: (t) => t.description, width: 40 },
  { header: 'Cada (km)', kind: 'number', value: (t) => t.interval_km },
  { header: 'Cada (días)', kind: 'number', value: (t) => t.interval_days },
  { header: 'Clase', kind: 'text', value: (t) => (t.preventive ? 'Preventivo' : 'Correctivo') },
  { header: 'Estado', kind: 'text', value: (t) => activeLabel(t.active) },
  { header: 'Mantenimientos', kind: 'number', value: (t) => t.records_count },
]);

/** GET /api/maintenance_requests/export. */
export const MAINTENANCE_REQUESTS_EXPORT = exportDeclaration<TMaintenanceRequestListItem>(
  'solicitudes-de-mantenimiento',
  [
    { header: 'Vehículo', kind: 'text', value: (r) => vehicleName(r.vehicle), width: 30 },
    { header: 'Tipo', kind: 'text', value: (r) => r.type?.name ?? null, width: 24 },
    { header: 'Descripción', kind: 'text', value: (r) => r.description, width: 40 },
    { header: 'Prioridad', kind: 'text', value: (r) => r.priority },
    { header: 'Estado', kind: 'text', value: (r) => r.status },
    { header: 'Solicitante', kind: 'text', value: (r) => personName(r.requested_by), width: 28 },
    { header: 'Fecha', kind: 'date', value: (r) => r.created_at },
  ],
);

/** GET /api/maintenance_records/export. */
export const MAINTENANCE_RECORDS_EXPORT = exportDeclaration<TMaintenanceRecordListItem>('mantenimientos', [
  { header: 'Fecha', kind: 'date', value: (r) => r.performed_on },
  { header: 'Vehículo', kind: 'text', value: (r) => vehicleName(r.vehicle), width: 30 },
  { header: 'Tipo', kind: 'text', value: (r) => r.type.name, width: 24 },
  { header: 'Kilometraje', kind: 'number', value: (r) => r.odometer },
  { header: 'Costo', kind: 'money', value: (r) => r.cost },
  { header: 'Taller', kind: 'text', value: (r) => r.workshop, width: 24 },
  { header: 'Facturas', kind: 'number', value: (r) => r.invoices_count },
]);
