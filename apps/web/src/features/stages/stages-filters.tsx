import { STAGE_STATUSES, type TProjectRef } from '@gestora/contract/stages/stages.schema';
import { FilterBar, StatusFilter } from '../../components/filter-bar.tsx';
import { ProjectPicker } from '../../components/project-picker.tsx';
import { bindFilter, type ListParams } from '../../components/use-list-params.ts';

export const STAGE_FILTERS = ['project_id', 'status'] as const;

interface StagesFiltersProps {
  list: ListParams<(typeof STAGE_FILTERS)[number]>;
  /** The project the URL filters by, named from the rows after a reload. */
  project: TProjectRef | null;
}

export function StagesFilters({ list, project }: StagesFiltersProps) {
  return (
    <FilterBar list={list} search="Buscar por etapa o proyecto">
      <ProjectPicker
        aria-label="Proyecto"
        placeholder="Todos los proyectos"
        current={project}
        {...bindFilter(list, 'project_id')}
        w={{ base: '100%', sm: 280 }}
      />
      <StatusFilter list={list} name="status" data={[...STAGE_STATUSES]} />
    </FilterBar>
  );
}
