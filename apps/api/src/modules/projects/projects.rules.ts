import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZProjectRequest } from '@gestora/contract/projects/projects.schema';
import { MSG } from '@gestora/contract/messages';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/errors.ts';
import { findClientIdForProject } from '../clients/clients.service.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';
import type { Actor } from '../../lib/service-context.ts';
import { projectScope } from './projects.access.ts';
import { projects } from './projects.table.ts';

export type ProjectInput = z.output<typeof ZProjectRequest>;
type FieldErrors = Record<string, string[]>;
/** The references a project has now: a record keeps them even after they were deactivated. */
export interface CurrentRefs {
  clientId: number | null;
  departmentId: number | null;
  managerId: number | null;
}

export const CODE_TAKEN = 'Ya existe un proyecto con ese código.';
const MANAGER_UNAVAILABLE = 'El responsable seleccionado no existe o está inactivo.';

async function clientFor(tx: DbOrTx, publicId: string | null, currentId: number | null, errors: FieldErrors) {
  if (!publicId) return null;
  try {
    return await findClientIdForProject(tx, publicId, currentId);
  } catch (err) {
    if (!(err instanceof HttpError) || !err.errors) throw err;
    Object.assign(errors, err.errors);
    return null;
  }
}

async function departmentFor(tx: DbOrTx, publicId: string | null, currentId: number | null, errors: FieldErrors) {
  if (!publicId) return null;
  const [d] = await tx
    .select({ id: departments.id, active: departments.active })
    .from(departments)
    .where(eq(departments.publicId, publicId));
  if (!d || (!d.active && d.id !== currentId)) {
    errors.department_id = [MSG.departmentUnavailable];
    return null;
  }
  return d.id;
}

async function managerFor(tx: DbOrTx, publicId: string | null, currentId: number | null, errors: FieldErrors) {
  if (!publicId) return null;
  const [u] = await tx
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(and(eq(users.publicId, publicId), isNull(users.deletedAt)));
  if (!u || (!u.active && u.id !== currentId)) {
    errors.manager_id = [MANAGER_UNAVAILABLE];
    return null;
  }
  return u.id;
}

/**
 * The row values of a project form, after every rule that needs the database: unique code among live projects,
 * an active client, department and manager. All refusals come back at once, each under its field (422).
 */
export async function projectValues(
  tx: DbOrTx,
  input: ProjectInput,
  viewer: Actor,
  current?: CurrentRefs & { id: number },
) {
  const errors: FieldErrors = {};
  // Codes are unique among all live projects, but only a project the user may see is named as the clash:
  // otherwise a user limited to their own projects could probe which codes (and so projects) exist.
  const [clash] = await tx
    .select({ id: projects.id, visible: sql<boolean>`(${projectScope(viewer)})` })
    .from(projects)
    .where(
      and(
        sql`lower(${projects.code}) = lower(${input.code})`,
        isNull(projects.deletedAt),
        current ? ne(projects.id, current.id) : undefined,
      ),
    );
  if (clash) errors.code = [clash.visible ? CODE_TAKEN : MSG.codeUnavailable];
  const clientId = await clientFor(tx, input.client_id, current?.clientId ?? null, errors);
  const departmentId = await departmentFor(tx, input.department_id, current?.departmentId ?? null, errors);
  const managerId = await managerFor(tx, input.manager_id, current?.managerId ?? null, errors);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    clientId,
    departmentId,
    managerId,
    startDate: input.start_date,
    endDate: input.end_date,
    status: input.status,
  };
}

/** The unique index decides a race between two equal codes: whose project won is not known, so neutrally. */
export function codeRace(err: unknown): never {
  if (isUniqueViolation(err, 'projects_code_lower_uq'))
    throw new HttpError(422, MSG.codeUnavailable, { code: [MSG.codeUnavailable] });
  throw err;
}
