import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCalendarItem } from '@gestora/contract/meetings/meetings.schema';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { uid } from '../../test/factories.ts';
import { CalendarMeetingsPage } from './calendar-meetings-page.tsx';
import { moveTask } from './calendar-events-page.tsx';
import { toEvent } from './calendar-view.tsx';
import { CalendarEventsPage } from './calendar-events-page.tsx';

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
    const due = '2026-03-02T23:59:59.000Z';
    const ticket = toEvent({ ...task, kind: 'ticket', start: due, end: null, status: 'Abierto', editable: false });
    expect(ticket).toMatchObject({
      allDay: false,
      url: `/ticket/manage_ticket?ticket=${uid(71)}`,
      startEditable: false,
      borderColor: 'var(--mantine-color-orange-6)',
      // Due at an instant: a millisecond long, so that one due at 23:59:59 stays on its own day.
      end: '2026-03-02T23:59:59.001Z',
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

  it('colours a meeting past its end that never started or finished orange, as the lists mark it', () => {
    const past = { ...task, kind: 'meeting' as const, editable: false };
    expect(toEvent({ ...past, status: 'Sin iniciar' })).toMatchObject({
      backgroundColor: 'var(--mantine-color-orange-1)',
    });
    expect(toEvent({ ...past, status: 'Sin finalizar' })).toMatchObject({
      backgroundColor: 'var(--mantine-color-orange-1)',
    });
    expect(toEvent({ ...past, status: 'Programada' })).toMatchObject({
      backgroundColor: 'var(--mantine-color-gray-1)',
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

  it('titles a week and the list with months in full, never short ones (issue 43, point 11)', async () => {
    signInWith(['Mis reuniones']);
    mockApi({ 'GET /api/calendar_meetings': () => ({ data: [], truncated: false }) });
    const { container } = renderPage(<CalendarMeetingsPage />, { route: '/calendar_meeting' });
    const title = () => container.querySelector('.fc-toolbar-title')?.textContent ?? '';
    await userEvent.click(await screen.findByRole('button', { name: 'Semana' }));
    await waitFor(() => expect(title()).toMatch(WHOLE_SPAN));
    expect(title()).not.toMatch(SHORT_MONTH);
    await userEvent.click(screen.getByRole('button', { name: 'Lista' }));
    await waitFor(() => expect(title()).toMatch(WHOLE_SPAN));
    expect(title()).not.toMatch(SHORT_MONTH);
    expect(container.textContent).not.toMatch(SHORT_MONTH);
  });

  it('gives a week its own height, to open on the working day, and lets month and list grow', async () => {
    signInWith(['Mis reuniones']);
    mockApi({ 'GET /api/calendar_meetings': () => ({ data: [], truncated: false }) });
    const { container } = renderPage(<CalendarMeetingsPage />, { route: '/calendar_meeting' });
    const root = () => container.querySelector<HTMLElement>('.fc')!;
    await screen.findByRole('button', { name: 'Semana' });
    expect(root().style.height).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Semana' }));
    await waitFor(() => expect(root().style.height).toBe('720px'));
    await userEvent.click(screen.getByRole('button', { name: 'Mes' }));
    await waitFor(() => expect(root().style.height).toBe(''));
  });

  it("on a phone shows a ticket's time whole in the list and none in the narrow month and week cells", async () => {
    window.innerWidth = 375;
    signInWith(['Gestionar cuenta']);
    const lateToday = new Date();
    lateToday.setHours(23, 59, 59, 0);
    const ticket: TCalendarItem = {
      kind: 'ticket',
      public_id: uid(93),
      title: 'Cambiar tóner',
      start: lateToday.toISOString(),
      end: null,
      status: 'Abierto',
      editable: false,
    };
    mockApi({ 'GET /api/calendar_events': () => ({ data: [ticket], truncated: false }) });
    const { container } = renderPage(<CalendarEventsPage />, { route: '/calendar_events' });
    const row = (await screen.findByText('Cambiar tóner')).closest('tr')!;
    expect(within(row).getByText('23:59')).toBeInTheDocument();
    // Due at an instant: listed on its own day only, not spilling into the next one.
    expect(screen.getAllByText('Cambiar tóner')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mes' }));
    await waitFor(() => expect(container.querySelector('.fc-daygrid')).not.toBeNull());
    const chips = (await screen.findAllByText('Cambiar tóner')).map((t) => t.closest('.fc-event'));
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) expect(chip?.querySelector('.fc-event-time')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Semana' }));
    await waitFor(() => expect(container.querySelector('.fc-timegrid')).not.toBeNull());
    expect(container.querySelector('.fc-event-time')).toBeNull();
    expect(screen.getAllByText('Cambiar tóner')).toHaveLength(1);
    // 'lun 30' (the day alone under the weekday), not 'lun 30/11', where seven columns share the width.
    const headers = [...container.querySelectorAll('.fc-col-header-cell-cushion')].map((h) => h.textContent);
    expect(headers).toHaveLength(7);
    for (const h of headers) expect(h).toMatch(/^[a-záéíóú]{3}\.? \d{1,2}$/);
  });

  it("shows a ticket's time whole beside its title on a desktop's month", async () => {
    signInWith(['Gestionar cuenta']);
    const lateToday = new Date();
    lateToday.setHours(23, 59, 0, 0);
    mockApi({
      'GET /api/calendar_events': () => ({
        data: [
          {
            kind: 'ticket',
            public_id: uid(94),
            title: 'Revisar impresora',
            start: lateToday.toISOString(),
            end: null,
            status: 'Abierto',
            editable: false,
          },
        ],
        truncated: false,
      }),
    });
    renderPage(<CalendarEventsPage />, { route: '/calendar_events' });
    const chip = (await screen.findByText('Revisar impresora')).closest('.fc-event')!;
    expect(chip.querySelector('.fc-event-time')?.textContent).toBe('23:59');
  });
});

/** '30 de noviembre – 6 de diciembre de 2026', '1 – 7 de diciembre de 2026', '28 de diciembre de 2026 – 3 de enero de 2027'. */
const WHOLE_SPAN = /^\d{1,2}( de [a-z]+( de \d{4})?)? – \d{1,2} de [a-z]+ de \d{4}$/;
const SHORT_MONTH = /\b\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sep|sept|oct|nov|dic)\b/i;
