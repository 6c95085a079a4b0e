import { MAINTENANCE_PRIORITIES, REQUEST_STATUSES } from '@gestora/contract/vehicles/vehicle-states';
import type { TMaintenanceRecord } from '@gestora/contract/vehicles/maintenance-records.schema';
import type { TMaintenanceRequest } from '@gestora/contract/vehicles/maintenance-requests.schema';
import { recordMaintenance } from '../../modules/vehicles/maintenance-records.test-utils.ts';
import { askFor, REVIEWER_PERMISSIONS, review } from '../../modules/vehicles/maintenance-requests.test-utils.ts';
import type { Fleet } from '../../modules/vehicles/vehicles-lists-property.test-utils.ts';
import type { Harness, TestClient } from '../harness.ts';
import { WORD, type People } from './world-people.test-utils.ts';

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
/** A day of 2025 (0 is 1 January), the records' dates: in the past whenever the suite runs. */
export const recordDay = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

/**
 * Maintenance requests and records through the API, after the fleet. Fourteen requests by three requesters (the user
 * limited to their own, on the vehicles they drive; the administrator; a reviewer who asks too), of every priority,
 * left Pendiente, approved, rejected or attended, some with WORD or 'frenos'; fifteen records of 2025 on the active
 * vehicles and types, from workshops with and without WORD, then one record today for each request to attend.
 */
export async function makeMaintenance(h: Harness, people: People, fleet: Fleet) {
  const { admin, own } = people.actors;
  const reviewerUser = await h.makeUser(REVIEWER_PERMISSIONS, { departmentId: people.areaA.id, lastName: 'Revisora' });
  const reviewer = await h.as(reviewerUser.email);
  const vehicles = fleet.vehicles.filter((v) => v.active);
  const types = fleet.types.filter((t) => t.active);
  const ownVehicles = vehicles.filter((v) => v.driver?.public_id === own.user.publicId);

  const askers: { client: TestClient; vehicles: typeof vehicles; count: number }[] = [
    { client: own.client, vehicles: ownVehicles, count: 5 },
    { client: admin.client, vehicles, count: 5 },
    { client: reviewer, vehicles: vehicles.slice(3), count: 4 },
  ];
  const requests: TMaintenanceRequest[] = [];
  for (const asker of askers)
    for (let i = 0; i < asker.count; i++) {
      const n = requests.length;
      requests.push(
        await askFor(asker.client, pick(asker.vehicles, i).public_id, {
          description: [`Ruido en los frenos ${n}`, `El ${WORD} vibra al arrancar ${n}`, `Luz de tablero ${n}`][n % 3],
          priority: pick(MAINTENANCE_PRIORITIES, n + 1),
          type_id: n % 4 === 3 ? null : pick(types, n).public_id,
        }),
      );
    }
  const toAttend: TMaintenanceRequest[] = [];
  for (const [n, request] of requests.entries()) {
    const status = pick(REQUEST_STATUSES, n);
    if (status === 'Pendiente') continue;
    const decision = status === 'Rechazada' ? 'Rechazada' : 'Aprobada';
    const res = await review(n % 2 ? reviewer : admin.client, request.public_id, {
      decision,
      note: decision === 'Rechazada' ? 'No corresponde a mantenimiento' : null,
    });
    if (res.statusCode !== 200) throw new Error(`review → ${res.statusCode} ${res.body}`);
    if (status === 'Atendida') toAttend.push(request);
  }

  // Oldest first, each on a higher odometer and below the vehicles' first reading (today's, 4 700 km and up).
  const records: TMaintenanceRecord[] = [];
  for (let i = 0; i < 15; i++)
    records.push(
      await recordMaintenance(admin.client, {
        vehicle_id: pick(vehicles, i).public_id,
        type_id: pick(types, i + (i >> 2)).public_id,
        performed_on: recordDay(i * 23),
        odometer: 1000 + i * 200,
        cost: 80 + ((i * 37) % 400),
        workshop: [`Taller ${WORD}`, 'Taller Central', null][i % 3],
        description: i % 4 === 1 ? `Se revisó el ${WORD}` : i % 4 === 2 ? 'Cambio de pastillas' : null,
      }),
    );
  const today = h.app.ctx.today();
  for (const request of toAttend) {
    const vehicle = fleet.vehicles.find((v) => v.public_id === request.vehicle.public_id)!;
    records.push(
      await recordMaintenance(admin.client, {
        vehicle_id: vehicle.public_id,
        type_id: request.type?.public_id ?? types[0].public_id,
        request_id: request.public_id,
        performed_on: today,
        odometer: vehicle.odometer + 100,
        cost: 250,
        workshop: 'Taller Central',
      }),
    );
  }
  return { reviewer: reviewerUser, requests, records };
}
export type Maintenance = Awaited<ReturnType<typeof makeMaintenance>>;
