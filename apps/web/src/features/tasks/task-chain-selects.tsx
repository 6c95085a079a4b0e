import { SimpleGrid } from '@mantine/core';
import type { TRef } from '@gestora/contract/common.schema';
import { ActivitySelect, StageSelect } from '../../components/lookup-selects.tsx';
import { ProjectPicker } from '../../components/project-picker.tsx';

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

/** Project › stage › activity, each optional, each list following the one before it. */
export function TaskChainSelects({ value, onChange, errors, current }: TaskChainSelectsProps) {
  const sameProject = current?.project?.public_id === value.project_id;
  const sameStage = current?.stage?.public_id === value.stage_id;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <ProjectPicker
        label="Proyecto"
        value={value.project_id}
        current={current?.project}
        onChange={(project_id) => onChange({ project_id, stage_id: null, stage_activity_id: null })}
        error={errors.project_id}
      />
      <StageSelect
        label="Etapa"
        projectId={value.project_id}
        current={sameProject ? current?.stage : null}
        value={value.stage_id}
        onChange={(stage_id) => onChange({ ...value, stage_id, stage_activity_id: null })}
        error={errors.stage_id}
      />
      <ActivitySelect
        label="Actividad"
        stageId={value.stage_id}
        current={sameStage ? current?.stage_activity : null}
        value={value.stage_activity_id}
        onChange={(stage_activity_id) => onChange({ ...value, stage_activity_id })}
        error={errors.stage_activity_id}
      />
    </SimpleGrid>
  );
}
