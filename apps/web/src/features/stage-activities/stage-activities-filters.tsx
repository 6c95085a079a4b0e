import { useSearchParams } from '../../lib/router/use-search-params.ts';
import type { TStageActivity } from '@gestora/contract/stage-activities/stage-activities.schema';
import { STAGE_STATUSES } from '@gestora/contract/stages/stages.schema';
import { FILTER_WIDTH, FilterBar, StatusFilter } from '../../components/filter-bar.tsx';
import { StageSelect } from '../../components/lookup-selects.tsx';
import { UserPicker } from '../../components/people-pickers.tsx';
import { ProjectPicker } from '../../components/project-picker.tsx';
import { bindFilter, type ListParams } from '../../components/use-list-params.ts';

export const STAGE_ACTIVITY_FILTERS = ['project_id', 'stage_id', 'responsible_id', 'status'] as const;

interface StageActivitiesFiltersProps {
  list: ListParams<(typeof STAGE_ACTIVITY_FILTERS)[number]>;
  /** The rows shown: they name the project and the responsible the URL filters by, after a reload. */
  rows: TStageActivity[];
}

export function StageActivitiesFilters({ list, rows }: StageActivitiesFiltersProps) {
  const [, setSearch] = useSearchParams();
  const { project_id: projectId, responsible_id: responsibleId } = list.filters;
  return (
    <FilterBar list={list} search="Buscar actividad o etapa" searchWidth={220}>
      <ProjectPicker
        aria-label="Proyecto"
        placeholder="Todos los proyectos"
        value={projectId || null}
        current={rows.find((a) => a.project.public_id === projectId)?.project ?? null}
        onChange={(v) =>
          // One URL change: a stage of the previous project would leave the list empty.
          setSearch((prev) => {
            const next = new URLSearchParams(prev);
            for (const key of ['project_id', 'stage_id', 'page']) next.delete(key);
            if (v) next.set('project_id', v);
            return next;
          })
        }
        w={{ base: '100%', sm: 230 }}
      />
      {projectId ? (
        <StageSelect
          aria-label="Etapa"
          placeholder="Todas las etapas"
          projectId={projectId}
          {...bindFilter(list, 'stage_id')}
          w={FILTER_WIDTH}
        />
      ) : null}
      <UserPicker
        aria-label="Responsable"
        placeholder="Todos los responsables"
        current={rows.find((a) => a.responsible?.public_id === responsibleId)?.responsible ?? null}
        {...bindFilter(list, 'responsible_id')}
        w={{ base: '100%', sm: 220 }}
      />
      <StatusFilter list={list} name="status" data={[...STAGE_STATUSES]} w={{ base: '100%', sm: 170 }} />
    </FilterBar>
  );
}
