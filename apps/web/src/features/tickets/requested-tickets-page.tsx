import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { Link } from '../../lib/router/link.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import type { ListQuery } from '../../lib/query-keys.ts';
import { TicketDrawer } from './ticket-drawer.tsx';
import { TicketFormModal } from './ticket-form-modal.tsx';
import { overdueTone, ticketColumns } from './tickets-columns.tsx';
import { TICKET_FILTERS, TicketsFilters } from './tickets-filters.tsx';
import { requestedTicketsQueryOptions } from './tickets.queries.ts';
import { useTicketParam } from './use-ticket-param.ts';

/** /api/my_requested_tickets has no responsible filter: one left in the address is not sent, nor exported. */
const withoutResponsible = ({ responsible_id: _r, ...query }: ListQuery) => query;
const requestedOnly = (query: ListQuery) => requestedTicketsQueryOptions(withoutResponsible(query));

/**
 * /ticket/my_requests 'Mis tickets solicitados' (any signed-in user): the tickets I raised, newest first, with
 * their status, responsible and due date. A ticket opens in a drawer with its solution, comments, history and
 * files, where I add files while it is not closed. 'Nuevo ticket' raises one here and opens it.
 */
export function RequestedTicketsPage() {
  const page = useListPage({
    filters: TICKET_FILTERS,
    query: requestedOnly,
    exportPath: '/api/my_requested_tickets',
    exportQuery: withoutResponsible,
  });
  const [openId, setOpenId] = useTicketParam();
  const { can } = useAuth();
  // Each opening starts a fresh form (a new key).
  const [form, setForm] = useState({ open: false, round: 0 });
  const newButton = useNewButton({
    label: 'Nuevo ticket',
    allow: true,
    onClick: () => setForm((f) => ({ open: true, round: f.round + 1 })),
  });

  return (
    <ListScreen
      page={page}
      title="Mis tickets solicitados"
      subtitle="Los tickets que registró: su estado, quién los atiende y cuándo vencen."
      newButton={newButton}
      headerActions={
        <>
          <Button component={Link} to="/find_ticket" variant="default" leftSection={<IconBulb size={18} />}>
            Soluciones a tickets
          </Button>
          {newButton}
        </>
      }
      filters={<TicketsFilters list={page.list} withResponsible={false} />}
      label="Mis tickets solicitados"
      columns={ticketColumns}
      rowLabel={(t) => `${t.code} ${t.title}`}
      onRowClick={(t) => setOpenId(t.public_id)}
      rowTone={overdueTone}
      minWidth={900}
    >
      <TicketDrawer ticketId={openId} onClose={() => setOpenId(null)} />
      <TicketFormModal
        key={form.round}
        opened={form.open}
        ticket={null}
        canAssign={can('Actualizar ticket')}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
        onSaved={(t) => setOpenId(t.public_id)}
      />
    </ListScreen>
  );
}
