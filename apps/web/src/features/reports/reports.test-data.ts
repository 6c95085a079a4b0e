import type {
  TFulfilment,
  TProjectFulfilmentRow,
  TProjectReport,
  TReportTask,
} from '@gestora/contract/reports/reports.schema';
import { people, uid } from '../../test/factories.ts';

/** A report's figures; percentages as the server rounds them. */
export const figures = (over: Partial<TFulfilment> = {}): TFulfilment => ({
  tasks: 10,
  finished: 6,
  on_time: 4,
  late: 2,
  open: 4,
  overdue: 1,
  percent: 60,
  on_time_percent: 67,
  ...over,
});

export const fulfilmentRow = (n: number, name: string, over: Partial<TFulfilment> = {}): TProjectFulfilmentRow => ({
  project: { public_id: uid(n), code: `PRY-${n}`, name },
  client: { public_id: uid(900), name: 'Constructora Andina' },
  department: null,
  status: 'En curso',
  figures: figures(over),
});

export const projectReport = (n: number, name: string): TProjectReport => ({
  project: fulfilmentRow(n, name),
  stages: [
    {
      stage: { public_id: uid(71), name: 'Diseño' },
      figures: figures({ tasks: 7 }),
      activities: [
        { activity: { public_id: uid(81), name: 'Planos' }, figures: figures({ tasks: 5 }) },
        { activity: null, figures: figures({ tasks: 2 }) },
      ],
    },
    { stage: null, figures: figures({ tasks: 3 }), activities: [] },
  ],
});

export const reportTask = (n: number, title: string, over: Partial<TReportTask> = {}): TReportTask => ({
  public_id: uid(n),
  title,
  status: '5',
  priority: 'Media',
  end_date: '2026-03-05',
  completed_at: '2026-03-08T15:00:00.000Z',
  days_late: 3,
  project: { public_id: uid(11), name: 'Edificio central' },
  stage: { public_id: uid(71), name: 'Diseño' },
  activity: null,
  members: [people.camila],
  comments_count: 0,
  files_count: 0,
  ...over,
});
