import type { THistoryEntry } from '@gestora/contract/common.schema';
import { HistoryTimeline, type HistoryLabels } from '../../components/history-timeline.tsx';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { actionName, fieldName, statusName } from './task-labels.ts';
import { useTaskHistory } from './tasks.queries.ts';

const isRemoval = (entry: THistoryEntry) => {
  const [, to] = entry.changes?.files ?? [null, null];
  return to === null || to === undefined || to === '' || (Array.isArray(to) && to.length === 0);
};

/** A task's history in words: status names, dates in Spanish; a new task's first values are on the page. */
const TASK_HISTORY: HistoryLabels = {
  field: fieldName,
  action: (entry) =>
    entry.action === 'files' ? (isRemoval(entry) ? 'quitó un archivo' : 'adjuntó archivos') : actionName(entry.action),
  value: (field, value) => {
    if (field === 'status') return statusName(String(value));
    if ((field === 'start_date' || field === 'end_date') && typeof value === 'string') return formatDate(value);
    if (field === 'completed_at' && typeof value === 'string') return formatDateTime(value);
    return undefined;
  },
  quiet: ['created'],
  nobody: 'Alguien',
};

/** Every change of the task, newest first: who, when, and each field from what to what. */
export function TaskHistory({ taskId }: { taskId: string }) {
  return <HistoryTimeline history={useTaskHistory(taskId)} labels={TASK_HISTORY} />;
}
