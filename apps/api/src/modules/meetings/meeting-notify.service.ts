import { spanishDateTime } from '../../lib/dates.ts';
import type { WriteOutbox } from '../../lib/service-context.ts';

/**
 * Meeting notifications are listed with the tickets' in the ticket menu and its full list: the spec's rule is
 * "type 'ProcessTask' means task notification, otherwise ticket", and the top bar has no third menu.
 */
export const MEETING_NOTIFICATION_TYPE = 'Meeting';
export const showLink = (publicId: string) => `/meeting/show/${publicId}`;

type Meeting = { publicId: string; title: string; startAt: Date };
type Kind = 'invited' | 'changed' | 'cancelled' | 'uninvited';

/** Each text names the meeting and its date and time ('3 de diciembre de 2026, 10:00'), as the organisation reads them. */
const TEXTS: Record<Kind, { title: string; message: (t: string, when: string) => string }> = {
  invited: { title: 'Invitación a reunión', message: (t, when) => `Fue invitado a la reunión «${t}» del ${when}` },
  changed: {
    title: 'Reunión modificada',
    message: (t, when) => `La reunión «${t}» cambió: ahora es el ${when}; revise el lugar y la agenda`,
  },
  cancelled: { title: 'Reunión cancelada', message: (t, when) => `La reunión «${t}» del ${when} fue cancelada` },
  uninvited: { title: 'Invitación retirada', message: (t, when) => `Ya no participa en la reunión «${t}» del ${when}` },
};

/**
 * Stored in the writing transaction through runWrite's outbox and delivered after its commit (socket and push),
 * each only to its recipient; whoever made the change is not told of it. `timeZone`: the organisation's.
 */
export function notifyMeeting(
  out: WriteOutbox,
  kind: Kind,
  m: Meeting,
  recipientIds: number[],
  actorId: number,
  timeZone: string,
) {
  const text = TEXTS[kind];
  return out.notify({
    recipientIds: recipientIds.filter((id) => id !== actorId),
    type: MEETING_NOTIFICATION_TYPE,
    title: text.title,
    message: text.message(m.title, spanishDateTime(m.startAt, timeZone)),
    creatorId: actorId,
    link: showLink(m.publicId),
  });
}
