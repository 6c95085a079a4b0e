import { asc, count, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TASK_PRIORITIES } from '@gestora/contract/tasks/remaining-days';
import type { Db } from '../db/client.ts';
import { todayIso } from '../lib/dates.ts';
import { selfCategoryNameKey } from '../modules/self-assigned/self-assigned.rules.ts';
import { selfAssignedCategories, selfAssignedTasks } from '../modules/self-assigned/self-assigned.table.ts';
import { users } from '../modules/users/users.table.ts';
import {
  SELF_CATEGORY_POOL,
  SELF_TASK_SLOTS,
  SELF_UNCATEGORISED_POOL,
  type SelfTaskText,
} from './demo-self-assigned.data.ts';

export interface DemoSelfAssignedSummary {
  created: boolean;
  selfCategories: number;
  selfTasks: number;
}

const DAY = 86_400_000;
/** The demo organisation's people (demo-organisation.ts): every one of them gets a personal board. */
const DEMO_DOMAIN = '%@gestora.local';

interface PlannedTask extends SelfTaskText {
  category: string | null;
  due: number | null;
  priority: (typeof TASK_PRIORITIES)[number];
  status: (typeof SELF_TASK_SLOTS)[number]['status'];
}

/**
 * The `index`-th person's plan: 3 or 4 neighbouring categories of the pool (so different colours) and 8 to 12
 * tasks over the slots, each person starting elsewhere in the pools so that lists differ from one person to the
 * next. Past due dates move a day or two further back and future ones a few days on, per person.
 */
export function personalPlan(index: number): { categories: string[]; tasks: PlannedTask[] } {
  const pool = SELF_CATEGORY_POOL;
  const mine = Array.from({ length: 3 + (index % 2) }, (_, k) => pool[(index * 3 + k) % pool.length]);
  let categorised = 0;
  let loose = 0;
  const tasks = SELF_TASK_SLOTS.slice(0, 8 + (index % 5)).map((slot, j): PlannedTask => {
    let text: SelfTaskText;
    let category: string | null = null;
    if ((j + index) % 4 === 3) {
      text = SELF_UNCATEGORISED_POOL[(index * 3 + loose++) % SELF_UNCATEGORISED_POOL.length];
    } else {
      const c = mine[categorised % mine.length];
      text = c.tasks[(index + Math.floor(categorised / mine.length)) % c.tasks.length];
      category = c.name;
      categorised += 1;
    }
    const due =
      slot.due === null || slot.due === 0 ? slot.due : slot.due < 0 ? slot.due - (index % 3) : slot.due + (index % 4);
    return {
      ...text,
      category,
      due,
      priority: TASK_PRIORITIES[(slot.priority + index) % TASK_PRIORITIES.length],
      status: slot.status,
    };
  });
  return { categories: mine.map((c) => c.name), tasks };
}

/**
 * Personal categories and tasks for every demo person, once, on an organisation where nobody has any yet: an
 * organisation in use keeps its people's own boards untouched. Two multi-row inserts, in one transaction. Each
 * column is numbered 1..n in the order of the plan, as the board numbers it (self-assigned-positions.service.ts).
 */
export async function seedDemoSelfAssigned(
  db: Db,
  log: FastifyBaseLogger,
  timeZone: string,
): Promise<DemoSelfAssignedSummary> {
  const none = { created: false, selfCategories: 0, selfTasks: 0 };
  const [{ n }] = await db.select({ n: count() }).from(selfAssignedCategories);
  if (n > 0) return none;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, DEMO_DOMAIN))
    .orderBy(asc(users.id));
  if (!people.length) return none;

  // Due dates are days of the organisation's calendar, so that "overdue" and "today" read as the board shows them.
  const today = Date.parse(`${todayIso(timeZone)}T00:00:00Z`);
  const dayOf = (offset: number) => new Date(today + offset * DAY).toISOString().slice(0, 10);
  const at = (offset: number, hour = 15) => new Date(today + offset * DAY + hour * 3_600_000);

  const plans = people.map((p, i) => ({ ownerId: p.id, ...personalPlan(i) }));
  const colour = new Map(SELF_CATEGORY_POOL.map((c) => [c.name, c.colour]));
  const made = await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(selfAssignedCategories)
      .values(
        plans.flatMap((p, i) =>
          p.categories.map((name) => ({
            ownerId: p.ownerId,
            name,
            nameKey: selfCategoryNameKey(name),
            colour: colour.get(name)!,
            createdAt: at(-30 - (i % 7)),
            updatedAt: at(-30 - (i % 7)),
          })),
        ),
      )
      .returning({
        id: selfAssignedCategories.id,
        ownerId: selfAssignedCategories.ownerId,
        name: selfAssignedCategories.name,
      });
    const categoryId = new Map(categoryRows.map((c) => [`${c.ownerId}:${c.name}`, c.id]));

    const taskRows = plans.flatMap((p) => {
      const next = new Map<string, number>();
      return p.tasks.map((task, j) => {
        const position = (next.get(task.status) ?? 0) + 1;
        next.set(task.status, position);
        const done = task.status === 'Hecha';
        const completedAt = done ? at(task.due ?? -4, 17) : null;
        return {
          ownerId: p.ownerId,
          categoryId: task.category === null ? null : categoryId.get(`${p.ownerId}:${task.category}`)!,
          title: task.title,
          description: task.description,
          dueDate: task.due === null ? null : dayOf(task.due),
          priority: task.priority,
          status: task.status,
          position,
          completedAt,
          createdAt: at(Math.min(task.due ?? 0, 0) - 7 - j),
          updatedAt: completedAt ?? at(-1 - (j % 3)),
        };
      });
    });
    await tx.insert(selfAssignedTasks).values(taskRows);
    return { selfCategories: categoryRows.length, selfTasks: taskRows.length };
  });
  log.info(made, 'demo personal tasks created');
  return { created: true, ...made };
}
