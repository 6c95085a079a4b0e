import { PageHeader } from '../../components/page-header.tsx';
import { CalendarView } from './calendar-view.tsx';

/** /calendar_meeting 'Reuniones': the meetings I organise or attend. */
export function CalendarMeetingsPage() {
  return (
    <>
      <PageHeader
        title="Calendario de reuniones"
        subtitle="Las reuniones que usted organiza o a las que está invitado."
      />
      <CalendarView kind="meetings" legend={['meeting']} />
    </>
  );
}
