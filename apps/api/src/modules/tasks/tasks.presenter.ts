import type { TTaskCan, TTaskDetail, TTaskListItem } from '@gestora/contract/tasks/tasks.schema';
import { remainingDaysLabel, type TTaskPriority, type TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { iso, ref } from '../../lib/refs.presenter.ts';
import type { TaskRights } from './tasks.access.ts';
import type { ListRow } from './tasks.queries.ts';

/** What a row tells the screens this viewer may do (tasks.access rightsOf). */
export const canOf = (rights: TaskRights): TTaskCan => ({
  update: rights.update,
  delete: rights.delete,
  change_status: rights.work,
});

/** A list row's fields and the detail's own that come from the same columns (the start date, activity, times). */
type PresentedRow = TTaskListItem &
  Pick<TTaskDetail, 'start_date' | 'completed_at' | 'stage_activity' | 'created_at' | 'updated_at'>;

/** The detail's part read from `listColumns`; the lists write their rows' part in SQL (tasks.queries.ts taskJson). */
export function presentRow(r: ListRow, today: string, rights: TaskRights): PresentedRow {
  return {
    public_id: r.publicId,
    title: r.title,
    status: r.status as TTaskStatus,
    priority: r.priority as TTaskPriority,
    start_date: r.startDate,
    end_date: r.endDate,
    completed_at: iso(r.completedAt),
    remaining_days: remainingDaysLabel({ status: r.status, end_date: r.endDate }, today),
    project: ref(r.projectPublicId, r.projectName),
    stage: ref(r.stagePublicId, r.stageName),
    stage_activity: ref(r.activityPublicId, r.activityName),
    members: r.members,
    comments_count: r.commentsCount,
    files_count: r.filesCount,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
    can: canOf(rights),
  };
}
