import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { TCalendarItem } from '@gestora/contract/meetings/meetings.schema';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { uid } from '../../test/factories.ts';
import { CalendarMeetingsPage } from './calendar-meetings-page.tsx';
import { moveTask } from './calendar-events-page.tsx';
import { toEvent } from './calendar-view.tsx';

const task: TCalendarItem = {
  kind: 'task',
  public_id: uid(71),
  title: 'Preparar informe',
  start: '2026-03-02',
  end: '2026-03-05',
  status: 'En proceso',
  editable: true,
};

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

describe('calendars', () => {
  it('draws a task from its start to the day after its end (FullCalendar ends are exclusive), coloured by kind and status', () => {
    expect(toEvent(task)).toMatchObject({
      start: '2026-03-02',
      end: '2026-03-06',
      allDay: true,
      url: `/task/${uid(71)}`,
      startEditable: true,
      backgroundColor: 'var(--mantine-color-blue-1)',
      borderColor: 'var(--mantine-color-indigo-6)',
    });
    const ticket = toEvent({ ...task, kind: 'ticket', end: null, status: 'Abierto', editable: false });
    expect(ticket).toMatchObject({
      allDay: false,
      url: `/ticket/manage_ticket?ticket=${uid(71)}`,
      startEditable: false,
      borderColor: 'var(--mantine-color-orange-6)',
      end: undefined,
    });
    const start = '2026-03-02T09:00:00.000Z';
    const meeting = toEvent({ ...task, kind: 'meeting', start, end: '2026-03-02T10:00:00.000Z', editable: false });
    expect(meeting).toMatchObject({
      allDay: false,
      start,
      end: '2026-03-02T10:00:00.000Z',
      url: `/meeting/show/${uid(71)}`,
    });
  });

  it('moves a task through its own update, keeping every other field', async () => {
    signInWith(['Gestionar cuenta', 'Actualizar tareas']);
    const detail = {
      public_id: uid(71),
      title: 'Preparar informe',
      status: '2' as const,
      priority: 'Alta' as const,
      start_date: '2026-03-02',
      end_date: '2026-03-05',
      completed_at: null,
      remaining_days: 'Faltan 3 días',
      project: { public_id: uid(81), name: 'Proyecto' },
      stage: null,
      stage_activity: null,
      members: [],
      comments_count: 0,
      files_count: 0,
      created_at: '2026-03-01T10:00:00.000Z',
      updated_at: '2026-03-01T10:00:00.000Z',
      description: '<p>Con anexos</p>',
      files: [],
      lateness: 0,
      created_by: null,
      can: { update: true, delete: false, change_status: true, comment: true },
    };
    const calls = mockApi({ 'GET /api/tasks/:id': () => detail, 'PUT /api/tasks/:id': () => detail });
    await moveTask(uid(71), '2026-03-09', '2026-03-12');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Preparar informe',
      description: '<p>Con anexos</p>',
      priority: 'Alta',
      start_date: '2026-03-09',
      end_date: '2026-03-12',
      project_id: uid(81),
      stage_id: null,
      stage_activity_id: null,
    });
  });

  it('asks for my meetings of the visible range and shows them in Spanish', async () => {
    signInWith(['Mis reuniones']);
    const calls = mockApi({
      'GET /api/calendar_meetings': ({ params }) => ({
        data: [
          {
            kind: 'meeting',
            public_id: uid(91),
            title: 'Comité semanal',
            start: new Date(new Date(String(params?.start)).getTime() + 10 * 86_400_000).toISOString(),
            end: new Date(new Date(String(params?.start)).getTime() + 10 * 86_400_000 + 3_600_000).toISOString(),
            status: 'Programada',
            editable: false,
          },
        ],
        truncated: false,
      }),
    });
    renderPage(<CalendarMeetingsPage />, { route: '/calendar_meeting' });
    expect(await screen.findByText('Comité semanal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hoy' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/calendar_meetings')?.params).toMatchObject({
        start: expect.any(String),
        end: expect.any(String),
      }),
    );
  });

  it('opens on a phone as the list of the 30 days from today, and shows what comes in them', async () => {
    window.innerWidth = 375;
    signInWith(['Mis reuniones']);
    const inTwentyDays = new Date(Date.now() + 20 * 86_400_000);
    inTwentyDays.setHours(10, 0, 0, 0);
    const calls = mockApi({
      'GET /api/calendar_meetings': () => ({
        data: [
          {
            kind: 'meeting',
            public_id: uid(92),
            title: 'Revisión de flota',
            start: inTwentyDays.toISOString(),
            end: new Date(inTwentyDays.getTime() + 3_600_000).toISOString(),
            status: 'Programada',
            editable: false,
          },
        ],
        truncated: false,
      }),
    });
    renderPage(<CalendarMeetingsPage />, { route: '/calendar_meeting' });
    expect(await screen.findByText('Revisión de flota')).toBeInTheDocument();
    const params = calls.find((c) => c.url === '/api/calendar_meetings')?.params as { start: string; end: string };
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    expect(new Date(params.start).getTime()).toBe(today.getTime());
    expect(Math.round((new Date(params.end).getTime() - today.getTime()) / 86_400_000)).toBe(30);
    expect(screen.getByRole('button', { name: 'Lista' })).toBeInTheDocument();
  });
});
