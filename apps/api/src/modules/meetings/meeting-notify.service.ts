import { spanishDateTime } from '../../lib/dates.ts';
import type { WriteOutbox } from '../../lib/run-write.ts';

/**
 * Meeting notifications are in the bell and in the tickets' full list (the spec's rule: "type 'ProcessTask' means
 * task notification, otherwise ticket"), not in the ticket menu, which lists tickets only.
 */
export const MEETING_NOTIFICATION_TYPE = 'Meeting';
export const showLink = (publicId: string) => `/meeting/show/${publicId}`;

type Meeting = { publicId: string; title: string; startAt: Date };
type Kind = 'invited' | 'changed' | 'cancelled' | 'uninvited';

/**
 * The title is the meeting's own (what the bell names); the message says what happened first, then the date and
 * time ('3 de diciembre de 2026, 10:00') as the organisation reads them.
 */
const MESSAGES: Record<Kind, (when: string) => string> = {
  invited: (when) => `Invitación a reunión del ${when}`,
  changed: (when) => `Reunión modificada: ahora es el ${when}; revise el lugar y la agenda`,
  cancelled: (when) => `Reunión cancelada: era el ${when}`,
  uninvited: (when) => `Invitación retirada: ya no participa en la reunión del ${when}`,
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
  return out.notify({
    recipientIds: recipientIds.filter((id) => id !== actorId),
    type: MEETING_NOTIFICATION_TYPE,
    title: m.title,
    message: MESSAGES[kind](spanishDateTime(m.startAt, timeZone)),
    creatorId: actorId,
    link: showLink(m.publicId),
  });
}
