import { useNavigate } from '../../lib/router/history-router.tsx';
import type { TProjectListItem } from '@gestora/contract/projects/projects.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions, viewAction } from '../../components/row-actions.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { PROJECT_FILTERS, ProjectsFilters } from './projects-filters.tsx';
import { projectColumns } from './projects-columns.tsx';
import { projectsQueryOptions, useDeleteProject } from './projects.queries.ts';

/** /project 'Proyectos': the projects the user may see, with their progress; a click opens the project. */
export function ProjectsPage() {
  const navigate = useNavigate();
  const page = useListPage({
    filters: PROJECT_FILTERS,
    query: projectsQueryOptions,
    exportPath: '/api/projects',
    remove: { kind: 'proyecto', name: (p: TProjectListItem) => `${p.code} · ${p.name}`, mutation: useDeleteProject() },
  });
  const open = (p: TProjectListItem) => navigate(`/project/${p.public_id}`);
  const actions = useRowActions<TProjectListItem>([
    viewAction(open),
    {
      ...editAction((p) => navigate(`/project/edit/${p.public_id}`), 'Actualizar proyectos'),
      when: (p) => p.can.update,
    },
    { ...deleteAction(page.askDelete, 'Eliminar proyectos'), when: (p) => p.can.delete },
  ]);
  const newButton = useNewButton({
    label: 'Nuevo proyecto',
    allow: 'Registrar proyectos',
    onClick: () => navigate('/project/create'),
  });
  // The manager the URL filters by, named from the rows when they show them (after a reload).
  const managerId = page.list.filters.manager_id;
  const manager = page.table.page?.data.find((p) => p.manager?.public_id === managerId)?.manager ?? null;

  return (
    <ListScreen
      page={page}
      title="Proyectos"
      subtitle="Proyectos de la organización y su avance."
      newButton={newButton}
      filters={<ProjectsFilters list={page.list} manager={manager} />}
      label="Proyectos"
      columns={projectColumns}
      rowLabel={(p) => `${p.code} ${p.name}`}
      onRowClick={open}
      actions={actions}
      minWidth={980}
    />
  );
}
