import type { TClient } from '@gestora/contract/clients/clients.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions } from '../../components/row-actions.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { ClientFormModal } from './client-form-modal.tsx';
import { clientColumns } from './clients-columns.tsx';
import { CLIENT_FILTERS, ClientsFilters } from './clients-filters.tsx';
import { clientsQueryOptions, useDeleteClient } from './clients.queries.ts';

/** /client 'Clientes': the organisations projects are done for, edited in a modal from the list. */
export function ClientsPage() {
  const { can } = useAuth();
  const page = useListPage({
    filters: CLIENT_FILTERS,
    query: clientsQueryOptions,
    exportPath: '/api/clients',
    remove: { kind: 'cliente', name: (c: TClient) => c.name, mutation: useDeleteClient() },
  });
  const form = useDialog<TClient>();
  const canUpdate = can('Actualizar clientes');
  const actions = useRowActions<TClient>([
    editAction(form.open, canUpdate),
    deleteAction(page.askDelete, 'Eliminar clientes'),
  ]);
  const newButton = useNewButton({
    label: 'Nuevo cliente',
    allow: 'Registrar clientes',
    onClick: () => form.open(null),
  });

  return (
    <ListScreen
      page={page}
      title="Clientes"
      subtitle="Organizaciones para las que se ejecutan los proyectos."
      newButton={newButton}
      filters={<ClientsFilters list={page.list} />}
      label="Clientes"
      columns={clientColumns}
      rowLabel={(c) => c.name}
      onRowClick={canUpdate ? form.open : undefined}
      actions={actions}
      minWidth={760}
    >
      <ClientFormModal key={form.key} opened={form.opened} client={form.value} onClose={form.close} />
    </ListScreen>
  );
}
