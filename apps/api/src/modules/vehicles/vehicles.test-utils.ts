import {
  ZMaintenanceType,
  type TMaintenanceType,
  type TMaintenanceTypeRequest,
} from '@gestora/contract/vehicles/maintenance-types.schema';
import { ZVehicle, type TVehicle, type TVehicleRequest } from '@gestora/contract/vehicles/vehicles.schema';
import { eq } from 'drizzle-orm';
import type { TRequestStatus } from '@gestora/contract/vehicles/vehicle-states';
import type { Harness, TestClient } from '../../test/harness.ts';
import { maintenanceRecords, maintenanceRequests, maintenanceTypes } from './maintenance.table.ts';
import { recomputeVehicleDue } from './maintenance-due.service.ts';
import { putReading } from './odometer.service.ts';
import { vehicles } from './vehicles.table.ts';

/** Every permission of the fleet's administration: sees, writes and deletes vehicles and their types. */
export const FLEET_ADMIN_PERMISSIONS = [
  'Sección de vehículos',
  'Módulo de vehículos',
  'Registrar vehículos',
  'Actualizar vehículos',
  'Eliminar vehículos',
  'Gestionar tipos de mantenimiento',
];

/** Who calls: a client made by `h.as(…)` or its Bearer token. */
export type Caller = TestClient | string;

const injectorOf = (h: Harness, caller: Caller) =>
  typeof caller === 'string'
    ? (opts: Parameters<TestClient['inject']>[0]) =>
        h.app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${caller}` } })
    : caller.inject;

let plates = 0;
let types = 0;

/** A plate no other call of this file has used: 'ABC-101', 'ABC-102', … (then 'ABD-…'). */
export function nextPlate(): string {
  const n = plates++;
  return `A${String.fromCharCode(66 + Math.floor(n / 900))}C-${100 + (n % 900)}`;
}

/** The body of a vehicle's POST: a Toyota Hilux pickup at 45 000 km, with a plate of its own. */
export const vehiclePayload = (overrides: Partial<TVehicleRequest> = {}): TVehicleRequest => ({
  plate: nextPlate(),
  brand: 'Toyota',
  model: 'Hilux',
  year: 2021,
  type: 'Camioneta',
  fuel: 'Diésel',
  odometer: 45000,
  status: 'Disponible',
  ...overrides,
});

/** POST /api/vehicles as `caller` with this body as it is, whatever the answer. */
export const submitVehicle = (h: Harness, caller: Caller, payload: object) =>
  injectorOf(h, caller)({ method: 'POST', url: '/api/vehicles', payload });

/** Registers a vehicle through the API as `caller` (who needs 'Registrar vehículos'; 201 expected). */
export async function createVehicle(
  h: Harness,
  caller: Caller,
  overrides: Partial<TVehicleRequest> = {},
): Promise<TVehicle> {
  const res = await submitVehicle(h, caller, vehiclePayload(overrides));
  if (res.statusCode !== 201) throw new Error(`createVehicle → ${res.statusCode} ${res.body}`);
  return ZVehicle.parse(res.json());
}

/** The body of a maintenance type's POST: an oil change every 5 000 km or 180 days, with a name of its own. */
export const maintenanceTypePayload = (overrides: Partial<TMaintenanceTypeRequest> = {}): TMaintenanceTypeRequest => ({
  name: types++ === 0 ? 'Cambio de aceite' : `Cambio de aceite ${types}`,
  description: 'Aceite y filtro de aceite.',
  interval_km: 5000,
  interval_days: 180,
  ...overrides,
});

/** Creates a maintenance type through the API as `caller` ('Gestionar tipos de mantenimiento'; 201 expected). */
export async function createMaintenanceType(
  h: Harness,
  caller: Caller,
  overrides: Partial<TMaintenanceTypeRequest> = {},
): Promise<TMaintenanceType> {
  const res = await injectorOf(
    h,
    caller,
  )({
    method: 'POST',
    url: '/api/maintenance_types',
    payload: maintenanceTypePayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`createMaintenanceType → ${res.statusCode} ${res.body}`);
  return ZMaintenanceType.parse(res.json());
}

const idOf = async (h: Harness, table: typeof vehicles | typeof maintenanceTypes, publicId: string) => {
  const [row] = await h.app.db.select({ id: table.id }).from(table).where(eq(table.publicId, publicId));
  if (!row) throw new Error(`no row ${publicId}`);
  return row.id;
};

/**
 * A maintenance record written straight into the database, as the records' service would (its reading, the
 * vehicle's due rows again): for the tests of what records feed (costs, due), not of the records themselves.
 */
export async function insertRecord(
  h: Harness,
  vehiclePublicId: string,
  typePublicId: string,
  fields: { performedOn: string; odometer: number; cost?: string },
) {
  const vehicleId = await idOf(h, vehicles, vehiclePublicId);
  const typeId = await idOf(h, maintenanceTypes, typePublicId);
  return h.app.db.transaction(async (tx) => {
    const [r] = await tx
      .insert(maintenanceRecords)
      .values({
        vehicleId,
        typeId,
        performedOn: fields.performedOn,
        odometer: fields.odometer,
        cost: fields.cost ?? '0',
      })
      .returning();
    await putReading(tx, {
      vehicleId,
      readOn: fields.performedOn,
      odometer: fields.odometer,
      source: 'Mantenimiento',
      recordId: r.id,
    });
    await recomputeVehicleDue(tx, vehicleId);
    return r;
  });
}

/** A maintenance request of the vehicle in `status`, written straight into the database (the requests' API is another's). */
export async function insertRequest(
  h: Harness,
  vehiclePublicId: string,
  status: TRequestStatus,
  typePublicId?: string,
) {
  const vehicleId = await idOf(h, vehicles, vehiclePublicId);
  const typeId = typePublicId ? await idOf(h, maintenanceTypes, typePublicId) : null;
  const [r] = await h.app.db
    .insert(maintenanceRequests)
    .values({ vehicleId, typeId, description: 'Ruido en los frenos', status })
    .returning();
  return r;
}
