import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { TTicketPublic } from '@gestora/contract/tickets/ticket-lookup.schema';
import type { TTicketDetail } from '@gestora/contract/tickets/tickets.schema';
import { PersonCell } from '../../components/cells.tsx';
import { Fact } from '../../components/fact.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { PriorityBadge, TicketDueBadge, TicketStatusBadge } from './ticket-badges.tsx';

type Facts = Pick<
  TTicketPublic,
  'status' | 'priority' | 'department' | 'created_at' | 'due_at' | 'overdue' | 'solved_at' | 'closed_at'
>;
/** What /find_ticket/{code} shows to anyone, or the whole ticket (its category and people) in the drawer. */
type FactsTicket = Facts | (Facts & Pick<TTicketDetail, 'category' | 'requester' | 'responsible'>);

interface TicketFactsProps {
  ticket: FactsTicket;
  /** Estado and Prioridad as facts too (where no header shows them). */
  withState?: boolean;
  cols?: SimpleGridProps['cols'];
}

/**
 * A ticket's facts, labelled: department, dates and due date; its state where asked; and where the ticket is the
 * whole detail, its category, requester and responsible.
 */
export function TicketFacts({ ticket, withState = false, cols = { base: 1, xs: 2 } }: TicketFactsProps) {
  return (
    <SimpleGrid cols={cols} spacing="sm" verticalSpacing="sm">
      {withState ? (
        <>
          <Fact label="Estado">
            <TicketStatusBadge ticket={ticket} />
          </Fact>
          <Fact label="Prioridad">
            <PriorityBadge priority={ticket.priority} />
          </Fact>
        </>
      ) : null}
      <Fact label="Departamento">{ticket.department?.name ?? '—'}</Fact>
      {'requester' in ticket ? (
        <>
          <Fact label="Categoría">{ticket.category ?? '—'}</Fact>
          <Fact label="Solicitante">
            <PersonCell user={ticket.requester} />
          </Fact>
          <Fact label="Responsable">
            <PersonCell user={ticket.responsible} none="Sin asignar" />
          </Fact>
        </>
      ) : null}
      <Fact label="Registrado">{formatDateTime(ticket.created_at)}</Fact>
      <Fact label="Vencimiento">
        <TicketDueBadge ticket={ticket} />
      </Fact>
      {ticket.solved_at ? <Fact label="Resuelto">{formatDateTime(ticket.solved_at)}</Fact> : null}
      {ticket.closed_at ? <Fact label="Cerrado">{formatDateTime(ticket.closed_at)}</Fact> : null}
    </SimpleGrid>
  );
}
