import { IconTicket } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { HeaderMenu } from './header-menu.tsx';

/** Tickets assigned to the signed-in user. Its items arrive with the tickets and notifications modules. */
export function TicketMenu() {
  return (
    <HeaderMenu
      label="Tickets asignados"
      icon={<IconTicket size={21} stroke={1.6} />}
      emptyIcon={<IconTicket size={30} stroke={1.4} />}
      emptyText={MSG.noTickets}
    />
  );
}
