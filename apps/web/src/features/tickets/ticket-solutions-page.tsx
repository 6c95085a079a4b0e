import { useState } from 'react';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { Button, Paper, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import type { TTicketSolution } from '@gestora/contract/tickets/ticket-lookup.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { TicketTitle } from './ticket-badges.tsx';
import { TicketCodeSearch } from './ticket-code-search.tsx';
import { TicketFormModal } from './ticket-form-modal.tsx';
import { solutionsQueryOptions } from './tickets.queries.ts';

const columns: DataColumn<TTicketSolution>[] = [
  {
    key: 'title',
    title: 'Ticket',
    card: 'title',
    render: (t) => <TicketTitle ticket={t} />,
  },
  {
    key: 'solution',
    title: 'Solución',
    card: 'full',
    render: (t) => (
      <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {t.solution_excerpt}
      </Text>
    ),
  },
  { key: 'department', title: 'Departamento', render: (t) => <Text size="sm">{t.department?.name ?? '—'}</Text> },
  { key: 'status', title: 'Estado', render: (t) => <StatusBadge status={t.status} /> },
  { key: 'solved_at', title: 'Resuelto', render: (t) => <Text size="sm">{formatDate(t.solved_at) || '—'}</Text> },
];

/**
 * /find_ticket 'Soluciones a tickets' (any signed-in user): look a ticket up by its code, search the solutions of
 * solved tickets, and raise a new ticket for a department ('Nuevo ticket'; ?nuevo=1 opens it, from the ticket menu).
 */
export function TicketSolutionsPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const page = useListPage({ query: solutionsQueryOptions });
  const creating = search.get('nuevo') === '1';
  // Each opening starts a fresh form; closing keeps it mounted while it fades out (and while a save navigates).
  const [round, setRound] = useState(0);
  const [wasCreating, setWasCreating] = useState(creating);
  if (creating !== wasCreating) {
    setWasCreating(creating);
    if (creating) setRound((r) => r + 1);
  }
  const setCreating = (open: boolean) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (open) next.set('nuevo', '1');
      else next.delete('nuevo');
      return next;
    });
  const newButton = useNewButton({ label: 'Nuevo ticket', allow: true, onClick: () => setCreating(true) });

  return (
    <ListScreen
      page={page}
      title="Soluciones a tickets"
      subtitle="Consulte un ticket por su código o busque cómo se resolvieron otros."
      headerActions={
        <>
          <Button component={Link} to="/ticket/my_requests" variant="default" leftSection={<IconListCheck size={18} />}>
            Mis tickets solicitados
          </Button>
          {newButton}
        </>
      }
      filters={
        <>
          <Paper withBorder radius="md" p="md" mb="lg">
            <Text fw={600} size="sm" mb="xs">
              Consultar un ticket
            </Text>
            <TicketCodeSearch />
          </Paper>
          <FilterBar list={page.list} search="Buscar en las soluciones" />
        </>
      }
      label="Soluciones a tickets"
      columns={columns}
      rowLabel={(t) => `${t.code} ${t.title}`}
      onRowClick={(t) => navigate(`/find_ticket/${t.code}`)}
      minWidth={860}
    >
      <TicketFormModal
        key={round}
        opened={creating}
        ticket={null}
        canAssign={can('Actualizar ticket')}
        onClose={() => setCreating(false)}
        onSaved={(t) => `/find_ticket/${t.code}`}
      />
    </ListScreen>
  );
}
