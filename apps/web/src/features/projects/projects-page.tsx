import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TProject } from '@gestora/contract/projects/projects.schema';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable, type RowAction } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { PROJECT_FILTERS, ProjectFilters } from './project-filters.tsx';
import { projectColumns } from './projects-columns.tsx';
import { useDeleteProject, useProjects } from './projects.queries.ts';

/** /project 'Proyectos': the projects the user may see, with their progress; a click opens the project. */
export function ProjectsPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(PROJECT_FILTERS);
  const projects = useProjects(list.query);
  const remove = useDeleteProject();
  const [deleting, setDeleting] = useState<TProject | null>(null);

  const canCreate = can('Registrar proyectos');
  const canUpdate = can('Actualizar proyectos');
  const canDelete = can('Eliminar proyectos');
  const open = (p: TProject) => navigate(`/project/${p.public_id}`);

  const actions = (): RowAction<TProject>[] => [
    { label: 'Ver', icon: <IconEye size={16} />, onClick: open },
    ...(canUpdate
      ? [
          {
            label: 'Editar',
            icon: <IconEdit size={16} />,
            onClick: (p: TProject) => navigate(`/project/edit/${p.public_id}`),
          },
        ]
      : []),
    ...(canDelete ? [{ label: 'Eliminar', icon: <IconTrash size={16} />, color: 'red', onClick: setDeleting }] : []),
  ];

  const newButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => navigate('/project/create')}>
      Nuevo proyecto
    </Button>
  ) : null;

  const managerId = list.filters.manager_id;
  const manager = projects.data?.data.find((p) => p.manager?.public_id === managerId)?.manager ?? null;

  return (
    <>
      <PageHeader title="Proyectos" subtitle="Proyectos de la organización y su avance." actions={newButton} />
      <ProjectFilters list={list} manager={manager} />
      <DataTable
        label="Proyectos"
        columns={projectColumns}
        rowKey={(p) => p.public_id}
        rowLabel={(p) => `${p.code} ${p.name}`}
        page={projects.data}
        loading={projects.isPending}
        fetching={projects.isPlaceholderData}
        error={projects.error}
        onRetry={() => projects.refetch()}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        onRowClick={open}
        actions={actions}
        emptyAction={newButton}
        filtered={list.filtered}
        minWidth={980}
      />
      <ConfirmDelete
        target={deleting ? { kind: 'proyecto', name: `${deleting.code} · ${deleting.name}` } : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync(deleting!.public_id)}
      />
    </>
  );
}
