import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { projectScope } from '../projects/projects.access.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { users } from '../users/users.table.ts';
import type { Actor } from '../../lib/service-context.ts';

export interface Chain {
  projectId: number | null;
  stageId: number | null;
  stageActivityId: number | null;
  names: { project: string | null; stage: string | null; activity: string | null };
}

/**
 * Project → stage → activity as one chain (PRODUCT.md). A missing parent is taken from its child; a parent
 * given that does not match is a 422 on the child's field. The project must be one the actor may see.
 */
export async function resolveChain(
  db: DbOrTx,
  viewer: Actor,
  input: { project_id: string | null; stage_id: string | null; stage_activity_id: string | null },
): Promise<Chain> {
  const chain: Chain = {
    projectId: null,
    stageId: null,
    stageActivityId: null,
    names: { project: null, stage: null, activity: null },
  };
  let stagePublicId = input.stage_id;
  let projectPublicId = input.project_id;

  if (input.stage_activity_id) {
    const [a] = await db
      .select({ id: stageActivities.id, name: stageActivities.name, stagePublicId: stages.publicId })
      .from(stageActivities)
      .innerJoin(stages, eq(stages.id, stageActivities.stageId))
      .where(eq(stageActivities.publicId, input.stage_activity_id));
    if (!a) throw fieldError('stage_activity_id', 'La actividad seleccionada no existe.');
    if (stagePublicId && stagePublicId !== a.stagePublicId)
      throw fieldError('stage_activity_id', 'La actividad no pertenece a la etapa seleccionada.');
    stagePublicId = a.stagePublicId;
    chain.stageActivityId = a.id;
    chain.names.activity = a.name;
  }
  if (stagePublicId) {
    const [s] = await db
      .select({ id: stages.id, name: stages.name, projectPublicId: projects.publicId })
      .from(stages)
      .innerJoin(projects, eq(projects.id, stages.projectId))
      .where(eq(stages.publicId, stagePublicId));
    if (!s) throw fieldError('stage_id', 'La etapa seleccionada no existe.');
    if (projectPublicId && projectPublicId !== s.projectPublicId)
      throw fieldError('stage_id', 'La etapa no pertenece al proyecto seleccionado.');
    projectPublicId = s.projectPublicId;
    chain.stageId = s.id;
    chain.names.stage = s.name;
  }
  if (projectPublicId) {
    const [p] = await db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(and(eq(projects.publicId, projectPublicId), projectScope(viewer)));
    if (!p) throw fieldError('project_id', 'El proyecto seleccionado no existe.');
    chain.projectId = p.id;
    chain.names.project = p.name;
  }
  return chain;
}

/** Active, not deleted users by public id; any other id is a 422 on `field`. */
export async function activeUsers(db: DbOrTx, publicIds: string[], field: string) {
  const unique = [...new Set(publicIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: users.id, publicId: users.publicId, name: users.name, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.publicId, unique), eq(users.active, true), isNull(users.deletedAt)));
  if (rows.length !== unique.length) {
    throw fieldError(
      field,
      field === 'mentions'
        ? 'Uno o más usuarios mencionados no existen o están inactivos.'
        : 'Uno o más miembros seleccionados no existen o están inactivos.',
    );
  }
  return rows;
}
