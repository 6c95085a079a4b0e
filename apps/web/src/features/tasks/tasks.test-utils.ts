import dayjs from 'dayjs';
import type { TMyTaskItem, TTaskDetail, TTaskListItem, TTaskUser } from '@gestora/contract/tasks/tasks.schema';

/** Fixtures of the task screens' tests: the dates are relative to today, as the remaining-days labels are. */
export const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

export const camila: TTaskUser = {
  public_id: '0190a000-0000-7000-8000-000000000c01',
  name: 'Camila',
  last_name: 'Rojas',
  avatar_url: '/images/users/default.svg',
};
export const pedro: TTaskUser = {
  public_id: '0190a000-0000-7000-8000-000000000c02',
  name: 'Pedro',
  last_name: 'Soto',
  avatar_url: '/images/users/default.svg',
};

export const projectA = { public_id: '0190a000-0000-7000-8000-00000000aa01', code: 'WEB', name: 'Portal web' };
export const projectB = { public_id: '0190a000-0000-7000-8000-00000000aa02', code: 'ERP', name: 'Migración ERP' };
export const stageA = { public_id: '0190a000-0000-7000-8000-00000000bb01', name: 'Diseño' };
export const stageB = { public_id: '0190a000-0000-7000-8000-00000000bb02', name: 'Construcción' };
export const activityA = { public_id: '0190a000-0000-7000-8000-00000000cc01', name: 'Maquetas' };

let n = 0;
export function taskItem(over: Partial<TTaskListItem> = {}): TTaskListItem {
  n += 1;
  return {
    public_id: `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    title: `Tarea ${n}`,
    status: '1',
    priority: 'Media',
    start_date: null,
    end_date: null,
    completed_at: null,
    remaining_days: 'No aplica',
    project: { public_id: projectA.public_id, name: projectA.name },
    stage: null,
    stage_activity: null,
    members: [camila],
    comments_count: 0,
    files_count: 0,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    ...over,
  };
}

export const myTask = (over: Partial<TMyTaskItem> = {}): TMyTaskItem => ({
  ...taskItem(over),
  subtasks_count: 0,
  ...over,
});

export function taskDetail(over: Partial<TTaskDetail> = {}): TTaskDetail {
  return {
    ...taskItem(),
    description: null,
    files: [],
    lateness: 0,
    created_by: pedro,
    can: { update: true, delete: true, change_status: true, comment: true },
    ...over,
  };
}
