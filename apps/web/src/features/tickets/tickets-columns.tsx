import { Text } from '@mantine/core';
import type { TTicketListItem } from '@gestora/contract/tickets/tickets.schema';
import { Dash, PersonCell } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { PriorityBadge, TicketDueBadge, TicketStatusBadge, TicketTitle } from './ticket-badges.tsx';

const title: DataColumn<TTicketListItem> = {
  key: 'title',
  title: 'Ticket',
  sortKey: 'code',
  card: 'title',
  render: (t) => <TicketTitle ticket={t} miw={180} />,
};
const status: DataColumn<TTicketListItem> = {
  key: 'status',
  title: 'Estado',
  sortKey: 'status',
  render: (t) => <TicketStatusBadge ticket={t} compact />,
};
const priority: DataColumn<TTicketListItem> = {
  key: 'priority',
  title: 'Prioridad',
  sortKey: 'priority',
  render: (t) => <PriorityBadge priority={t.priority} />,
};
const department: DataColumn<TTicketListItem> = {
  key: 'department',
  title: 'Departamento',
  render: (t) => (t.department ? <Text size="sm">{t.department.name}</Text> : <Dash />),
};
const due: DataColumn<TTicketListItem> = {
  key: 'due_at',
  title: 'Vencimiento',
  sortKey: 'due_at',
  render: (t) => <TicketDueBadge ticket={t} />,
};

/** The administration's columns (/ticket), and those of the tickets I raised: every ticket with its responsible. */
export const ticketColumns: DataColumn<TTicketListItem>[] = [
  title,
  status,
  priority,
  department,
  { key: 'responsible', title: 'Responsable', render: (t) => <PersonCell user={t.responsible} none="Sin asignar" /> },
  due,
];

/** Mine as responsible (/ticket/manage_ticket): who asked instead of who answers. */
export const myTicketColumns: DataColumn<TTicketListItem>[] = [
  title,
  status,
  priority,
  {
    key: 'requester',
    title: 'Solicitante',
    render: (t) => <PersonCell user={t.requester} />,
  },
  department,
  due,
];

/** Overdue rows stand out in orange (UI.md: overdue is derived, orange). */
export const overdueTone = (t: TTicketListItem) => (t.overdue ? 'orange' : undefined);
