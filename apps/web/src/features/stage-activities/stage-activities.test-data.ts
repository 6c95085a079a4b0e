import type { TStageActivity } from '@gestora/contract/stage-activities/stage-activities.schema';

export const PROJECT = { public_id: '0190a000-0000-7000-8000-0000000000p1', code: 'OBR-12', name: 'Edificio central' };
export const STAGE = {
  public_id: '0190a000-0000-7000-8000-0000000000s1',
  name: 'Construcción',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
};
export const LEAD = {
  public_id: '0190a000-0000-7000-8000-0000000000u1',
  name: 'Lucía',
  last_name: 'Fernández',
  avatar_url: '/images/users/default.svg',
};

export const activityOf = (name: string, extra: Partial<TStageActivity> = {}): TStageActivity => ({
  public_id: `0190a000-0000-7000-8000-${name.length.toString().padStart(4, '0')}0000000a`,
  project: PROJECT,
  stage: STAGE,
  name,
  description: null,
  responsible: LEAD,
  start_date: '2026-03-02',
  end_date: '2026-03-10',
  status: 'En proceso',
  progress: { tasks: 3, finished: 2, percent: 67 },
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...extra,
});

/** The stage's detail as GET /api/stages/:id answers it (the create form reads its project and dates). */
export const stageDetail = {
  ...STAGE,
  project: { ...PROJECT, start_date: null, end_date: null },
  description: null,
  position: 1,
  status: 'En proceso',
  progress: { tasks: 0, finished: 0, percent: 0 },
  activities: [],
  tasks: { data: [], total: 0, limit: 50 },
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};
