import { and, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/service-context.ts';
import { vehicles } from './vehicles.table.ts';

/**
 * Who sees the whole fleet: the vehicles module and the maintenance permissions (docs/decisions/0005). Anyone
 * else who may ask for maintenance sees only the vehicles they drive or are responsible for.
 */
const FLEET_WIDE = [
  'Módulo de vehículos',
  'Revisar solicitudes de mantenimiento',
  'Mantenimiento de vehículos',
  'Registrar mantenimientos',
] as const;

export const seesWholeFleet = (actor: Actor) => FLEET_WIDE.some((p) => actor.permissions.has(p));

/**
 * The vehicles `actor` may see, as a condition on `vehicles` (deleted ones never): the one rule of the module. A
 * list passes `me`, the actor's id as its placeholder, so that its kept statement holds no one's id.
 */
export function visibleVehicles(actor: Actor, me: SQLWrapper | number = actor.userId): SQL {
  const live = isNull(vehicles.deletedAt);
  if (seesWholeFleet(actor)) return live;
  return and(live, or(sql`${vehicles.driverId} = ${me}`, sql`${vehicles.responsibleId} = ${me}`))!;
}

/**
 * A vehicle id (a record's, a request's) names a vehicle `actor` may see: visibleVehicles through the id. For the
 * whole fleet as "not a deleted vehicle" (a hash of the few deleted ones) rather than "one of the live ones", which
 * PostgreSQL joined to every row of the table before it could take a page's first rows from its index in order.
 */
export function onVisibleVehicle(vehicleId: AnyPgColumn, actor: Actor, me: SQLWrapper | number = actor.userId): SQL {
  if (seesWholeFleet(actor))
    return sql`${vehicleId} not in (select ${vehicles.id} from ${vehicles} where ${vehicles.deletedAt} is not null)`;
  return sql`${vehicleId} in (select ${vehicles.id} from ${vehicles} where ${visibleVehicles(actor, me)})`;
}

/** The branch of visibleVehicles, for a statement cache key. */
export const visibleVehiclesKey = (actor: Actor) => (seesWholeFleet(actor) ? 'fleet' : 'own');

/**
 * A vehicle `actor` may see, by public id, for a write that points at it (a request, a record): its id and
 * odometer, locked for the write; 404 when it does not exist or is not theirs to see, 422-worthy checks are the
 * caller's. `activeOnly` refuses a deactivated vehicle with the message given.
 */
export async function vehicleFor(
  db: DbOrTx,
  actor: Actor,
  publicId: string,
  opts: { lock?: boolean } = {},
): Promise<{ id: number; odometer: number; active: boolean; responsibleId: number | null; driverId: number | null }> {
  const q = db
    .select({
      id: vehicles.id,
      odometer: vehicles.odometer,
      active: vehicles.active,
      responsibleId: vehicles.responsibleId,
      driverId: vehicles.driverId,
    })
    .from(vehicles)
    .where(and(eq(vehicles.publicId, publicId), visibleVehicles(actor)));
  const [row] = await (opts.lock ? q.for('update') : q);
  if (!row) throw notFound('El vehículo no existe.');
  return row;
}

/** Who is told of a vehicle's due items: its responsible, or its driver when it has none. */
export const vehicleContact = sql<number | null>`coalesce(${vehicles.responsibleId}, ${vehicles.driverId})`;
