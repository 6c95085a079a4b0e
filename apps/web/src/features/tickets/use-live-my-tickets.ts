import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EVENTS } from '@gestora/contract/realtime';
import { onRealtime, onRealtimeReconnect } from '../../lib/realtime.ts';
import { TICKET_KEYS } from './tickets.keys.ts';

/**
 * The responsible's list follows assignments as they happen: TicketAssignedPublic reaches only the new
 * responsible's sockets (the server decides), so each one is a reason to reload 'mine' and that ticket.
 */
export function useLiveMyTickets(): void {
  const client = useQueryClient();
  useEffect(() => {
    const stops = [
      onRealtime(EVENTS.ticketAssignedPublic, ({ public_id }) => {
        void client.invalidateQueries({ queryKey: TICKET_KEYS.mines });
        void client.invalidateQueries({ queryKey: TICKET_KEYS.detail(public_id) });
      }),
      onRealtimeReconnect(() => void client.invalidateQueries({ queryKey: TICKET_KEYS.mines })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client]);
}
