import { ALL_PERMISSIONS } from '@gestora/contract/permissions';
import type { Harness } from '../../test/harness.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { taskMembers, tasks } from '../tasks/tasks.table.ts';
import { stages } from './stages.table.ts';

type Client = Awaited<ReturnType<Harness['as']>>;
const OWN = 'Ver solo los proyectos creados por el usuarios';
const ALL = 'Ver todos los proyectos';

/**
 * The cast of the stage and activity tests: `boss` holds every permission; `own` holds every stage and activity
 * permission but sees only the projects it created; `reader` only sees; `blind` may see stages but no project.
 */
export async function stageCast(h: Harness) {
  const withoutAll = ALL_PERMISSIONS.filter((p) => p !== ALL);
  const bossUser = await h.makeUser([...ALL_PERMISSIONS]);
  const ownUser = await h.makeUser(withoutAll.filter((p) => p === OWN || /etapa/.test(p)));
  const readerUser = await h.makeUser(['Ver etapas', 'Ver actividades en etapa', ALL]);
  const blindUser = await h.makeUser([
    'Ver etapas',
    'Ver actividades en etapa',
    'Registrar etapas',
    'Registrar actividades en etapa',
  ]);
  const outsiderUser = await h.makeUser([ALL]);
  return {
    bossUser,
    ownUser,
    boss: await h.as(bossUser.email),
    own: await h.as(ownUser.email),
    reader: await h.as(readerUser.email),
    blind: await h.as(blindUser.email),
    outsider: await h.as(outsiderUser.email),
  };
}

let seq = 0;
/** A project straight into its table (the projects module is tested on its own). */
export async function makeProject(h: Harness, createdBy: number, fields: Partial<typeof projects.$inferInsert> = {}) {
  seq++;
  const [p] = await h.app.db
    .insert(projects)
    .values({ code: `P-${seq}-${Date.now().toString(36)}`, name: `Proyecto ${seq}`, createdBy, ...fields })
    .returning();
  return p;
}

export async function makeStageRow(h: Harness, projectId: number, fields: Partial<typeof stages.$inferInsert> = {}) {
  const [s] = await h.app.db
    .insert(stages)
    .values({ projectId, name: `Etapa ${++seq}`, ...fields })
    .returning();
  return s;
}

export async function makeActivityRow(
  h: Harness,
  stageId: number,
  fields: Partial<typeof stageActivities.$inferInsert> = {},
) {
  const [a] = await h.app.db
    .insert(stageActivities)
    .values({ stageId, name: `Actividad ${++seq}`, ...fields })
    .returning();
  return a;
}

/** Tasks pointing at a stage (and an activity): `finished` of them in status '5'. */
export async function makeTasks(
  h: Harness,
  chain: { projectId: number; stageId: number; stageActivityId?: number },
  n: number,
  opts: { finished?: number; deleted?: boolean; memberIds?: number[] } = {},
) {
  const rows = await h.app.db
    .insert(tasks)
    .values(
      Array.from({ length: n }, (_, i) => ({
        ...chain,
        title: `Tarea ${++seq}`,
        status: i < (opts.finished ?? 0) ? '5' : '1',
        deletedAt: opts.deleted ? new Date() : null,
      })),
    )
    .returning();
  if (opts.memberIds?.length) {
    await h.app.db
      .insert(taskMembers)
      .values(rows.flatMap((t) => opts.memberIds!.map((userId) => ({ taskId: t.id, userId }))));
  }
  return rows;
}

export type { Client };
