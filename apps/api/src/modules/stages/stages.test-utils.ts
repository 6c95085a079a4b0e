import { ALL_PERMISSIONS } from '@gestora/contract/permissions';
import type { Harness } from '../../test/harness.ts';
import { makeTasks } from '../../test/factories.ts';

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

/** Tasks pointing at a stage (and an activity): the first `finished` of them in status Finalizada. */
export const tasksIn = (
  h: Harness,
  chain: { projectId: number; stageId: number; stageActivityId?: number },
  n: number,
  opts: { finished?: number; deleted?: boolean; memberIds?: number[] } = {},
) =>
  makeTasks(h, n, (i) => ({
    ...chain,
    finished: i < (opts.finished ?? 0),
    deletedAt: opts.deleted ? new Date() : null,
    memberIds: opts.memberIds,
  }));
