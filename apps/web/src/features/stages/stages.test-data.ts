import type { TStage, TStageDetail } from '@gestora/contract/stages/stages.schema';

export const PROJECT = { public_id: '0190a000-0000-7000-8000-0000000000p1', code: 'OBR-12', name: 'Edificio central' };

export const stageOf = (name: string, extra: Partial<TStage> = {}): TStage => ({
  public_id: `0190a000-0000-7000-8000-${name.length.toString().padStart(4, '0')}00000000`,
  project: PROJECT,
  name,
  description: null,
  position: 1,
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  status: 'En proceso',
  progress: { tasks: 4, finished: 1, percent: 25 },
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...extra,
});

export const detailOf = (extra: Partial<TStageDetail> = {}): TStageDetail => ({
  ...stageOf('Construcción', { description: 'Obra gruesa y terminaciones.' }),
  project: { ...PROJECT, start_date: '2026-01-01', end_date: '2026-12-31' },
  activities: [
    {
      public_id: '0190a000-0000-7000-8000-0000000000a1',
      name: 'Cimientos',
      responsible: {
        public_id: '0190a000-0000-7000-8000-0000000000u1',
        name: 'Lucía',
        last_name: 'Fernández',
        avatar_url: '/images/users/default.svg',
      },
      start_date: '2026-03-01',
      end_date: '2026-03-10',
      status: 'Finalizada',
      progress: { tasks: 2, finished: 2, percent: 100 },
    },
  ],
  tasks: {
    data: [
      {
        public_id: '0190a000-0000-7000-8000-0000000000t1',
        title: 'Hormigonar losa',
        status: '3',
        priority: 'Urgente',
        end_date: '2026-03-20',
        members: [{ public_id: '0190a000-0000-7000-8000-0000000000u1', name: 'Lucía', last_name: 'Fernández' }],
      },
    ],
    total: 1,
    limit: 50,
  },
  ...extra,
});
