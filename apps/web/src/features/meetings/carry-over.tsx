import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { formatDate } from '../../lib/dates.ts';
import { meetingTicketColumns } from './meeting-tickets-table.tsx';
import { useCarryOver } from './meetings.queries.ts';

/** The open agreements of the previous meeting with the same people, to take up again. */
export function CarryOver({ meetingId }: { meetingId: string }) {
  const carry = useCarryOver(meetingId, true);
  if (!carry.data?.previous || carry.data.tickets.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No hay acuerdos pendientes de una reunión anterior con los mismos participantes.
      </Text>
    );
  const prev = carry.data.previous;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Pendientes de{' '}
        <Anchor component={Link} to={`/meeting/show/${prev.public_id}`}>
          {prev.title}
        </Anchor>{' '}
        ({formatDate(prev.start_at)}):
      </Text>
      <ResponsiveTable
        label="Acuerdos pendientes"
        columns={meetingTicketColumns}
        rows={carry.data.tickets}
        rowKey={(t) => t.public_id}
        rowLabel={(t) => t.title}
        empty="Sin acuerdos pendientes."
      />
    </Stack>
  );
}
