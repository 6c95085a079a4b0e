import { ZMaintenanceRecord, type TMaintenanceRecord } from '@gestora/contract/vehicles/maintenance-records.schema';
import { ZVehicleDetail, type TVehicleDetail } from '@gestora/contract/vehicles/vehicles.schema';
import type { TestClient } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.test-utils.ts';

/** Who records maintenance and deletes it: sees the records, writes them, deletes them. */
export const RECORDS_ADMIN_PERMISSIONS = [
  'Mantenimiento de vehículos',
  'Registrar mantenimientos',
  'Eliminar mantenimientos',
];

/** `iso` ('YYYY-MM-DD') moved by `days`. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The smallest file that passes as a PDF by its bytes. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface RecordFields {
  vehicle_id: string;
  type_id: string;
  performed_on: string;
  odometer: number;
  cost?: number;
  workshop?: string | null;
  description?: string | null;
  request_id?: string | null;
}

/** POST /api/maintenance_records as JSON, whatever the answer. */
export const submitRecord = (client: TestClient, payload: RecordFields | Record<string, unknown>) =>
  client.inject({ method: 'POST', url: '/api/maintenance_records', payload });

/** Records maintenance through the API (201 expected). */
export async function recordMaintenance(client: TestClient, fields: RecordFields): Promise<TMaintenanceRecord> {
  const res = await submitRecord(client, { cost: 0, workshop: 'Taller Central', ...fields });
  if (res.statusCode !== 201) throw new Error(`recordMaintenance → ${res.statusCode} ${res.body}`);
  return ZMaintenanceRecord.parse(res.json());
}

/** A multipart body of text fields and files under one field, as a browser's FormData sends it. */
export function formWithFiles(
  fields: Record<string, string | number>,
  field: string,
  files: { name: string; type: string; data: Buffer }[],
) {
  const files$ = multipart(field, files);
  const boundary = files$.headers['content-type'].split('boundary=')[1];
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  return { payload: Buffer.concat([...parts, files$.payload]), headers: files$.headers };
}

/** GET /api/vehicles/:id, parsed (200 expected). */
export async function vehicleDetail(client: TestClient, vehiclePublicId: string): Promise<TVehicleDetail> {
  const res = await client.inject({ method: 'GET', url: `/api/vehicles/${vehiclePublicId}` });
  if (res.statusCode !== 200) throw new Error(`vehicleDetail → ${res.statusCode} ${res.body}`);
  return ZVehicleDetail.parse(res.json());
}

/** The due item of the type named `typeName` on the vehicle, or undefined. */
export async function dueOf(client: TestClient, vehiclePublicId: string, typeName: string) {
  return (await vehicleDetail(client, vehiclePublicId)).due.find((d) => d.type.name === typeName);
}
