import { sql } from 'drizzle-orm';
import {
  date,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumns, timestamps } from '../../db/columns.ts';
import { storedFiles } from '../files/files.table.ts';
import { users } from '../users/users.table.ts';
import { vehicles } from './vehicles.table.ts';

/**
 * A kind of maintenance (PRODUCT.md "Vehículos"): preventive when it has an interval in km and/or days, due again
 * after whichever comes first; corrective only when it has neither.
 */
export const maintenanceTypes = pgTable(
  'maintenance_types',
  {
    ...idColumns(),
    name: text('name').notNull(),
    description: text('description'),
    intervalKm: integer('interval_km'),
    intervalDays: integer('interval_days'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** {public_id, name}, as requests and records point at it (ref_json_keep). */
    refJson: text('ref_json'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('maintenance_types_name_lower_uq').on(sql`lower(${t.name})`)],
);

/**
 * A request for maintenance of a vehicle. status: 'Pendiente' → 'Aprobada' | 'Rechazada', 'Aprobada' → 'Atendida'
 * (when a maintenance record is made from it), no other way. priority: 'Baja' | 'Media' | 'Alta' | 'Urgente'.
 */
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    ...idColumns(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    typeId: integer('type_id').references(() => maintenanceTypes.id, { onDelete: 'restrict' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    odometer: integer('odometer'),
    priority: text('priority').notNull().default('Media'),
    status: text('status').notNull().default('Pendiente'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Its photos, counted by triggers (vehicles.sql.ts). */
    photosCount: integer('photos_count').notNull().default(0),
    /** The list row's members but can, kept by maintenance_requests_own_json (vehicles.sql.ts). */
    ownJson: text('own_json'),
    ...timestamps(),
  },
  // Descending as the lists' ORDER BY … desc is, nulls first: drizzle's desc() alone writes DESC NULLS LAST, which
  // no such ORDER BY can read, so every page sorted the whole table.
  (t) => [
    index('maintenance_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('maintenance_requests_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('maintenance_requests_vehicle_idx').on(t.vehicleId, t.createdAt.desc().nullsFirst()),
    index('maintenance_requests_requester_idx').on(t.requestedBy, t.createdAt.desc().nullsFirst()),
  ],
);

/** A request's photos. */
export const maintenanceRequestFiles = pgTable(
  'maintenance_request_files',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.fileId] }), index('maintenance_request_files_file_idx').on(t.fileId)],
);

/**
 * Maintenance done on a vehicle: its date (never in the future), odometer (never below a reading dated before it),
 * cost in the organisation's currency, workshop. Made from an approved request at most once (request_id unique).
 */
export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    ...idColumns(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => maintenanceTypes.id, { onDelete: 'restrict' }),
    requestId: integer('request_id').references(() => maintenanceRequests.id, { onDelete: 'set null' }),
    performedOn: date('performed_on', { mode: 'string' }).notNull(),
    odometer: integer('odometer').notNull(),
    cost: numeric('cost', { precision: 12, scale: 2 }).notNull().default('0'),
    workshop: text('workshop'),
    description: text('description'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Its invoices, counted by triggers (vehicles.sql.ts). */
    invoicesCount: integer('invoices_count').notNull().default(0),
    /** The list row's members but can, kept by maintenance_records_own_json (vehicles.sql.ts). */
    ownJson: text('own_json'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('maintenance_records_request_uq')
      .on(t.requestId)
      .where(sql`${t.requestId} is not null`),
    // Nulls first, as ORDER BY … desc reads them (the requests' indexes say why).
    index('maintenance_records_performed_idx').on(t.performedOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('maintenance_records_vehicle_idx').on(t.vehicleId, t.performedOn.desc().nullsFirst()),
    index('maintenance_records_vehicle_type_idx').on(t.vehicleId, t.typeId, t.performedOn.desc().nullsFirst()),
    index('maintenance_records_type_idx').on(t.typeId),
  ],
);

/** A record's invoice files. */
export const maintenanceRecordFiles = pgTable(
  'maintenance_record_files',
  {
    recordId: integer('record_id')
      .notNull()
      .references(() => maintenanceRecords.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.fileId] }), index('maintenance_record_files_file_idx').on(t.fileId)],
);

/**
 * Every known odometer reading of a vehicle: at registration or an edit of the vehicle ('Registro'), from a
 * maintenance record ('Mantenimiento', deleted with it) or a request ('Solicitud'). The vehicle's odometer chart
 * draws them; a new reading may not be lower than one dated on or before its date.
 */
export const vehicleOdometerReadings = pgTable(
  'vehicle_odometer_readings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    readOn: date('read_on', { mode: 'string' }).notNull(),
    odometer: integer('odometer').notNull(),
    source: text('source').notNull(),
    recordId: integer('record_id').references(() => maintenanceRecords.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_odometer_readings_vehicle_idx').on(t.vehicleId, t.readOn, t.odometer),
    index('vehicle_odometer_readings_record_idx').on(t.recordId),
    index('vehicle_odometer_readings_request_idx').on(t.requestId),
  ],
);

/**
 * What is due next of each preventive type on each vehicle, written again whenever a record of that vehicle is
 * written, edited or deleted, or the type's intervals change: from the last record of that type (or the vehicle's
 * first reading when there is none), next_due_on = its date + interval_days, next_due_km = its odometer +
 * interval_km; due at whichever comes first. The vehicles list's 'due soon' filter and the reminders read it.
 */
export const vehicleMaintenanceDue = pgTable(
  'vehicle_maintenance_due',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => maintenanceTypes.id, { onDelete: 'cascade' }),
    lastRecordId: integer('last_record_id').references(() => maintenanceRecords.id, { onDelete: 'set null' }),
    lastDoneOn: date('last_done_on', { mode: 'string' }),
    lastDoneKm: integer('last_done_km'),
    nextDueOn: date('next_due_on', { mode: 'string' }),
    nextDueKm: integer('next_due_km'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.typeId] }),
    index('vehicle_maintenance_due_on_idx').on(t.nextDueOn),
    index('vehicle_maintenance_due_type_idx').on(t.typeId),
  ],
);

/**
 * A vehicle's soonest due item (its type), by the days it holds for: from `from_day` until the next row's. Which
 * item is soonest moves with today only when today crosses a due date − DUE_SOON.days or + 1 (its state changes;
 * the order within a state does not move), so each vehicle has a row for every such span ('-infinity' first), kept
 * by triggers (vehicles.sql.ts) whenever its due rows, its odometer or a type's name change. The vehicles list reads
 * its row for today instead of sorting the vehicle's due rows against today on every request. No row: nothing due.
 */
export const vehicleNextDue = pgTable(
  'vehicle_next_due',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => maintenanceTypes.id, { onDelete: 'cascade' }),
    /*
     * The item as ZVehicleDue, written for the span: `head` up to "days_left": and `tail` after it, with the item's
     * due date between, so that only the days left are written per request (the state holds for the whole span).
     */
    head: text('head').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    tail: text('tail').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.fromDay] })],
);

/**
 * Reminders already sent, one per item and due period: kind 'Mantenimiento' (type_id set, period = the due date
 * and km it was sent for), 'Seguro' or 'Revisión técnica' (period = the expiry date). Running the job again finds
 * the row and sends nothing; a new due period (a record done, a renewed insurance) has a new key.
 */
export const vehicleRemindersSent = pgTable(
  'vehicle_reminders_sent',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    typeId: integer('type_id').references(() => maintenanceTypes.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vehicle_reminders_sent_uq').on(t.vehicleId, t.kind, sql`coalesce(${t.typeId}, 0)`, t.period)],
);
