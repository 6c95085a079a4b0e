// The fleet of `npm run bench:http`, loaded on the connection that loaded the organisation (uuid7 lives there):
// BENCH_VEHICLES vehicles over the departments and people, six maintenance types (four preventive), twelve records
// a vehicle over two years with their readings, eight requests a vehicle, and what is due of each, written by the
// module's own recompute.
// Deterministic like the organisation: every draw is a hash of a row number.
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Tx } from '../src/db/client.ts';
import { recomputeTypeDue } from '../src/modules/vehicles/maintenance-due.service.ts';
import { people, rnd, SIZE } from './large-organisation.ts';

export const BENCH_VEHICLES = 50;
const RECORDS_PER_VEHICLE = 12;

const mine = `v.plate like 'BEN-%'`;
const pick = (values: string[], n: string) =>
  `(array[${values.map((v) => `'${v}'`).join(', ')}])[1 + (${n}) % ${values.length}]`;

/** The loader's statements, in order (the due rows come after, from the module's recompute). */
export const vehicleBenchSteps = [
  `insert into maintenance_types (public_id, name, description, interval_km, interval_days) values
    (pg_temp.uuid7(), 'Cambio de aceite', 'Aceite y filtro', 5000, 180),
    (pg_temp.uuid7(), 'Rotación de neumáticos', null, 10000, null),
    (pg_temp.uuid7(), 'Revisión de frenos', null, 20000, 365),
    (pg_temp.uuid7(), 'Revisión anual', null, null, 365),
    (pg_temp.uuid7(), 'Reparación de carrocería', null, null, null),
    (pg_temp.uuid7(), 'Cambio de batería', null, null, null)`,
  `insert into vehicles (public_id, plate, plate_key, brand, model, year, type, fuel, driver_id, responsible_id,
      department_id, status, insurance_expires_on, inspection_expires_on, active)
    select pg_temp.uuid7(), 'BEN-' || lpad(g::text, 3, '0'), 'BEN' || lpad(g::text, 3, '0'),
      ${pick(['Toyota', 'Nissan', 'Hyundai', 'Mitsubishi', 'Honda'], 'g')},
      ${pick(['Hilux', 'Frontier', 'Tucson', 'L200', 'XR150'], 'g')}, 2014 + g % 11,
      ${pick(['Camioneta', 'Camioneta', 'Automóvil', 'Camioneta', 'Motocicleta'], 'g')},
      ${pick(['Diésel', 'Diésel', 'Gasolina', 'Diésel', 'Gasolina'], 'g')},
      u.a[1 + floor(${rnd('g', 61)} * ${SIZE.users})::int], u.a[1 + floor(${rnd('g', 62)} * ${SIZE.users})::int],
      d.a[1 + g % ${SIZE.departments}], ${pick(['Disponible', 'En uso', 'En uso', 'En mantenimiento', 'Fuera de servicio'], 'g * 7')},
      current_date + (floor(${rnd('g', 63)} * 400)::int - 30), current_date + (floor(${rnd('g', 64)} * 400)::int - 30),
      g % 25 <> 0
    from generate_series(1, ${BENCH_VEHICLES}) g, ${people} as u(a), (select array_agg(id order by id) from departments) d(a)`,
  `insert into vehicle_odometer_readings (vehicle_id, read_on, odometer, source)
    select v.id, current_date - 730, 10000 + (v.id % 7) * 5000, 'Registro' from vehicles v where ${mine}`,
  `insert into maintenance_records (public_id, vehicle_id, type_id, performed_on, odometer, cost, workshop)
    select pg_temp.uuid7(), v.id, t.a[1 + (k + v.id) % 6], current_date - 730 + k * 60,
      10000 + (v.id % 7) * 5000 + k * (2000 + (v.id % 5) * 500), round((50 + ${rnd('v.id * 16 + k', 65)} * 900)::numeric, 2),
      'Taller Central'
    from vehicles v cross join generate_series(1, ${RECORDS_PER_VEHICLE}) k,
      (select array_agg(id order by id) from maintenance_types) t(a)
    where ${mine}`,
  `insert into vehicle_odometer_readings (vehicle_id, read_on, odometer, source, record_id)
    select r.vehicle_id, r.performed_on, r.odometer, 'Mantenimiento', r.id
    from maintenance_records r join vehicles v on v.id = r.vehicle_id where ${mine}`,
  `update vehicles v set odometer = (select max(o.odometer) from vehicle_odometer_readings o where o.vehicle_id = v.id)
    where ${mine}`,
  // Eight requests a vehicle in every status, asked by its driver, half of them reviewed.
  `insert into maintenance_requests (public_id, vehicle_id, type_id, requested_by, description, priority, status,
      reviewer_id, review_note, reviewed_at, created_at)
    select pg_temp.uuid7(), v.id, t.a[1 + (k + v.id) % 6], v.driver_id,
      'Ruido al frenar y vibración en el volante a más de 60 km/h (' || k || ')',
      ${pick(['Baja', 'Media', 'Alta', 'Urgente'], 'k + v.id')},
      ${pick(['Pendiente', 'Aprobada', 'Rechazada', 'Atendida'], 'k')},
      case when k % 4 = 1 then null else v.responsible_id end,
      case when k % 4 = 3 then 'Se atendió en el último mantenimiento' end,
      case when k % 4 = 1 then null else now() - k * interval '9 days' end,
      now() - k * interval '10 days'
    from vehicles v cross join generate_series(1, 8) k,
      (select array_agg(id order by id) from maintenance_types) t(a)
    where ${mine}`,
];

/** Loads the bench's fleet on `client` (the connection that loaded the organisation). */
export async function loadVehicleBenchData(client: pg.Client) {
  for (const text of vehicleBenchSteps) await client.query(text);
  const { rows } = await client.query<{ id: number }>('select id from maintenance_types');
  const db = drizzle(client);
  await db.transaction(async (tx) => {
    for (const t of rows) await recomputeTypeDue(tx as unknown as Tx, t.id);
  });
}
