import { useState } from 'react';
import { Button, Select, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TClient } from '@gestora/contract/clients/clients.schema';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table.tsx';
import { FILTER_WIDTH, FilterBar } from '../../components/filter-bar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { ClientFormModal } from './client-form-modal.tsx';
import { useClients, useDeleteClient } from './clients.queries.ts';

const FILTERS = ['active'] as const;

const dash = (
  <Text size="sm" c="dimmed" component="span">
    —
  </Text>
);

const columns: DataColumn<TClient>[] = [
  {
    key: 'name',
    title: 'Cliente',
    sortKey: 'name',
    card: 'title',
    render: (c) => (
      <Stack gap={0}>
        <Text fw={500} size="sm">
          {c.name}
        </Text>
        {c.tax_id ? (
          <Text size="xs" c="dimmed">
            {c.tax_id}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'contact',
    title: 'Contacto',
    render: (c) =>
      c.contact_name || c.email || c.phone ? (
        <Stack gap={0} style={{ minWidth: 0 }}>
          {c.contact_name ? <Text size="sm">{c.contact_name}</Text> : null}
          {c.email ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {c.email}
            </Text>
          ) : null}
          {c.phone ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {c.phone}
            </Text>
          ) : null}
        </Stack>
      ) : (
        dash
      ),
  },
  {
    key: 'projects_count',
    title: 'Proyectos',
    sortKey: 'projects_count',
    align: 'right',
    render: (c) => c.projects_count.toLocaleString('es'),
  },
  { key: 'active', title: 'Estado', sortKey: 'active', render: (c) => <ActiveBadge active={c.active} /> },
  {
    key: 'created_at',
    title: 'Registrado',
    sortKey: 'created_at',
    render: (c) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(c.created_at)}</span>,
  },
];

/** /client 'Clientes': the organisations projects are done for, edited in a modal from the list. */
export function ClientsPage() {
  const { can } = useAuth();
  const list = useListParams(FILTERS);
  const clients = useClients(list.query);
  const remove = useDeleteClient();
  const [form, setForm] = useState<{ opened: boolean; client: TClient | null; n: number }>({
    opened: false,
    client: null,
    n: 0,
  });
  const [deleting, setDeleting] = useState<TClient | null>(null);

  const canCreate = can('Registrar clientes');
  const canUpdate = can('Actualizar clientes');
  const canDelete = can('Eliminar clientes');

  const open = (client: TClient | null) => setForm((f) => ({ opened: true, client, n: f.n + 1 }));

  const actions = (): RowAction<TClient>[] => [
    ...(canUpdate ? [{ label: 'Editar', icon: <IconEdit size={16} />, onClick: open }] : []),
    ...(canDelete ? [{ label: 'Eliminar', icon: <IconTrash size={16} />, color: 'red', onClick: setDeleting }] : []),
  ];

  const newButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
      Nuevo cliente
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Clientes"
        subtitle="Organizaciones para las que se ejecutan los proyectos."
        actions={newButton}
      />
      <FilterBar onClear={list.filtered ? list.clear : undefined}>
        <SearchInput
          value={list.q}
          onChange={list.setQ}
          placeholder="Buscar cliente o contacto"
          w={{ base: '100%', sm: 340 }}
        />
        <Select
          aria-label="Estado"
          placeholder="Todos los estados"
          data={[
            { value: 'true', label: 'Activos' },
            { value: 'false', label: 'Inactivos' },
          ]}
          value={list.filters.active || null}
          onChange={(v) => list.setFilter('active', v)}
          clearable
          w={FILTER_WIDTH}
        />
      </FilterBar>
      <DataTable
        label="Clientes"
        columns={columns}
        rowKey={(c) => c.public_id}
        rowLabel={(c) => c.name}
        page={clients.data}
        loading={clients.isPending}
        fetching={clients.isPlaceholderData}
        error={clients.error}
        onRetry={() => clients.refetch()}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        onRowClick={canUpdate ? open : undefined}
        actions={canUpdate || canDelete ? actions : undefined}
        emptyAction={newButton}
        filtered={list.filtered}
        minWidth={760}
      />
      <ClientFormModal
        key={form.n}
        opened={form.opened}
        client={form.client}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
      <ConfirmDelete
        target={deleting ? { kind: 'cliente', name: deleting.name } : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync(deleting!.public_id)}
      />
    </>
  );
}
