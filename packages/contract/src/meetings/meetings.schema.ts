import { z } from 'zod';
import {
  ZListQuery,
  ZPublicId,
  zDate,
  zDateTime,
  zOptionalText,
  zPage,
  zRequiredText,
  zSort,
  zText,
  ZRecordPageQuery,
  zRichText,
  ZUserRef,
} from '../common.schema.ts';
import { TICKET_STATUSES } from '../tickets/ticket-states.ts';

/** PRODUCT.md "Reuniones". */
export const MEETING_STATUSES = ['Programada', 'En curso', 'Finalizada', 'Cancelada'] as const;
export type TMeetingStatus = (typeof MEETING_STATUSES)[number];
export const ZMeetingStatus = z.enum(MEETING_STATUSES, { error: 'Seleccione un estado válido.' });

/**
 * What a meeting reads as on screen (issue 43): its status, except that one whose end has passed still Programada
 * reads 'Sin iniciar' and one still En curso reads 'Sin finalizar'. The stored status and its state machine stay;
 * the API writes this beside it (meetings.rules.ts), so that the lists, the detail and the calendar agree.
 */
export const MEETING_DISPLAY_STATUSES = [...MEETING_STATUSES, 'Sin iniciar', 'Sin finalizar'] as const;
export type TMeetingDisplayStatus = (typeof MEETING_DISPLAY_STATUSES)[number];
export const ZMeetingDisplayStatus = z.enum(MEETING_DISPLAY_STATUSES);

/** Participants per meeting, and the longest meeting: beyond them the input is a slip. */
export const MEETING_LIMITS = { maxParticipants: 100, maxHours: 24, calendarDays: 100, calendarItems: 500 } as const;

export const MSG_END_AFTER_START = 'La hora de fin debe ser posterior a la hora de inicio.';

export const ZMeetingUser = ZUserRef;
export type TMeetingUser = z.infer<typeof ZMeetingUser>;

/** What the viewer may do: the screens show actions from this, never from their own rules. */
export const ZMeetingCan = z.object({
  /** Edit the fields ('Actualizar reuniones', while Programada; another's meeting with 'Ver reuniones' too). */
  update: z.boolean(),
  /** Cancel it (as `update`). */
  cancel: z.boolean(),
  /** Run it: start, attendance, minutes, agreements, finish (its organiser with 'Iniciar reunión'). */
  run: z.boolean(),
});
export type TMeetingCan = z.infer<typeof ZMeetingCan>;

export const ZMeetingListItem = z.object({
  public_id: z.string(),
  title: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  place: z.string().nullable(),
  video_url: z.string().nullable(),
  status: ZMeetingStatus,
  display_status: ZMeetingDisplayStatus,
  organizer: ZMeetingUser.nullable(),
  participants_count: z.number(),
  tickets_count: z.number(),
  can: ZMeetingCan,
});
export type TMeetingListItem = z.infer<typeof ZMeetingListItem>;
export const ZMeetingPage = zPage(ZMeetingListItem);
export type TMeetingPage = z.infer<typeof ZMeetingPage>;

/** A participant and their attendance (null: not taken yet). */
export const ZMeetingParticipant = ZMeetingUser.extend({ attended: z.boolean().nullable() });
export type TMeetingParticipant = z.infer<typeof ZMeetingParticipant>;

export const ZMeetingDetail = ZMeetingListItem.extend({
  created_at: z.string(),
  updated_at: z.string(),
  /** Sanitised HTML. */
  agenda: z.string().nullable(),
  /** Sanitised HTML (acta). */
  minutes: z.string().nullable(),
  participants: z.array(ZMeetingParticipant),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type TMeetingDetail = z.infer<typeof ZMeetingDetail>;

const zVideoUrl = zText('El enlace')
  .trim()
  .max(500, { error: 'El enlace no puede superar 500 caracteres.' })
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), {
    error: 'Ingrese un enlace válido (https://…).',
  });

/** POST /api/meetings and PUT /api/meetings/:id: the organiser is whoever registers it. */
export const ZMeetingRequest = z
  .object({
    title: zRequiredText('El título', 3, 200),
    /** HTML; sanitised by the server. */
    agenda: zRichText('La agenda'),
    start_at: zDateTime('La fecha de inicio'),
    end_at: zDateTime('La fecha de fin'),
    place: zOptionalText('El lugar', 200),
    video_url: zVideoUrl,
    participant_ids: z
      .array(ZPublicId, { error: 'Seleccione los participantes.' })
      .min(1, { error: 'Seleccione al menos un participante.' })
      .max(MEETING_LIMITS.maxParticipants, {
        error: `No puede invitar a más de ${MEETING_LIMITS.maxParticipants} participantes.`,
      }),
  })
  .superRefine((v, ctx) => {
    const start = Date.parse(v.start_at);
    const end = Date.parse(v.end_at);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['end_at'], message: MSG_END_AFTER_START });
    else if (end - start > MEETING_LIMITS.maxHours * 3_600_000)
      ctx.addIssue({
        code: 'custom',
        path: ['end_at'],
        message: `Una reunión no puede durar más de ${MEETING_LIMITS.maxHours} horas.`,
      });
  });
export type TMeetingRequest = z.input<typeof ZMeetingRequest>;

export const MEETING_SORTS = ['start_at', 'title', 'status', 'created_at'] as const;

/** GET /api/meetings ('Ver reuniones') and /api/my_meetings ('Mis reuniones': I organise or attend). */
export const ZMeetingListQuery = ZListQuery.extend({
  sort: zSort(MEETING_SORTS).optional(),
  status: ZMeetingStatus.optional(),
  /** Bound the start date (inclusive, UTC day). */
  date_from: zDate('La fecha desde').optional(),
  date_to: zDate('La fecha hasta').optional(),
});
export type TMeetingListQuery = z.input<typeof ZMeetingListQuery>;

/** PUT /api/meetings/:id/attendance: who attended (participants only). */
export const ZMeetingAttendanceRequest = z.object({
  attendance: z
    .array(z.object({ user_id: ZPublicId, attended: z.boolean({ error: 'Indique si asistió.' }) }), {
      error: 'Indique la asistencia.',
    })
    .max(MEETING_LIMITS.maxParticipants),
});
export type TMeetingAttendanceRequest = z.input<typeof ZMeetingAttendanceRequest>;

/** PUT /api/meetings/:id/minutes: the acta (HTML, sanitised). */
export const ZMeetingMinutesRequest = z.object({ minutes: zRichText('El acta') });
export type TMeetingMinutesRequest = z.input<typeof ZMeetingMinutesRequest>;

/** POST /api/meetings/:id/agreements: an agreement becomes a ticket for its responsible, created and notified at once. */
export const ZAgreementRequest = z.object({
  title: zRequiredText('El acuerdo', 3, 200),
  responsible_id: z.uuid({
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === ''
        ? 'Seleccione el responsable.'
        : 'El identificador no es válido.',
  }),
  due_date: zDate('La fecha límite'),
});
export type TAgreementRequest = z.input<typeof ZAgreementRequest>;

/**
 * An agreement of a meeting with its status (/ticket_in_meetings/{id}, and the carried-over agreements): a ticket
 * the meeting raised, or one an earlier meeting raised and this one took up again.
 */
export const ZMeetingTicket = z.object({
  public_id: z.string(),
  code: z.string(),
  title: z.string(),
  status: z.enum(TICKET_STATUSES),
  responsible: ZMeetingUser.nullable(),
  due_at: z.string().nullable(),
  overdue: z.boolean(),
  created_at: z.string(),
  /** Raised by an earlier meeting and carried over into this one. */
  carried_over: z.boolean(),
});
export type TMeetingTicket = z.infer<typeof ZMeetingTicket>;
export const ZMeetingTicketPage = zPage(ZMeetingTicket);
export type TMeetingTicketPage = z.infer<typeof ZMeetingTicketPage>;
export const ZMeetingTicketQuery = ZRecordPageQuery;

/** GET /api/meetings/:id/tickets: the meeting with its tickets, so the page names what it lists. */
export const ZMeetingTickets = ZMeetingTicketPage.extend({
  meeting: z.object({
    public_id: z.string(),
    title: z.string(),
    start_at: z.string(),
    status: ZMeetingStatus,
    display_status: ZMeetingDisplayStatus,
  }),
});
export type TMeetingTickets = z.infer<typeof ZMeetingTickets>;

/**
 * GET /api/meetings/:id/carry_over: the open agreements (tickets Abierto or En proceso) of the previous finished
 * meeting with the same people (organiser and participants), to take up again; `carried`: already taken up in
 * this meeting.
 */
export const ZCarryOver = z.object({
  previous: z.object({ public_id: z.string(), title: z.string(), start_at: z.string() }).nullable(),
  tickets: z.array(ZMeetingTicket.extend({ carried: z.boolean() })),
});
export type TCarryOver = z.infer<typeof ZCarryOver>;

/**
 * POST /api/meetings/:id/carry_over ('Iniciar reunión', the organiser, while it runs): one of those open agreements
 * becomes an agreement of this meeting too; the same ticket, not a copy.
 */
export const ZCarryOverRequest = z.object({
  ticket_id: z.uuid({
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === ''
        ? 'Seleccione el acuerdo.'
        : 'El identificador no es válido.',
  }),
});
export type TCarryOverRequest = z.input<typeof ZCarryOverRequest>;

/** A calendar's range (FullCalendar's start/end), bounded so that no view reads a whole table. */
export const ZCalendarQuery = z
  .object({ start: zDateTime('El inicio'), end: zDateTime('El fin') })
  .superRefine((v, ctx) => {
    const span = Date.parse(v.end) - Date.parse(v.start);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['end'], message: 'El fin debe ser posterior al inicio.' });
    else if (span > MEETING_LIMITS.calendarDays * 86_400_000)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `El rango no puede superar ${MEETING_LIMITS.calendarDays} días.`,
      });
  });
export type TCalendarQuery = z.input<typeof ZCalendarQuery>;

/**
 * One item of a calendar: a meeting, a task (by its dates), a ticket (by its due date) or a vehicle's due
 * maintenance or expiring document (all day, on its date, to the vehicle's contact). What the screen draws and
 * nothing it can tell from the rest: a task is an all-day item and a meeting or ticket a timed one, and where a click
 * goes follows from the kind and the public id (calendar-item-path.ts): a month of 160 items travels a quarter lighter.
 */
export const ZCalendarItem = z.object({
  /** 'self_task': one of the viewer's own self-assigned tasks, all day on its due date (Autogestión). */
  kind: z.enum(['meeting', 'task', 'ticket', 'vehicle', 'self_task']),
  public_id: z.string(),
  title: z.string(),
  /** ISO instant (meetings, tickets) or 'YYYY-MM-DD' (tasks and vehicles, all-day). */
  start: z.string(),
  /** ISO instant (meetings), last day (tasks, inclusive) or null (tickets and vehicles: their date only). */
  end: z.string().nullable(),
  /** The item's own status text (a meeting's display status, task status code's name, ticket status, due state). */
  status: z.string(),
  /** Its dates may be moved by dragging (tasks the viewer may update). */
  editable: z.boolean(),
});
export type TCalendarItem = z.infer<typeof ZCalendarItem>;
export const ZCalendar = z.object({ data: z.array(ZCalendarItem), truncated: z.boolean() });
export type TCalendar = z.infer<typeof ZCalendar>;
