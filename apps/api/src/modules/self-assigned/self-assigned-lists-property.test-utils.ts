import {
  SELF_CATEGORY_SORTS,
  SELF_TASK_STATUSES,
  SELF_TASK_SORTS,
  ZSelfCategory,
  ZSelfCategoryPage,
  ZSelfTask,
  ZSelfTaskPage,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import { TASK_PRIORITIES } from '@gestora/contract/tasks/remaining-days';
import {
  ACTOR_NAMES,
  fieldIs,
  refIs,
  wholeAnswer,
  type ListSpec,
} from '../../test/lists-property/list-spec.test-utils.ts';
import { WORD } from '../../test/lists-property/world-people.test-utils.ts';
import { day } from '../../test/lists-property/world-work.test-utils.ts';
import { UNKNOWN_ID, type World } from '../../test/lists-property/world.test-utils.ts';

/*
 * The personal lists' part of the lists property (test/lists-property.test.ts). Each of the three actors has
 * categories and tasks of their own, made here through the API; each list answers its caller's only, so every
 * actor is asked, and an id of another's category must match nothing.
 */

const COLOURS = ['#228be6', '#40c057', '#fab005', '#be4bdb'];

async function post(actor: World['people']['actors']['admin'], url: string, payload: object) {
  const res = await actor.client.inject({ method: 'POST', url, payload });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { public_id: string };
}

/** Three categories (one named with WORD) and 23 tasks in every status, priority and due day, for each actor. */
export async function makeSelfAssigned(w: World) {
  const categories: Record<string, string[]> = {};
  for (const name of ACTOR_NAMES) {
    const actor = w.people.actors[name];
    const mine: string[] = [];
    for (let i = 0; i < 3; i++)
      mine.push(
        (
          await post(actor, '/api/self_assigned_categories', {
            name: i === 0 ? `Categoría ${WORD}` : `Categoría ${name} ${i}`,
            colour: COLOURS[i],
          })
        ).public_id,
      );
    for (let i = 0; i < 23; i++)
      await post(actor, '/api/self_assigned_tasks', {
        title: i % 5 === 0 ? `Tarea ${WORD} ${i}` : `Tarea personal ${name} ${i}`,
        description: i % 4 === 0 ? `Detalle con ${WORD}` : null,
        category_id: i % 4 === 3 ? null : mine[i % 3],
        // Some due long ago (overdue while not Hecha), most in the world's future, some without a date.
        due_date: i % 6 === 5 ? null : i % 4 === 1 ? `2021-03-${String(1 + i).padStart(2, '0')}` : day(i * 2 - 10),
        priority: TASK_PRIORITIES[i % TASK_PRIORITIES.length],
        status: SELF_TASK_STATUSES[i % 3],
      });
    categories[name] = mine;
  }
  return { categories };
}

export function selfAssignedLists(w: World, made: Awaited<ReturnType<typeof makeSelfAssigned>>): ListSpec[] {
  // Two of the caller's categories, one of another's and an unknown id: the last two match nothing.
  const categoryValues = [...made.categories.own.slice(0, 2), made.categories.admin[1], UNKNOWN_ID, 'none'];
  return [
    {
      route: 'GET /api/self_assigned_categories',
      url: '/api/self_assigned_categories',
      actors: ACTOR_NAMES,
      filters: { q: { values: [WORD, 'categoría', 'own'] } },
      sorts: SELF_CATEGORY_SORTS,
      page: wholeAnswer(ZSelfCategoryPage),
      detail: { url: (r) => `/api/self_assigned_categories/${r.public_id}`, fields: ZSelfCategory },
    },
    {
      route: 'GET /api/self_assigned_tasks',
      url: '/api/self_assigned_tasks',
      actors: ACTOR_NAMES,
      filters: {
        q: { values: [WORD, 'personal', 'detalle'] },
        status: { values: SELF_TASK_STATUSES, holds: fieldIs('status') },
        priority: { values: TASK_PRIORITIES, holds: fieldIs('priority') },
        category_id: {
          values: categoryValues,
          holds: (row, value) => (value === 'none' ? row.category === null : refIs('category')(row, value)),
        },
        overdue: { values: ['true', 'false'], holds: fieldIs('overdue') },
        date_from: { values: [day(-4), day(12)] },
        date_to: { values: [day(0), day(20)] },
      },
      sorts: SELF_TASK_SORTS,
      page: wholeAnswer(ZSelfTaskPage),
      detail: { url: (r) => `/api/self_assigned_tasks/${r.public_id}`, fields: ZSelfTask },
      examples: [{ status: 'Hecha', overdue: 'true' }, { category_id: made.categories.admin[1] }],
    },
  ];
}
