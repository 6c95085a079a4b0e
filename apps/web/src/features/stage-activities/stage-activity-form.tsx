import { useNavigate } from '../../lib/router/history-router.tsx';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ZStageActivityRequest,
  type TStageActivity,
  type TStageActivityRequest,
} from '@gestora/contract/stage-activities/stage-activities.schema';
import { STAGE_STATUSES, type TStageStatus } from '@gestora/contract/stages/stages.schema';
import { DateRangeFields } from '../../components/date-field.tsx';
import { DescriptionInput, StatusSelect } from '../../components/form-fields.tsx';
import { PageForm } from '../../components/form-page.tsx';
import { StageSelect } from '../../components/lookup-selects.tsx';
import { UserPicker } from '../../components/people-pickers.tsx';
import { ProjectPicker } from '../../components/project-picker.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { boundsText } from '../../lib/dates.ts';
import { useStageRecord } from '../../lib/lookups.queries.ts';
import { useSaveStageActivity } from './stage-activities.queries.ts';

interface StageActivityFormProps {
  activity: TStageActivity | null;
  /** /stage_activity/create?stage=: the stage (and through it the project) to start with. */
  initial?: { project_id: string | null; stage_id: string | null };
}

/** 'Registrar actividades en etapa' / 'Actualizar actividades en etapa'. */
export function StageActivityForm({ activity, initial }: StageActivityFormProps) {
  const navigate = useNavigate();
  const save = useSaveStageActivity();
  const record = useRecordForm({
    schema: ZStageActivityRequest,
    initial: {
      project_id: activity?.project.public_id ?? initial?.project_id ?? null,
      stage_id: activity?.stage.public_id ?? initial?.stage_id ?? null,
      name: activity?.name ?? '',
      description: activity?.description ?? '',
      responsible_id: activity?.responsible?.public_id ?? (null as string | null),
      start_date: activity?.start_date ?? (null as string | null),
      end_date: activity?.end_date ?? (null as string | null),
      status: (activity?.status ?? 'Pendiente') as TStageStatus,
    },
    // The project only narrows the stage select: the activity belongs to its stage.
    toBody: ({ project_id: _project, ...v }): TStageActivityRequest => ({ ...v, stage_id: v.stage_id ?? '' }),
    save: (body) => save.mutateAsync({ id: activity?.public_id, body }),
    updating: Boolean(activity),
    onSaved: (saved) => `/stage/detail/${saved.stage.public_id}`,
  });
  const { form } = record;
  const v = form.values;
  const stageInfo = useStageRecord(v.stage_id);
  const stage = stageInfo.data?.public_id === v.stage_id ? stageInfo.data : undefined;

  return (
    <PageForm record={record} onCancel={() => navigate(-1)} maw={880}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ProjectPicker
              label="Proyecto"
              withAsterisk
              current={activity?.project ?? stage?.project ?? null}
              value={v.project_id}
              error={form.errors.project_id}
              onChange={(project_id) => form.setValues({ project_id, stage_id: null })}
            />
            <StageSelect
              label="Etapa"
              withAsterisk
              projectId={v.project_id}
              current={activity?.stage ?? (stage ? { public_id: stage.public_id, name: stage.name } : null)}
              {...form.getInputProps('stage_id')}
            />
          </SimpleGrid>
          <TextInput label="Nombre" withAsterisk maxLength={150} data-autofocus {...form.getInputProps('name')} />
          <DescriptionInput {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <UserPicker
              label="Responsable"
              placeholder="Buscar por nombre"
              current={activity?.responsible}
              {...bindField(form, 'responsible_id')}
            />
            <StatusSelect statuses={STAGE_STATUSES} {...form.getInputProps('status')} />
          </SimpleGrid>
          <DateRangeFields
            start={form.getInputProps('start_date')}
            end={form.getInputProps('end_date')}
            within={stage}
            hint={[boundsText(stage, 'de la etapa'), 'La fecha de fin no puede ser anterior a la de inicio.']
              .filter(Boolean)
              .join(' ')}
          />
        </Stack>
      </Paper>
    </PageForm>
  );
}
