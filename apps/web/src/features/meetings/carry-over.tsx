import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowForward, IconCheck } from '@tabler/icons-react';
import { Link } from '../../lib/router/link.tsx';
import type { TCarryOver } from '@gestora/contract/meetings/meetings.schema';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { formatDate } from '../../lib/dates.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { meetingTicketColumns } from './meeting-tickets-table.tsx';
import { useCarryOver, useCarryOverTicket } from './meetings.queries.ts';

type Pending = TCarryOver['tickets'][number];

/** 'Trasladar' (to this meeting), or 'Trasladado' once this meeting took it up. */
function carryColumn(meetingId: string, carry: ReturnType<typeof useCarryOverTicket>): DataColumn<Pending> {
  const take = (t: Pending) =>
    carry.mutateAsync({ id: meetingId, ticketId: t.public_id }).then(
      () => notify(`El acuerdo ${t.code} pasó a esta reunión.`, 'success'),
      (e) => notifyError(errorMessage(e)),
    );
  return {
    key: 'carry',
    title: 'Traslado',
    render: (t) =>
      t.carried ? (
        <Group gap={4} wrap="nowrap" c="grape.7">
          <IconCheck size={16} aria-hidden />
          <Text size="sm" fw={500}>
            Trasladado
          </Text>
        </Group>
      ) : (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconArrowForward size={14} />}
          aria-label={`Trasladar ${t.code} a esta reunión`}
          loading={carry.isPending && carry.variables?.ticketId === t.public_id}
          onClick={(e) => {
            e.stopPropagation();
            void take(t);
          }}
        >
          Trasladar
        </Button>
      ),
  };
}

/**
 * The open agreements of the previous meeting with the same people: each can be taken up in this meeting (the
 * same ticket, listed then among this meeting's agreements), not raised again.
 */
export function CarryOver({ meetingId }: { meetingId: string }) {
  const pending = useCarryOver(meetingId, true);
  const carry = useCarryOverTicket();
  if (!pending.data?.previous || pending.data.tickets.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No hay acuerdos pendientes de una reunión anterior con los mismos participantes.
      </Text>
    );
  const prev = pending.data.previous;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Pendientes de{' '}
        <Anchor component={Link} to={`/meeting/show/${prev.public_id}`}>
          {prev.title}
        </Anchor>{' '}
        ({formatDate(prev.start_at)}). Trasládelos para revisarlos en esta reunión: seguirán siendo el mismo ticket.
      </Text>
      <ResponsiveTable
        label="Acuerdos pendientes"
        columns={[...meetingTicketColumns, carryColumn(meetingId, carry)]}
        rows={pending.data.tickets}
        rowKey={(t) => t.public_id}
        rowLabel={(t) => t.title}
        empty="Sin acuerdos pendientes."
      />
    </Stack>
  );
}
