import type { WriteOutbox } from '../../lib/service-context.ts';

/** Meeting notifications are listed with the tickets' (any type but 'ProcessTask'). */
export const MEETING_NOTIFICATION_TYPE = 'Meeting';
export const showLink = (publicId: string) => `/meeting/show/${publicId}`;

type Meeting = { publicId: string; title: string };
type Kind = 'invited' | 'changed' | 'cancelled' | 'uninvited';

const TEXTS: Record<Kind, { title: string; message: (t: string) => string }> = {
  invited: { title: 'Invitación a reunión', message: (t) => `Fue invitado a la reunión «${t}»` },
  changed: {
    title: 'Reunión modificada',
    message: (t) => `La reunión «${t}» cambió: revise la fecha, el lugar y la agenda`,
  },
  cancelled: { title: 'Reunión cancelada', message: (t) => `La reunión «${t}» fue cancelada` },
  uninvited: { title: 'Invitación retirada', message: (t) => `Ya no participa en la reunión «${t}»` },
};

/**
 * Stored in the writing transaction through runWrite's outbox and delivered after its commit (socket and push),
 * each only to its recipient; whoever made the change is not told of it.
 */
export function notifyMeeting(out: WriteOutbox, kind: Kind, m: Meeting, recipientIds: number[], actorId: number) {
  const text = TEXTS[kind];
  return out.notify({
    recipientIds: recipientIds.filter((id) => id !== actorId),
    type: MEETING_NOTIFICATION_TYPE,
    title: text.title,
    message: text.message(m.title),
    creatorId: actorId,
    link: showLink(m.publicId),
  });
}
