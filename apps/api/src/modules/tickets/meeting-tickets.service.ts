import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/service-context.ts';
import type { WriteOutbox } from '../../lib/run-write.ts';
import { departments } from '../departments/departments.table.ts';
import { raiseTicket } from './tickets.service.ts';

export interface AgreementTicketInput {
  meeting: { id: number; title: string };
  title: string;
  /** Checked by the meetings module (active); the ticket is for the responsible's department. */
  responsible: { id: number; publicId: string; name: string; lastName: string; departmentId: number | null };
  dueAt: Date;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A meeting's agreement as a ticket, inside the meeting's transaction: raised like any ticket (raiseTicket: the
 * year's numbering, the first history entry, the responsible told after the commit), in category 'Reunión', for
 * the responsible's department, due when the meeting agreed and linked to the meeting.
 */
export async function createAgreementTicket(tx: Tx, out: WriteOutbox, actor: Actor, input: AgreementTicketInput) {
  const { meeting, responsible } = input;
  const [department] =
    responsible.departmentId === null
      ? []
      : await tx
          .select({ id: departments.id, name: departments.name })
          .from(departments)
          .where(eq(departments.id, responsible.departmentId));
  return raiseTicket(tx, out, actor, {
    title: input.title,
    description: `<p>Acuerdo de la reunión «${escapeHtml(meeting.title)}».</p>`,
    category: 'Reunión',
    priority: 'Media',
    department: department ?? null,
    responsible,
    dueAt: input.dueAt,
    meetingId: meeting.id,
    origin: `acordado en la reunión «${meeting.title}»`,
  });
}
