import { Select, SimpleGrid } from '@mantine/core';
import type { TRef } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import { ProjectSelect } from './task-pickers.tsx';
import { useActivityOptions, useStageOptions } from './tasks.queries.ts';

export interface ChainValue {
  project_id: string | null;
  stage_id: string | null;
  stage_activity_id: string | null;
}

interface TaskChainSelectsProps {
  value: ChainValue;
  /** Changing the project clears stage and activity; changing the stage clears the activity. */
  onChange: (value: ChainValue) => void;
  errors: Partial<Record<keyof ChainValue, string | undefined>>;
  /** The saved task's references, named before the option lists arrive. */
  current?: { project: TRef | null; stage: TRef | null; stage_activity: TRef | null };
}

const toOptions = (rows: { public_id: string; name: string }[] | undefined, current: TRef | null | undefined) => {
  const out = (rows ?? []).map((r) => ({ value: r.public_id, label: r.name }));
  if (current && !out.some((o) => o.value === current.public_id))
    out.push({ value: current.public_id, label: current.name });
  return out;
};

/** Project › stage › activity, each optional, each list following the one before it. */
export function TaskChainSelects({ value, onChange, errors, current }: TaskChainSelectsProps) {
  const stages = useStageOptions(value.project_id);
  const activities = useActivityOptions(value.stage_id);
  const sameProject = current?.project?.public_id === value.project_id;
  const sameStage = current?.stage?.public_id === value.stage_id;

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <ProjectSelect
        label="Proyecto"
        value={value.project_id}
        current={current?.project}
        onChange={(project_id) => onChange({ project_id, stage_id: null, stage_activity_id: null })}
        error={errors.project_id}
      />
      <Select
        label="Etapa"
        placeholder={value.project_id ? MSG.selectPlaceholder : 'Seleccione primero un proyecto'}
        data={toOptions(stages.data, sameProject ? current?.stage : null)}
        value={value.stage_id}
        onChange={(stage_id) => onChange({ ...value, stage_id, stage_activity_id: null })}
        disabled={!value.project_id}
        searchable
        clearable
        nothingFoundMessage={stages.isFetching ? 'Cargando...' : 'El proyecto no tiene etapas'}
        error={errors.stage_id}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Actividad"
        placeholder={value.stage_id ? MSG.selectPlaceholder : 'Seleccione primero una etapa'}
        data={toOptions(activities.data, sameStage ? current?.stage_activity : null)}
        value={value.stage_activity_id}
        onChange={(stage_activity_id) => onChange({ ...value, stage_activity_id })}
        disabled={!value.stage_id}
        searchable
        clearable
        nothingFoundMessage={activities.isFetching ? 'Cargando...' : 'La etapa no tiene actividades'}
        error={errors.stage_activity_id}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
