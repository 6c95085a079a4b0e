import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCalendar } from '@gestora/contract/meetings/meetings.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { selfApi } from './self-assigned.test-utils.ts';

let h: Harness;
let c: TestClient;
beforeAll(async () => {
  h = await build();
  c = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
});
afterAll(() => h.close());

const month = (c: TestClient) =>
  c.inject({ method: 'GET', url: '/api/calendar_events?start=2026-03-01T00:00:00Z&end=2026-04-01T00:00:00Z' });

describe('self-assigned tasks in the calendar', () => {
  it("shows my live tasks with a due date in the range, as all-day 'self_task' items", async () => {
    const a = selfApi(c);
    const due = (await a.task({ title: 'Dentista', due_date: '2026-03-12', status: 'En proceso' })).json().public_id;
    await a.task({ title: 'Sin fecha' });
    await a.task({ title: 'Abril', due_date: '2026-04-15' });
    const gone = (await a.task({ title: 'Borrada', due_date: '2026-03-13' })).json().public_id;
    await c.inject({ method: 'DELETE', url: `/api/self_assigned_tasks/${gone}` });

    const res = await month(c);
    expect(res.statusCode).toBe(200);
    const calendar = ZCalendar.parse(res.json());
    const mine = calendar.data.filter((i) => i.kind === 'self_task');
    expect(mine).toEqual([
      {
        kind: 'self_task',
        public_id: due,
        title: 'Dentista',
        start: '2026-03-12',
        end: null,
        status: 'En proceso',
        editable: false,
      },
    ]);
    const other = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
    expect(ZCalendar.parse((await month(other)).json()).data.filter((i) => i.kind === 'self_task')).toEqual([]);
  });
});
