import type { TMeetingDetail } from '@gestora/contract/meetings/meetings.schema';
import { Section } from '../../components/section.tsx';
import { MeetingHtml } from './meeting-html.tsx';
import { MeetingPeople } from './meeting-people.tsx';

/** A meeting's agenda, as its read view and its run show it. */
export function AgendaSection({ meeting: m }: { meeting: TMeetingDetail }) {
  return (
    <Section title="Agenda">
      <MeetingHtml html={m.agenda} empty="Sin agenda." />
    </Section>
  );
}

/** Who is invited and the agenda: what a meeting's read view and its start page open with. */
export function MeetingInvitation({ meeting: m }: { meeting: TMeetingDetail }) {
  return (
    <>
      <Section title={`Participantes (${m.participants.length})`}>
        <MeetingPeople people={m.participants} />
      </Section>
      <AgendaSection meeting={m} />
    </>
  );
}
