import type { TStageDetail } from '@gestora/contract/stages/stages.schema';
import { build, people, uid } from '../../test/factories.ts';

/** The stage screens' fixtures, built with the shared factories. */
export const PROJECT = build.projectRef();

export const stageOf = build.stage;

/** The project as GET /api/projects/:id answers it, with the dates that bound its stages. */
export const projectDetailOf = () =>
  build.projectDetail(2001, { ...PROJECT, start_date: '2026-01-01', end_date: '2026-12-31' });

export const detailOf = (extra: Partial<TStageDetail> = {}): TStageDetail =>
  build.stageDetail({
    description: 'Obra gruesa y terminaciones.',
    project: { ...PROJECT, start_date: '2026-01-01', end_date: '2026-12-31' },
    activities: [
      {
        public_id: uid(2401),
        name: 'Cimientos',
        responsible: people.lucia,
        start_date: '2026-03-01',
        end_date: '2026-03-10',
        status: 'Finalizada',
        progress: { tasks: 2, finished: 2, percent: 100 },
      },
    ],
    tasks: {
      data: [
        {
          public_id: uid(2501),
          title: 'Hormigonar losa',
          status: '3',
          priority: 'Urgente',
          end_date: '2026-03-20',
          members: [{ public_id: people.lucia.public_id, name: 'Lucía', last_name: 'Fernández' }],
        },
      ],
      total: 1,
      limit: 50,
    },
    ...extra,
  });
