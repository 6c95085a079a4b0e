import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TMaintenanceRequestCan } from '@gestora/contract/vehicles/maintenance-requests.schema';
import type { DbOrTx } from '../../db/client.ts';
import { deferred } from '../../db/list/deferred-sql.ts';
import { keyed, type Keyed } from '../../db/list/keyed.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/service-context.ts';
import { maintenanceRequests as requests } from './maintenance.table.ts';
import { onVisibleVehicle, visibleVehiclesKey } from './vehicles.access.ts';
import { vehicles } from './vehicles.table.ts';

type Who = Pick<Actor, 'userId' | 'permissions'>;
type Me = SQL | Placeholder;

export const ASK = 'Solicitudes de mantenimiento de vehículos';
export const REVIEW = 'Revisar solicitudes de mantenimiento';
export const ATTEND = 'Registrar mantenimientos';

/** Reviewers and 'Registrar mantenimientos' see every request (of the vehicles they see); anyone else their own. */
export const seesAllRequests = (actor: Who) => actor.permissions.has(REVIEW) || actor.permissions.has(ATTEND);

/**
 * The requests `actor` may see, the one scope of lists, the detail and the writes. Both permissions that see all
 * are among vehicles.access.ts's fleet-wide ones, so visibleVehicles carries no value of the actor there: the
 * statement may be kept for every reviewer. `me` is the actor's id (a placeholder in a list).
 */
export function requestScope(actor: Actor, me: Me): Keyed {
  if (seesAllRequests(actor))
    return keyed(
      `all:${visibleVehiclesKey(actor)}`,
      deferred(() => onVisibleVehicle(requests.vehicleId, actor)),
    );
  return keyed(
    'own',
    deferred(() => sql`${requests.requestedBy} = ${me}`),
  );
}

/** What `actor` may do with a request (ZMaintenanceRequestCan); canJson writes the same in SQL. */
export function rightsOf(actor: Who, r: { requestedBy: number | null; status: string }): TMaintenanceRequestCan {
  const has = (p: string) => actor.permissions.has(p);
  const mine = r.requestedBy === actor.userId && has(ASK) && r.status === 'Pendiente';
  return {
    update: mine,
    review: has(REVIEW) && r.status === 'Pendiente',
    attend: has(ATTEND) && r.status === 'Aprobada',
    delete: mine,
  };
}

/**
 * rightsOf in SQL for the list's rows (the current row of maintenance_requests): the actor's permissions are
 * written into the text and are its key; `me` is their id. Each case of the row (its status, whether the actor asked
 * for it) is one whole JSON text chosen by CASE, not four booleans written per row.
 */
export function canJson(actor: Who, me: Me): Keyed {
  const [asks, reviews, attends] = [ASK, REVIEW, ATTEND].map((p) => actor.permissions.has(p));
  return keyed(
    `can=${+asks}${+reviews}${+attends}`,
    deferred(() => {
      const text = (status: 'Pendiente' | 'Aprobada' | 'other', mine: boolean) => {
        const own = asks && mine && status === 'Pendiente';
        const can = {
          update: own,
          review: reviews && status === 'Pendiente',
          attend: attends && status === 'Aprobada',
          delete: own,
        };
        return sql.raw(`'${JSON.stringify(can)}'`);
      };
      const mine = sql`coalesce(${requests.requestedBy} = ${me}, false)`;
      return sql`(case ${requests.status}
        when 'Pendiente' then case when ${mine} then ${text('Pendiente', true)} else ${text('Pendiente', false)} end
        when 'Aprobada' then ${text('Aprobada', false)} else ${text('other', false)} end)`;
    }),
  );
}

export type RequestRow = typeof requests.$inferSelect & { plate: string; vehiclePublicId: string };

/**
 * The one loader of a request for the detail and the writes: its row, its vehicle's plate and id, what the actor may
 * do; 404 when it does not exist or is outside the actor's scope. `forUpdate` locks the request's row.
 */
export async function loadRequest(
  db: DbOrTx,
  actor: Actor,
  publicId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<{ row: RequestRow; can: TMaintenanceRequestCan }> {
  let q = db
    .select({ request: requests, plate: vehicles.plate, vehiclePublicId: vehicles.publicId })
    .from(requests)
    .innerJoin(vehicles, eq(vehicles.id, requests.vehicleId))
    .where(and(eq(requests.publicId, publicId), requestScope(actor, sql`${actor.userId}`).sql))
    .$dynamic();
  if (opts.forUpdate) q = q.for('update', { of: requests });
  const [found] = await q;
  if (!found) throw notFound('La solicitud de mantenimiento no existe.');
  const row = { ...found.request, plate: found.plate, vehiclePublicId: found.vehiclePublicId };
  return { row, can: rightsOf(actor, row) };
}
