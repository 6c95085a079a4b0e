import { and, count, inArray, notInArray, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_ROLE, type Permission } from '@gestora/contract/permissions';
import { plateKey } from '@gestora/contract/vehicles/vehicle-states';
import type { Db, Tx } from '../db/client.ts';
import { roleCreatedOnce } from '../db/seed.ts';
import { todayIso } from '../lib/dates.ts';
import { uuidv7 } from '../lib/uuid.ts';
import { departments } from '../modules/departments/departments.table.ts';
import { roles } from '../modules/roles/roles.table.ts';
import { userRoles, users } from '../modules/users/users.table.ts';
import {
  maintenanceRecords,
  maintenanceRequests,
  maintenanceTypes,
  vehicleOdometerReadings,
} from '../modules/vehicles/maintenance.table.ts';
import { recomputeVehicleDue } from '../modules/vehicles/maintenance-due.service.ts';
import { refreshVehicleOdometer } from '../modules/vehicles/odometer.service.ts';
import { vehicles } from '../modules/vehicles/vehicles.table.ts';
import { REQUEST_PLANS, TYPE_PLANS, VEHICLE_PLANS, type VehiclePlan } from './demo-vehicles.data.ts';
import { vehicleHistory, type VehicleHistory } from './demo-vehicles.history.ts';

/**
 * The demo's fleet roles: PRODUCT.md's Colaborador has no vehicle permission, and the fleet needs someone who
 * runs it (registers vehicles and maintenance, reviews requests) and drivers who ask for maintenance of theirs.
 * Deleting stays with the administrators.
 */
export const DEMO_FLEET_ROLE = 'Responsable de flota';
export const DEMO_FLEET_PERMISSIONS: readonly Permission[] = [
  'Sección de vehículos',
  'Módulo de vehículos',
  'Registrar vehículos',
  'Actualizar vehículos',
  'Gestionar tipos de mantenimiento',
  'Solicitudes de mantenimiento de vehículos',
  'Revisar solicitudes de mantenimiento',
  'Mantenimiento de vehículos',
  'Registrar mantenimientos',
];
export const DEMO_DRIVER_ROLE = 'Conductor';
export const DEMO_DRIVER_PERMISSIONS: readonly Permission[] = [
  'Sección de vehículos',
  'Solicitudes de mantenimiento de vehículos',
];
/** Who runs the demo fleet: the head of logistics and the fleet coordinator. */
const FLEET_PEOPLE = ['ricardo.flores', 'gabriela.paredes'];

export interface DemoVehiclesSummary {
  created: boolean;
  vehicles: number;
  maintenanceRecords: number;
  maintenanceRequests: number;
}

const email = (handle: string) => `${handle}@gestora.local`;
const DAY = 86_400_000;

/**
 * The demo fleet, once, on an organisation that has no vehicles and has the demo people: vehicles of every type
 * and status, maintenance types, a year of records with their odometer readings, requests in every status, and
 * what is due next written as the module writes it (some due soon, some overdue, most fine).
 */
export async function seedDemoVehicles(db: Db, log: FastifyBaseLogger, timeZone: string): Promise<DemoVehiclesSummary> {
  const none = { created: false, vehicles: 0, maintenanceRecords: 0, maintenanceRequests: 0 };
  const [{ n }] = await db.select({ n: count() }).from(vehicles);
  if (n > 0) return none;
  const handles = [
    ...new Set([
      ...FLEET_PEOPLE,
      ...VEHICLE_PLANS.flatMap((v) => [v.driver, v.responsible]),
      ...REQUEST_PLANS.flatMap((r) => [r.requester, r.reviewer]),
    ]),
  ].filter((h): h is string => !!h);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, handles.map(email)));
  if (people.length < handles.length) return none;
  const userId = new Map(people.map((p) => [p.email, p.id]));
  const idOf = (handle: string | null | undefined) => (handle ? userId.get(email(handle))! : null);
  const areas = new Map((await db.select().from(departments)).map((d) => [d.name, d.id]));

  // Days are offsets from the organisation's today; instants at 10:00 in Lima, the same day in most zones.
  const today = Date.parse(`${todayIso(timeZone)}T00:00:00Z`);
  const dayOf = (offset: number) => new Date(today + offset * DAY).toISOString().slice(0, 10);
  const at = (offset: number, hour = 15) => new Date(today + offset * DAY + hour * 3_600_000);

  const totals = await db.transaction(async (tx) => {
    await giveFleetRoles(
      tx,
      people.map((p) => p.id),
    );
    await tx
      .insert(maintenanceTypes)
      .values(TYPE_PLANS.map((t) => ({ ...t, createdBy: idOf('ricardo.flores'), createdAt: at(-400) })))
      .onConflictDoNothing();
    const typeRows = await tx
      .select({ id: maintenanceTypes.id, name: maintenanceTypes.name })
      .from(maintenanceTypes)
      .where(
        inArray(
          maintenanceTypes.name,
          TYPE_PLANS.map((t) => t.name),
        ),
      );
    const typeId = new Map(typeRows.map((t) => [t.name, t.id]));
    let records = 0;
    for (const [i, v] of VEHICLE_PLANS.entries()) {
      const mine = REQUEST_PLANS.map((plan, index) => ({ plan, index })).filter((r) => r.plan.plate === v.plate);
      const history = vehicleHistory(v, i, mine);
      await writeVehicle(tx, v, history, { idOf, typeId, areas, dayOf, at });
      records += history.records.length;
    }
    return { records };
  });
  const summary = {
    created: true,
    vehicles: VEHICLE_PLANS.length,
    maintenanceRecords: totals.records,
    maintenanceRequests: REQUEST_PLANS.length,
  };
  log.info(summary, 'demo vehicles created');
  return summary;
}

interface Lookups {
  idOf: (handle: string | null | undefined) => number | null;
  typeId: Map<string, number>;
  areas: Map<string, number>;
  dayOf: (offset: number) => string;
  at: (offset: number, hour?: number) => Date;
}

async function writeVehicle(tx: Tx, v: VehiclePlan, h: VehicleHistory, { idOf, typeId, areas, dayOf, at }: Lookups) {
  const [vehicle] = await tx
    .insert(vehicles)
    .values({
      plate: v.plate,
      plateKey: plateKey(v.plate),
      brand: v.brand,
      model: v.model,
      year: v.year,
      colour: v.colour,
      type: v.type,
      vin: v.vin,
      engineNumber: v.engineNumber,
      fuel: v.fuel,
      odometer: h.registered.odometer,
      driverId: idOf(v.driver),
      responsibleId: idOf(v.responsible),
      departmentId: areas.get(v.area) ?? null,
      status: v.status,
      insuranceExpiresOn: v.insurance === null ? null : dayOf(v.insurance),
      inspectionExpiresOn: v.inspection === null ? null : dayOf(v.inspection),
      notes: v.notes ?? null,
      active: v.active ?? true,
      createdBy: idOf('ricardo.flores'),
      createdAt: at(v.since),
      updatedAt: at(v.lastVisit),
    })
    .returning({ id: vehicles.id });

  const requestIds = new Map<number, { id: number; publicId: string }>();
  if (h.requests.length) {
    const rows = h.requests.map((r) => {
      const reviewed = r.plan.status === 'Pendiente' ? null : at(r.day + 1, 16);
      const publicId = uuidv7();
      requestIds.set(r.index, { id: 0, publicId });
      return {
        publicId,
        vehicleId: vehicle.id,
        typeId: r.plan.type ? typeId.get(r.plan.type)! : null,
        requestedBy: idOf(r.plan.requester),
        description: r.plan.description,
        odometer: r.odometer,
        priority: r.plan.priority,
        status: r.plan.status,
        reviewerId: idOf(r.plan.reviewer),
        reviewNote: r.plan.note ?? null,
        reviewedAt: reviewed,
        createdAt: at(r.day),
        updatedAt: r.plan.status === 'Atendida' ? at(r.day + 3, 17) : (reviewed ?? at(r.day)),
      };
    });
    const made = await tx
      .insert(maintenanceRequests)
      .values(rows)
      .returning({ id: maintenanceRequests.id, publicId: maintenanceRequests.publicId });
    const byPublicId = new Map(made.map((m) => [m.publicId, m.id]));
    for (const r of requestIds.values()) r.id = byPublicId.get(r.publicId)!;
  }

  const recordRows = h.records.map((r) => ({
    publicId: uuidv7(),
    vehicleId: vehicle.id,
    typeId: typeId.get(r.type)!,
    requestId: r.request === undefined ? null : requestIds.get(r.request)!.id,
    performedOn: dayOf(r.day),
    odometer: r.odometer,
    cost: r.cost.toFixed(2),
    workshop: r.workshop,
    description: r.description,
    createdBy: idOf(v.type === 'Camión' ? 'ricardo.flores' : 'gabriela.paredes'),
    createdAt: at(r.day, 22),
    updatedAt: at(r.day, 22),
  }));
  const made = recordRows.length
    ? await tx
        .insert(maintenanceRecords)
        .values(recordRows)
        .returning({ id: maintenanceRecords.id, publicId: maintenanceRecords.publicId })
    : [];
  const recordId = new Map(made.map((m) => [m.publicId, m.id]));

  await tx.insert(vehicleOdometerReadings).values([
    { vehicleId: vehicle.id, readOn: dayOf(h.registered.day), odometer: h.registered.odometer, source: 'Registro' },
    ...recordRows.map((r) => ({
      vehicleId: vehicle.id,
      readOn: r.performedOn,
      odometer: r.odometer,
      source: 'Mantenimiento',
      recordId: recordId.get(r.publicId)!,
    })),
    ...h.requests.map((r) => ({
      vehicleId: vehicle.id,
      readOn: dayOf(r.day),
      odometer: r.odometer,
      source: 'Solicitud',
      requestId: requestIds.get(r.index)!.id,
    })),
  ]);
  await refreshVehicleOdometer(tx, vehicle.id);
  await recomputeVehicleDue(tx, vehicle.id);
}

/** DEMO_FLEET_ROLE to who runs the fleet, DEMO_DRIVER_ROLE to the other demo people in it; administrators need neither. */
async function giveFleetRoles(tx: Tx, ids: number[]) {
  const administrators = tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, ADMIN_ROLE));
  const others = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), notInArray(users.id, administrators)));
  const runs = new Set(FLEET_PEOPLE.map(email));
  const fleet = await roleCreatedOnce(tx, DEMO_FLEET_ROLE, DEMO_FLEET_PERMISSIONS);
  const driver = await roleCreatedOnce(tx, DEMO_DRIVER_ROLE, DEMO_DRIVER_PERMISSIONS);
  if (others.length)
    await tx
      .insert(userRoles)
      .values(others.map((u) => ({ userId: u.id, roleId: runs.has(u.email) ? fleet.id : driver.id })))
      .onConflictDoNothing();
}
