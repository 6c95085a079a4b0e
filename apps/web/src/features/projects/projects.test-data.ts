import type { TProject, TProjectDetail } from '@gestora/contract/projects/projects.schema';

export const uid = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

export const carmen = {
  public_id: uid(501),
  name: 'Carmen',
  last_name: 'Vega',
  avatar_url: '/images/users/default.svg',
};

export const project = (n: number, extra: Partial<TProject> = {}): TProject => ({
  public_id: uid(n),
  code: `PRY-${n}`,
  name: `Proyecto ${n}`,
  description: null,
  status: 'En curso',
  start_date: '2026-03-01',
  end_date: '2026-06-30',
  client: { public_id: uid(301), name: 'Municipalidad de Arequipa' },
  department: { public_id: uid(401), name: 'Ingeniería' },
  manager: carmen,
  created_by: carmen,
  progress: { tasks: 4, finished: 3, percent: 75 },
  created_at: '2026-02-20T14:00:00.000Z',
  updated_at: '2026-02-20T14:00:00.000Z',
  ...extra,
});

export const detail = (n: number, extra: Partial<TProjectDetail> = {}): TProjectDetail => ({
  ...project(n),
  stages: [],
  ...extra,
});
