import { asc, eq } from 'drizzle-orm';
import { richTextToPlain } from '../../lib/rich-text.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { users } from '../users/users.table.ts';
import { loadMeeting } from './meetings.access.ts';
import { meetingParticipants } from './meetings.table.ts';

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
export const escapeText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN=…): quoted, without the characters a quoted value may not hold. */
const paramValue = (s: string) =>
  `"${[...s].filter((c) => c.charCodeAt(0) >= 32 && c !== '"' && c !== '\\').join('')}"`;

/** UTC in the basic format: 20260305T143000Z. */
export const icsDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets folded with CRLF + a space, never inside a UTF-8 character. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

interface IcsMeeting {
  publicId: string;
  title: string;
  agenda: string | null;
  startAt: Date;
  endAt: Date;
  place: string | null;
  videoUrl: string | null;
  status: string;
  updatedAt: Date;
}
interface IcsPerson {
  name: string;
  /** The calendar address: mailto: for who may see users' addresses, the person's urn:uuid otherwise. */
  address: string;
}

/** The meeting as an iCalendar (RFC 5545) document, lines joined with CRLF. */
export function meetingIcs(m: IcsMeeting, organizer: IcsPerson | null, attendees: IcsPerson[], appUrl: string) {
  const location = [m.place, m.videoUrl].filter(Boolean).join(' · ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gestora//Reuniones//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${m.publicId}@gestora`,
    `DTSTAMP:${icsDate(m.updatedAt)}`,
    `DTSTART:${icsDate(m.startAt)}`,
    `DTEND:${icsDate(m.endAt)}`,
    `SUMMARY:${escapeText(m.title)}`,
    m.agenda ? `DESCRIPTION:${escapeText(richTextToPlain(m.agenda))}` : null,
    location ? `LOCATION:${escapeText(location)}` : null,
    `URL:${appUrl.replace(/\/$/, '')}/meeting/show/${m.publicId}`,
    `STATUS:${m.status === 'Cancelada' ? 'CANCELLED' : 'CONFIRMED'}`,
    organizer ? `ORGANIZER;CN=${paramValue(organizer.name)}:${organizer.address}` : null,
    ...attendees.map((a) => `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT:${a.address}`),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines
    .filter((l): l is string => l !== null)
    .map(fold)
    .join('\r\n')}\r\n`;
}

/**
 * The file's name: 'reunion-comite-de-seguridad-2026-12-05.ics', the title as an ASCII slug and the start's day in
 * the organisation's time zone, so that two downloads do not overwrite each other as 'reunion.ics'.
 */
export function icsFileName(m: { title: string; startAt: Date }, timeZone: string): string {
  const slug = m.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    m.startAt,
  );
  return `${['reunion', slug, day].filter(Boolean).join('-')}.ics`;
}

/**
 * GET /api/meetings/:id/ics: for whoever may see the meeting. E-mail addresses only for 'Ver usuarios' holders,
 * as everywhere else in the product; the others get each person as their urn:uuid, names kept.
 */
export async function meetingIcsFor(
  ctx: Pick<ServiceContext, 'db' | 'appUrl' | 'timeZone'>,
  actor: Actor,
  publicId: string,
) {
  const db = ctx.db;
  const { meeting } = await loadMeeting(db, actor, publicId);
  const columns = { publicId: users.publicId, name: users.name, lastName: users.lastName, email: users.email };
  const [people, organizer] = await Promise.all([
    db
      .select(columns)
      .from(meetingParticipants)
      .innerJoin(users, eq(users.id, meetingParticipants.userId))
      .where(eq(meetingParticipants.meetingId, meeting.id))
      .orderBy(asc(users.name), asc(users.id)),
    meeting.organizerId === null
      ? Promise.resolve([])
      : db.select(columns).from(users).where(eq(users.id, meeting.organizerId)),
  ]);
  const addresses = actor.permissions.has('Ver usuarios');
  const person = (u: { publicId: string; name: string; lastName: string; email: string }): IcsPerson => ({
    name: `${u.name} ${u.lastName}`,
    address: addresses ? `mailto:${u.email}` : `urn:uuid:${u.publicId}`,
  });
  return {
    ics: meetingIcs(meeting, organizer[0] ? person(organizer[0]) : null, people.map(person), ctx.appUrl),
    fileName: icsFileName(meeting, ctx.timeZone),
  };
}
