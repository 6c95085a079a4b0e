import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../lib/dates.ts';
import { loadConfig } from '../config.ts';
import { build, type Harness } from './harness.ts';

const DAY = 86_400_000;
const utcDate = (ms = Date.now()) => new Date(ms).toISOString().slice(0, 10);
/**
 * A time zone whose date is not the UTC date right now (UTC-12 before noon UTC, UTC+14 from 10:00 UTC): the
 * server's local date and the UTC date both disagree with the organisation's "today" in it.
 */
const ORG_TZ = new Date().getUTCHours() < 12 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';

let h: Harness;
let today: string;
let shift: (days: number) => string;

beforeAll(async () => {
  h = await build({ config: { orgTimezone: ORG_TZ } });
  today = todayIso(ORG_TZ);
  shift = (days) => todayIso(ORG_TZ, new Date(Date.now() + days * DAY));
});
afterAll(() => h.close());

describe('ORG_TIMEZONE: one "today" for the whole API', () => {
  it('is validated and defaults to the server time zone', () => {
    expect(loadConfig({}).orgTimezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(loadConfig({ ORG_TIMEZONE: 'America/Lima' }).orgTimezone).toBe('America/Lima');
    expect(() => loadConfig({ ORG_TIMEZONE: 'Marte/Olympus' })).toThrow(/ORG_TIMEZONE/);
  });

  it('task detail, task lists, subtask lists and micro-tasks agree on today in the organisation', async () => {
    expect(today).not.toBe(utcDate());
    const u = await h.makeUser([
      'Ver tareas',
      'Registrar tareas',
      'Actualizar tareas',
      'Ver subtareas',
      'Gestionar microtareas',
      'Gestionar tareas asignadas',
      'Ver todos los proyectos',
    ]);
    const c = await h.as(u.email);
    const created = await c.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Entregar informe', start_date: shift(-5), end_date: today, member_ids: [u.publicId] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().public_id as string;

    const detail = (await c.inject({ method: 'GET', url: `/api/tasks/${id}` })).json();
    expect(detail.remaining_days).toBe('Finaliza hoy');
    const list = (await c.inject({ method: 'GET', url: '/api/tasks?q=Entregar' })).json();
    expect(list.data.find((t: { public_id: string }) => t.public_id === id).remaining_days).toBe('Finaliza hoy');
    const mine = (await c.inject({ method: 'GET', url: '/api/my_tasks' })).json();
    expect(mine.data.find((t: { public_id: string }) => t.public_id === id).remaining_days).toBe('Finaliza hoy');

    const sub = await c.inject({
      method: 'POST',
      url: '/api/subtasks',
      payload: {
        task_id: id,
        title: 'Revisar cifras',
        description: 'Cuadrar con contabilidad',
        responsible_id: u.publicId,
        start_date: shift(-2),
        end_date: today,
      },
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json().remaining_days).toBe('Finaliza hoy');
    const subtasks = (await c.inject({ method: 'GET', url: `/api/tasks/${id}/subtasks` })).json();
    expect(subtasks.task.remaining_days).toBe('Finaliza hoy');
    expect(subtasks.data[0].remaining_days).toBe('Finaliza hoy');

    const post = (title: string, due_date: string) =>
      c.inject({
        method: 'POST',
        url: '/api/micro_tasks',
        payload: { subtask_id: sub.json().public_id, title, due_date },
      });
    expect((await post('Ayer', shift(-1))).json().overdue).toBe(true);
    expect((await post('Hoy', today)).json().overdue).toBe(false);
    const mineMicro = (await c.inject({ method: 'GET', url: '/api/my_micro_tasks' })).json();
    const items = mineMicro.data.flatMap((g: { items: { title: string; overdue: boolean }[] }) => g.items);
    expect(Object.fromEntries(items.map((i: { title: string; overdue: boolean }) => [i.title, i.overdue]))).toEqual({
      Ayer: true,
      Hoy: false,
    });
  });
});
