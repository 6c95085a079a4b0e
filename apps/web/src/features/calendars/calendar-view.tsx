import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import esLocale from '@fullcalendar/core/locales/es';
import type { EventDropArg, EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import { calendarItemPath } from '@gestora/contract/meetings/calendar-item-path';
import type { TCalendar, TCalendarItem } from '@gestora/contract/meetings/meetings.schema';
import { http } from '../../lib/http.ts';
import { notify } from '../../lib/notify.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { eventColors, KIND_COLORS, KIND_LABELS } from './calendar-colors.ts';
import { CALENDAR_KEYS, type TCalendarKind } from './calendars.keys.ts';
import { heightOf, LIST_VIEW, MONTH_VIEW, viewOptions, WEEK_VIEW, WORKDAY_START } from './calendar-views.ts';
import classes from './calendar-view.module.css';

const URL: Record<TCalendarKind, string> = { meetings: '/api/calendar_meetings', events: '/api/calendar_events' };

/** All-day ends are exclusive in FullCalendar: a task ending on the 5th is drawn up to the 6th. */
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Tasks are drawn over whole days; meetings and tickets at their time. */
const allDay = (item: TCalendarItem) => item.kind === 'task' || item.kind === 'vehicle' || item.kind === 'self_task';

/**
 * The end of a ticket, due at an instant: a millisecond after it. Without one FullCalendar drew it an hour long,
 * and a ticket due at 23:59:59 spilled into the next day (drawn and listed there at 0:00); a millisecond keeps it
 * on its own day and its time reads once ('23:59', not '23:59 - 00:59').
 */
const instantEnd = (start: string) => new Date(Date.parse(start) + 1).toISOString();

const endOf = (item: TCalendarItem) => {
  if (allDay(item)) return item.end ? nextDay(item.end) : undefined;
  return item.end ?? instantEnd(item.start);
};

export const toEvent = (item: TCalendarItem): EventInput => ({
  // One vehicle has several items (each due type, each document): its id names the item too.
  id:
    item.kind === 'vehicle'
      ? `vehicle:${item.public_id}:${item.start}:${item.title}`
      : `${item.kind}:${item.public_id}`,
  title: item.title,
  start: item.start,
  end: endOf(item),
  allDay: allDay(item),
  url: calendarItemPath(item),
  startEditable: item.editable,
  durationEditable: item.editable,
  extendedProps: { item },
  ...eventColors(item),
});

interface CalendarViewProps {
  kind: TCalendarKind;
  /** Which kinds the legend explains. */
  legend: TCalendarItem['kind'][];
  /** A task moved or stretched: saves its new dates; a rejection puts it back. */
  onMoveTask?: (publicId: string, start: string, end: string) => Promise<unknown>;
}

/**
 * FullCalendar in Spanish with month, week and list views; its events come from the range API as the user moves
 * through the calendar, cached per range. A click opens the item; a task the user may update can be dragged.
 */
export function CalendarView({ kind, legend, onMoveTask }: CalendarViewProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const phone = useIsMobile();
  const ref = useRef<FullCalendar>(null);
  const truncated = useRef(false);
  const [view, setView] = useState(phone ? LIST_VIEW : MONTH_VIEW);
  const viewButtons = `${MONTH_VIEW},${WEEK_VIEW},${LIST_VIEW}`;
  // The same object while the width class holds: new view options make FullCalendar rebuild its views.
  const views = useMemo(() => viewOptions(phone), [phone]);
  // The week gets its height after FullCalendar has drawn it, as a grid with no scroller: measure it again with
  // its scrollbar (or its last column is pushed out of sight) and scroll to the working day.
  useEffect(() => {
    const api = ref.current?.getApi();
    if (view !== WEEK_VIEW || !api) return;
    api.updateSize();
    api.scrollToTime(WORKDAY_START);
  }, [view]);

  const load = async (range: EventSourceFuncArg) => {
    const start = range.start.toISOString();
    const end = range.end.toISOString();
    const data = await client.fetchQuery({
      queryKey: CALENDAR_KEYS.range(kind, start, end),
      queryFn: () => http.get<TCalendar>(URL[kind], { params: { start, end } }),
      staleTime: 30_000,
    });
    if (data.truncated && !truncated.current)
      notify('Hay demasiados elementos en este rango: se muestran los primeros.');
    truncated.current = data.truncated;
    return data.data.map(toEvent);
  };

  const move = async (arg: EventDropArg | EventResizeDoneArg) => {
    const item = arg.event.extendedProps.item as TCalendarItem;
    if (!onMoveTask || item.kind !== 'task' || !arg.event.start) return arg.revert();
    const start = toDay(arg.event.start);
    const end = arg.event.end ? toDay(new Date(arg.event.end.getTime() - 86_400_000)) : start;
    try {
      await onMoveTask(item.public_id, start, end);
      await client.invalidateQueries({ queryKey: CALENDAR_KEYS.all });
      notify('Registro actualizado con éxito', 'success');
    } catch (error) {
      arg.revert();
      notify(error instanceof Error ? error.message : 'No se pudo mover la tarea.', 'error');
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} className={classes.calendar}>
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        locale={esLocale}
        views={views}
        initialView={view}
        datesSet={(arg) => setView(arg.view.type)}
        headerToolbar={
          phone
            ? { left: 'prev,next', center: 'title', right: 'today' }
            : { left: 'prev,next today', center: 'title', right: viewButtons }
        }
        footerToolbar={phone ? { center: viewButtons } : undefined}
        buttonText={{ today: 'Hoy', month: 'Mes', week: 'Semana', list: 'Lista' }}
        height={heightOf(view, phone)}
        scrollTime={WORKDAY_START}
        dayMaxEvents={3}
        // Blocks, not dots: the background tells the status and the border the kind.
        eventDisplay="block"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        nowIndicator
        events={load}
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          if (arg.event.url) navigate(arg.event.url);
        }}
        eventDrop={move}
        eventResize={move}
      />
      <Group gap="xs" mt="sm">
        <Text size="xs" c="dimmed">
          Borde por tipo:
        </Text>
        {legend.map((k) => (
          <Badge key={k} variant="outline" color={KIND_COLORS[k]} tt="none" size="sm">
            {KIND_LABELS[k]}
          </Badge>
        ))}
        <Text size="xs" c="dimmed">
          · Fondo por estado (gris pendiente, azul en curso, verde terminado, rojo cancelado, naranja reunión pasada sin
          iniciar o sin finalizar).
        </Text>
      </Group>
    </Paper>
  );
}

/** The local calendar day of an all-day event's date. */
function toDay(d: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
