import type {
  TMeetingDetail,
  TMeetingListItem,
  TMeetingParticipant,
  TMeetingTicket,
} from '@gestora/contract/meetings/meetings.schema';
import { pageOf, people, uid } from '../../test/factories.ts';

const CREATED = '2026-03-01T10:00:00.000Z';
export const { carmen, camila, pedro } = people;

/** A meeting list row as the API answers it; `n` gives a stable public id. */
export const meeting = (n: number, over: Partial<TMeetingListItem> = {}): TMeetingListItem => ({
  public_id: uid(n),
  title: `Reunión ${n}`,
  start_at: '2026-03-05T14:00:00.000Z',
  end_at: '2026-03-05T15:30:00.000Z',
  place: 'Sala 2',
  video_url: null,
  status: 'Programada',
  display_status: over.status ?? 'Programada',
  organizer: carmen,
  participants_count: 2,
  tickets_count: 0,
  can: { update: true, cancel: true, run: true },
  ...over,
});

export const participant = (p: typeof camila, attended: boolean | null = null): TMeetingParticipant => ({
  ...p,
  attended,
});

export const meetingDetail = (n: number, over: Partial<TMeetingDetail> = {}): TMeetingDetail => ({
  ...meeting(n, over.status ? { status: over.status } : {}),
  created_at: CREATED,
  updated_at: CREATED,
  agenda: '<p>Revisar avances</p>',
  minutes: null,
  participants: [participant(camila), participant(pedro)],
  started_at: null,
  finished_at: null,
  cancelled_at: null,
  ...over,
});

export const meetingTicket = (n: number, over: Partial<TMeetingTicket> = {}): TMeetingTicket => ({
  public_id: uid(n),
  code: `TCK-2026-${String(n).padStart(5, '0')}`,
  title: `Acuerdo ${n}`,
  status: 'Abierto',
  responsible: camila,
  due_at: '2026-03-12T23:59:59.000Z',
  overdue: false,
  created_at: CREATED,
  carried_over: false,
  ...over,
});

/** GET /api/meetings/:id/tickets as the API answers it: a page of the meeting's tickets, and the meeting. */
export const meetingTicketsPage = (m: TMeetingDetail, tickets: TMeetingTicket[], perPage?: number) => ({
  ...pageOf(tickets, perPage ? { per_page: perPage } : {}),
  meeting: {
    public_id: m.public_id,
    title: m.title,
    start_at: m.start_at,
    status: m.status,
    display_status: m.display_status,
  },
});
