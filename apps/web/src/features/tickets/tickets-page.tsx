import { Button } from '@mantine/core';
import { IconEdit, IconLock, IconUserShare } from '@tabler/icons-react';
import type { TTicketDetail, TTicketListItem } from '@gestora/contract/tickets/tickets.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { useRowActions, viewAction } from '../../components/row-actions.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { useTicketAdminDialogs } from './ticket-admin-dialogs.tsx';
import { TicketDrawer } from './ticket-drawer.tsx';
import { overdueTone, ticketColumns } from './tickets-columns.tsx';
import { TICKET_FILTERS, TicketsFilters } from './tickets-filters.tsx';
import { ticketsQueryOptions } from './tickets.queries.ts';
import { useTicketParam } from './use-ticket-param.ts';

/**
 * /ticket 'Administración' ('Ver ticket'): every ticket, filtered in the URL; create, assign or reassign, edit and
 * close as each row's `can` allows. Overdue rows stand out; a row opens the ticket in a drawer.
 */
export function TicketsPage() {
  const { can } = useAuth();
  const page = useListPage({ filters: TICKET_FILTERS, query: ticketsQueryOptions, exportPath: '/api/tickets' });
  const [openId, setOpenId] = useTicketParam();
  const admin = useTicketAdminDialogs(can('Actualizar ticket'));
  const actions = useRowActions<TTicketListItem>([
    viewAction((t) => setOpenId(t.public_id)),
    { label: 'Editar', icon: <IconEdit size={16} />, onClick: admin.edit, when: (t) => t.can.update },
    {
      label: 'Asignar responsable',
      icon: <IconUserShare size={16} />,
      onClick: admin.assign,
      when: (t) => t.can.update && t.status !== 'Cerrado',
    },
    { label: 'Cerrar', icon: <IconLock size={16} />, color: 'red', onClick: admin.close, when: (t) => t.can.close },
  ]);
  const newButton = useNewButton({ label: 'Nuevo ticket', allow: true, onClick: admin.create });
  const drawerActions = (t: TTicketDetail) => (
    <>
      {t.can.update ? (
        <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => admin.edit(t)}>
          Editar
        </Button>
      ) : null}
      {t.can.update && t.status !== 'Cerrado' ? (
        <Button size="xs" variant="light" leftSection={<IconUserShare size={14} />} onClick={() => admin.assign(t)}>
          {t.responsible ? 'Reasignar' : 'Asignar responsable'}
        </Button>
      ) : null}
      {t.can.close ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconLock size={14} />}
          onClick={() => admin.close(t)}
        >
          Cerrar ticket
        </Button>
      ) : null}
    </>
  );

  return (
    <ListScreen
      page={page}
      title="Administración de tickets"
      subtitle="Todos los tickets: asigne responsables, edite y cierre. Los vencidos se resaltan."
      newButton={newButton}
      filters={<TicketsFilters list={page.list} />}
      label="Tickets"
      columns={ticketColumns}
      rowLabel={(t) => `${t.code} ${t.title}`}
      onRowClick={(t) => setOpenId(t.public_id)}
      actions={actions}
      rowTone={overdueTone}
      minWidth={960}
    >
      <TicketDrawer ticketId={openId} onClose={() => setOpenId(null)} actions={drawerActions} />
      {admin.dialogs}
    </ListScreen>
  );
}
