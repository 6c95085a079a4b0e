import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumns, timestamps } from '../../db/columns.ts';
import { departments } from '../departments/departments.table.ts';
import { storedFiles } from '../files/files.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A vehicle of the fleet (PRODUCT.md "Vehículos"). `plate` is as the user wrote it; `plate_key` is the plate
 * normalised (upper case, no spaces or dashes: plateKey() in the contract), unique among the vehicles not deleted,
 * so that 'abc-123' and 'ABC 123' are one plate. type: 'Automóvil' | 'Camioneta' | 'Motocicleta' | 'Camión' |
 * 'Otro'; status: 'Disponible' | 'En uso' | 'En mantenimiento' | 'Fuera de servicio'. `odometer` is the highest
 * reading known (vehicle_odometer_readings). Reminders go to the responsible, or to the driver when there is none.
 * Deactivated (active = false) to leave the fleet; soft-deleted (deleted_at) so that its history survives.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    ...idColumns(),
    plate: text('plate').notNull(),
    plateKey: text('plate_key').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    year: integer('year'),
    colour: text('colour'),
    type: text('type').notNull(),
    vin: text('vin'),
    engineNumber: text('engine_number'),
    fuel: text('fuel'),
    odometer: integer('odometer').notNull().default(0),
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'set null' }),
    responsibleId: integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('Disponible'),
    photoFileId: integer('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    inspectionExpiresOn: date('inspection_expires_on', { mode: 'string' }),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The vehicle as records point at it (ZVehicleRef), kept by vehicles_ref_json (vehicles.sql.ts). */
    refJson: text('ref_json'),
    /** The list row's own members (ZVehicleListItem but next_due and can), kept by vehicles_own_json. */
    ownJson: text('own_json'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('vehicles_plate_key_uq')
      .on(t.plateKey)
      .where(sql`${t.deletedAt} is null`),
    index('vehicles_status_idx').on(t.status),
    index('vehicles_department_idx').on(t.departmentId),
    index('vehicles_driver_idx').on(t.driverId),
    index('vehicles_responsible_idx').on(t.responsibleId),
  ],
);
