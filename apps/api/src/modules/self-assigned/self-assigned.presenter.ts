import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isoStringJson, jsonObject, jsonPlain, jsonValue } from '../../db/json-sql.ts';
import { selfAssignedCategories as categories, selfAssignedTasks as tasks } from './self-assigned.table.ts';

/** ZSelfCategoryRef of the row `c` (an alias of self_assigned_categories), as JSON text. */
const categoryRefOf = (c: string) =>
  sql.raw(`'{"public_id":' || to_json(${c}.public_id)::text || ',"name":' || to_json(${c}.name)::text
    || ',"colour":' || to_json(${c}.colour)::text || '}'`);

/** The task's category as ZSelfCategoryRef's JSON, or null: its category is always the owner's and live. */
const taskCategoryJson = sql`coalesce((select ${categoryRefOf('c')} from self_assigned_categories c
  where c.id = ${tasks.categoryId} and c.deleted_at is null), 'null')`;

/** Not done and due before `today` (the organisation's day). */
export const overdueSql = (today: SQLWrapper | string) =>
  sql<boolean>`(${tasks.status} <> 'Hecha' and coalesce(${tasks.dueDate} < ${today}::date, false))`;

/**
 * ZSelfTask as PostgreSQL writes it, for the current row of self_assigned_tasks: the list's rows, the board's cards
 * and the detail alike, so that they say the same.
 */
export const selfTaskJson = (today: SQLWrapper | string): SQL<string> =>
  jsonObject({
    public_id: jsonValue(tasks.publicId),
    title: jsonValue(tasks.title),
    description: jsonValue(tasks.description),
    category: taskCategoryJson,
    due_date: jsonValue(tasks.dueDate),
    priority: jsonValue(tasks.priority),
    status: jsonValue(tasks.status),
    position: jsonPlain(tasks.position),
    completed_at: isoStringJson(tasks.completedAt),
    overdue: jsonPlain(overdueSql(today)),
    created_at: isoStringJson(tasks.createdAt),
    updated_at: isoStringJson(tasks.updatedAt),
  });

/** The category's live tasks, by the category index. */
export const categoryTasksCount = sql<number>`(select count(*) from self_assigned_tasks t
  where t.category_id = ${categories.id} and t.deleted_at is null)`;

/** ZSelfCategory as PostgreSQL writes it: the list's rows and the detail alike. */
export const selfCategoryJson: SQL<string> = jsonObject({
  public_id: jsonValue(categories.publicId),
  name: jsonValue(categories.name),
  colour: jsonValue(categories.colour),
  tasks_count: jsonPlain(categoryTasksCount),
  created_at: isoStringJson(categories.createdAt),
  updated_at: isoStringJson(categories.updatedAt),
});
