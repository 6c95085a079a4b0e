import { Anchor, Group } from '@mantine/core';
import { Link } from '../../lib/router/link.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import type { TMeetingTicket, TMeetingTickets } from '@gestora/contract/meetings/meetings.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { MeetingStatusBadge } from './meeting-status-badge.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { formatDate } from '../../lib/dates.ts';
import { meetingTicketColumns } from './meeting-tickets-table.tsx';
import { meetingTicketsQueryOptions } from './meetings.queries.ts';

/** /ticket_in_meetings/:id: the tickets a meeting raised (its agreements), with their status. */
export function MeetingTicketsPage() {
  const { id = '' } = useParams();
  const page = useListPage<TMeetingTicket>({ query: meetingTicketsQueryOptions(id) });
  const meeting = (page.table.page as TMeetingTickets | undefined)?.meeting;
  return (
    <ListScreen
      page={page}
      title="Tickets de la reunión"
      subtitle={
        meeting ? (
          // No separator: on a phone the date wraps to a line of its own, which a leading '·' would start.
          <Group gap="xs">
            <Anchor component={Link} to={`/meeting/show/${meeting.public_id}`} size="sm">
              {meeting.title}
            </Anchor>
            <span>{formatDate(meeting.start_at)}</span>
            <MeetingStatusBadge meeting={meeting} size="sm" />
          </Group>
        ) : undefined
      }
      label="Tickets de la reunión"
      columns={meetingTicketColumns}
      rowLabel={(t) => `${t.code} ${t.title}`}
      minWidth={760}
    />
  );
}
