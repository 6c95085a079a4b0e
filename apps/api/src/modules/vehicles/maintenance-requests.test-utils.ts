import {
  ZMaintenanceRequest,
  type TMaintenanceRequest,
  type TMaintenanceRequestRequest,
  type TMaintenanceReview,
} from '@gestora/contract/vehicles/maintenance-requests.schema';
import type { Harness, TestClient, TestUser } from '../../test/harness.ts';
import { createVehicle, FLEET_ADMIN_PERMISSIONS } from './vehicles.test-utils.ts';

export const ASKER_PERMISSIONS = ['Solicitudes de mantenimiento de vehículos'];
/** A reviewer who asks too (most reviewers of the fleet are also its drivers). */
export const REVIEWER_PERMISSIONS = [
  'Revisar solicitudes de mantenimiento',
  'Solicitudes de mantenimiento de vehículos',
];
/** The maintenance staff: sees every request and attends the approved ones with a record. */
export const MECHANIC_PERMISSIONS = ['Mantenimiento de vehículos', 'Registrar mantenimientos'];

export interface Person {
  user: TestUser;
  client: TestClient;
}

/** A user holding `permissions`, signed in. */
export async function person(h: Harness, permissions: string[]): Promise<Person> {
  const user = await h.makeUser(permissions);
  return { user, client: await h.as(user.email) };
}

/** The fleet's administration, who registers the vehicles (and their types) the requests point at. */
export const fleetAdmin = (h: Harness) => person(h, FLEET_ADMIN_PERMISSIONS);

/** A vehicle driven by `driver` (whose requests the vehicle picker then allows), at 45 000 km. */
export const vehicleDrivenBy = (h: Harness, admin: Person, driver: Person | null, overrides = {}) =>
  createVehicle(h, admin.client, { driver_id: driver?.user.publicId ?? null, ...overrides });

/** POST /api/maintenance_requests as `client` with this JSON body as it is, whatever the answer. */
export const submitRequest = (client: TestClient, payload: object) =>
  client.inject({ method: 'POST', url: '/api/maintenance_requests', payload });

/** Asks for maintenance of a vehicle through the API (201 expected). */
export async function askFor(
  client: TestClient,
  vehiclePublicId: string,
  fields: Partial<TMaintenanceRequestRequest> = {},
): Promise<TMaintenanceRequest> {
  const res = await submitRequest(client, {
    vehicle_id: vehiclePublicId,
    description: 'Ruido al frenar en bajada',
    priority: 'Alta',
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`askFor → ${res.statusCode} ${res.body}`);
  return ZMaintenanceRequest.parse(res.json());
}

/** POST /api/maintenance_requests/:id/review as `client`, whatever the answer. */
export const review = (client: TestClient, requestId: string, body: TMaintenanceReview) =>
  client.inject({ method: 'POST', url: `/api/maintenance_requests/${requestId}/review`, payload: body });

/** GET /api/maintenance_requests/:id as `client`, whatever the answer. */
export const readRequest = (client: TestClient, requestId: string) =>
  client.inject({ method: 'GET', url: `/api/maintenance_requests/${requestId}` });

/** A multipart body with text fields first, then files, as a browser's FormData of the request's form sends it. */
export function multipartForm(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----gestora${Math.random().toString(16).slice(2)}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
