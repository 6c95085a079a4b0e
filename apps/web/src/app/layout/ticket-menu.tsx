import { IconPlus, IconTicket } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { AssignedMenuButton } from './top-bar-buttons.tsx';

/** Ticket notifications of the signed-in user (GET /api/tickets_in_responsible, 100 per page). */
export function TicketMenu() {
  return (
    <AssignedMenuButton
      kind="ticket"
      label="Tickets asignados"
      icon={<IconTicket size={21} stroke={1.6} />}
      emptyIcon={<IconTicket size={30} stroke={1.4} />}
      emptyText={MSG.noTickets}
      // Any signed-in user raises a ticket for a department (PRODUCT.md): from here, wherever they are.
      action={{ label: 'Nuevo ticket', to: '/find_ticket?nuevo=1', icon: <IconPlus size={14} /> }}
    />
  );
}
