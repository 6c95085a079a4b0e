import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../lib/service-context.ts';
import { projects } from './projects.table.ts';

/**
 * The projects a viewer may see, as a condition on `projects` (always excluding soft-deleted ones).
 * 'Ver todos los proyectos' sees all; 'Ver solo los proyectos creados por el usuarios' only their own; anyone
 * else none. Every list, detail, report and search over projects, stages, activities and tasks joins through
 * this one condition, so the rule lives in one place.
 */
export function projectScope(viewer: Actor): SQL {
  const live = isNull(projects.deletedAt);
  if (viewer.permissions.has('Ver todos los proyectos')) return live;
  if (viewer.permissions.has('Ver solo los proyectos creados por el usuarios')) {
    return and(live, eq(projects.createdBy, viewer.userId))!;
  }
  return sql`false`;
}
