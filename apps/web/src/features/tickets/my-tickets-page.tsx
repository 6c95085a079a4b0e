import { ListScreen } from '../../components/list-screen.tsx';
import type { ListQuery } from '../../lib/query-keys.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { TicketDrawer } from './ticket-drawer.tsx';
import { myTicketColumns, overdueTone } from './tickets-columns.tsx';
import { TICKET_FILTERS, TicketsFilters } from './tickets-filters.tsx';
import { myTicketsQueryOptions } from './tickets.queries.ts';
import { useLiveMyTickets } from './use-live-my-tickets.ts';
import { useTicketParam } from './use-ticket-param.ts';

/** /api/my_tickets has no responsible filter (they are all mine): one left in the address is not sent, nor exported. */
const withoutResponsible = ({ responsible_id: _r, ...query }: ListQuery) => query;
const mineOnly = (query: ListQuery) => myTicketsQueryOptions(withoutResponsible(query));

/**
 * /ticket/manage_ticket 'Tickets' ('Gestionar ticket asignados'): the tickets whose responsible I am, nearest due
 * date first; a ticket opens in a drawer where I move its status, write the solution, attach files and comment.
 * New assignments appear as they happen.
 */
export function MyTicketsPage() {
  const page = useListPage({
    filters: TICKET_FILTERS,
    query: mineOnly,
    exportPath: '/api/my_tickets',
    exportQuery: withoutResponsible,
  });
  const [openId, setOpenId] = useTicketParam();
  useLiveMyTickets();

  return (
    <ListScreen
      page={page}
      title="Tickets asignados"
      subtitle="Los tickets a su cargo: cambie su estado, escriba la solución y adjunte archivos."
      filters={<TicketsFilters list={page.list} withResponsible={false} />}
      label="Tickets asignados"
      columns={myTicketColumns}
      rowLabel={(t) => `${t.code} ${t.title}`}
      onRowClick={(t) => setOpenId(t.public_id)}
      rowTone={overdueTone}
      minWidth={900}
    >
      <TicketDrawer ticketId={openId} onClose={() => setOpenId(null)} />
    </ListScreen>
  );
}
