import { useNavigate } from '../../lib/router/history-router.tsx';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { TStage } from '@gestora/contract/stages/stages.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions, viewAction } from '../../components/row-actions.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { notifyError } from '../../lib/notify.ts';
import { stageColumns } from './stages-columns.tsx';
import { STAGE_FILTERS, StagesFilters } from './stages-filters.tsx';
import { stagesQueryOptions, useDeleteStage, useMoveStage } from './stages.queries.ts';

/** /stage 'Etapas': every stage of the projects the user may see, by project and order. */
export function StagesPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const page = useListPage({
    filters: STAGE_FILTERS,
    query: stagesQueryOptions,
    exportPath: '/api/stages',
    remove: { kind: 'etapa', name: (s: TStage) => s.name, mutation: useDeleteStage() },
  });
  const move = useMoveStage();
  const canUpdate = can('Actualizar etapas');
  const projectId = page.list.filters.project_id || null;
  const project = page.table.page?.data.find((s) => s.project.public_id === projectId)?.project ?? null;
  const open = (s: TStage) => navigate(`/stage/detail/${s.public_id}`);
  const reorder = (s: TStage, position: number) =>
    move.mutate({ id: s.public_id, position }, { onError: (e) => notifyError(errorMessage(e)) });

  const actions = useRowActions<TStage>([
    viewAction(open),
    editAction((s) => navigate(`/stage/edit/${s.public_id}`), canUpdate),
    {
      label: 'Subir en el orden',
      icon: <IconArrowUp size={16} />,
      onClick: (s) => reorder(s, s.position - 1),
      allow: canUpdate,
      when: (s) => s.position > 1,
    },
    {
      label: 'Bajar en el orden',
      icon: <IconArrowDown size={16} />,
      onClick: (s) => reorder(s, s.position + 1),
      allow: canUpdate,
    },
    deleteAction(page.askDelete, 'Eliminar etapas'),
  ]);
  const newButton = useNewButton({
    label: 'Nueva etapa',
    allow: 'Registrar etapas',
    to: projectId ? `/stage/create?project=${projectId}` : '/stage/create',
  });

  return (
    <ListScreen
      page={page}
      title="Etapas"
      subtitle="Las fases de cada proyecto, en su orden, con su avance."
      newButton={newButton}
      filters={<StagesFilters list={page.list} project={project} />}
      fetching={move.isPending}
      label="Etapas"
      columns={stageColumns}
      rowLabel={(s) => s.name}
      onRowClick={open}
      actions={actions}
      minWidth={900}
    />
  );
}
