import { asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  TSelfCategoryPage,
  TSelfTaskPage,
  ZSelfCategoryListQuery,
  ZSelfTaskListQuery,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import { defineList } from '../../db/list/define-list.ts';
import { keyed } from '../../db/list/keyed.ts';
import { likeTerm } from '../../lib/pagination.ts';
import { categoryTasksCount, overdueSql, selfCategoryJson, selfTaskJson } from './self-assigned.presenter.ts';
import {
  selfAssignedCategories as categories,
  selfTaskStatusRank,
  selfAssignedTasks as tasks,
} from './self-assigned.table.ts';

type CategoryQuery = z.output<typeof ZSelfCategoryListQuery>;
export type SelfTaskQuery = z.output<typeof ZSelfTaskListQuery>;

const by =
  (tie: AnyPgColumn, ...keys: (SQL | AnyPgColumn)[]) =>
  (descending: boolean) => [...keys.map((k) => (descending ? desc(k) : asc(k))), asc(tie)];

/** GET /api/self_assigned_categories: the actor's own live categories (a few dozen), by name unless sorted. */
export const selfCategoriesList = defineList<CategoryQuery, TSelfCategoryPage>({
  name: 'self_assigned_categories',
  table: categories,
  id: categories.id,
  // Every record is its owner's only: the one branch, whoever asks (an administrator included).
  scope: (_actor, p) => keyed('own', sql`${categories.ownerId} = ${p.me} and ${categories.deletedAt} is null`),
  filters: {
    q: { value: (q) => (q.q ? likeTerm(q.q) : undefined), where: (v) => ilike(categories.name, v) },
  },
  sorts: {
    name: by(categories.id, categories.nameKey),
    created_at: by(categories.id, categories.createdAt),
    tasks_count: by(categories.id, categoryTasksCount),
  },
  defaultOrder: () => [asc(categories.nameKey), asc(categories.id)],
  row: { json: () => keyed('category', selfCategoryJson) },
});

const PRIORITY_RANK = sql`(case ${tasks.priority} when 'Urgente' then 4 when 'Alta' then 3 when 'Media' then 2 else 1 end)`;
const STATUS_RANK = selfTaskStatusRank(tasks.status);
const overdueOf = (v: unknown) => (v === undefined ? undefined : v === true || v === 'true');

/** The owner's live tasks, as a condition on self_assigned_tasks (`me`: the actor's id placeholder). */
export const ownTasksSql = (me: unknown) => sql`${tasks.ownerId} = ${me} and ${tasks.deletedAt} is null`;

/**
 * GET /api/self_assigned_tasks: the actor's own live tasks, by column and position unless sorted. A category_id that
 * is not one of the actor's live categories matches nothing (an empty page, never a hint that it exists).
 */
export const selfTasksList = defineList<SelfTaskQuery, TSelfTaskPage>({
  name: 'self_assigned_tasks',
  table: tasks,
  id: tasks.id,
  params: (ctx) => ({ today: ctx.today() }),
  scope: (_actor, p) => keyed('own', ownTasksSql(p.me)),
  filters: {
    q: {
      value: (q) => (q.q ? likeTerm(q.q) : undefined),
      where: (v) => or(ilike(tasks.title, v), ilike(tasks.description, v))!,
    },
    status: { where: (v) => eq(tasks.status, v) },
    priority: { where: (v) => eq(tasks.priority, v) },
    uncategorized: {
      inText: true,
      value: (q) => (q.category_id === 'none' ? true : undefined),
      where: () => isNull(tasks.categoryId),
    },
    category: {
      value: (q) => (q.category_id && q.category_id !== 'none' ? q.category_id : undefined),
      where: (v, p) => sql`${tasks.categoryId} = (select c.id from self_assigned_categories c
        where c.public_id = ${v}::uuid and c.owner_id = ${p.me} and c.deleted_at is null)`,
    },
    overdue: {
      inText: true,
      volatile: true,
      value: (q) => overdueOf(q.overdue),
      where: (overdue: boolean, p) => (overdue ? overdueSql(p.today) : sql`not ${overdueSql(p.today)}`),
    },
    date_from: { where: (v) => sql`${tasks.dueDate} >= ${v}::date` },
    date_to: { where: (v) => sql`${tasks.dueDate} <= ${v}::date` },
  },
  sorts: {
    due_date: (d) => [d ? sql`${tasks.dueDate} desc nulls last` : sql`${tasks.dueDate} asc nulls last`, asc(tasks.id)],
    priority: by(tasks.id, PRIORITY_RANK),
    status: (d) => [d ? desc(STATUS_RANK) : asc(STATUS_RANK), asc(tasks.position), asc(tasks.id)],
    title: by(tasks.id, sql`lower(${tasks.title})`),
    created_at: by(tasks.id, tasks.createdAt),
    position: (d) => [
      d ? desc(STATUS_RANK) : asc(STATUS_RANK),
      d ? desc(tasks.position) : asc(tasks.position),
      asc(tasks.id),
    ],
  },
  defaultOrder: () => [asc(STATUS_RANK), asc(tasks.position), asc(tasks.id)],
  row: { json: (_actor, p) => keyed('task', () => selfTaskJson(p.today)) },
  // The owner's total (for a filter) is counted again only when personal tasks or categories change, not on every
  // page: a person may hold hundreds (overdue, which moves with the day, is always counted).
  keptTotals: { tables: ['self_assigned_tasks', 'self_assigned_categories'], unsearched: true },
});
