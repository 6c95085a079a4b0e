import { useNavigate } from '../../lib/router/history-router.tsx';
import { NumberInput, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  STAGE_STATUSES,
  ZStageRequest,
  type TStageDetail,
  type TStageRequest,
  type TStageStatus,
} from '@gestora/contract/stages/stages.schema';
import { DateRangeFields } from '../../components/date-field.tsx';
import { DescriptionInput, StatusSelect } from '../../components/form-fields.tsx';
import { PageForm } from '../../components/form-page.tsx';
import { ProjectPicker } from '../../components/project-picker.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { boundsText } from '../../lib/dates.ts';
import { useProjectRecord } from '../../lib/lookups.queries.ts';
import { useSaveStage } from './stages.queries.ts';

interface StageFormProps {
  stage: TStageDetail | null;
  /** The project to start with (/stage/create?project=). */
  projectId?: string | null;
}

/** 'Registrar etapas' / 'Actualizar etapas': project, name, description, dates, status and place in the order. */
export function StageForm({ stage, projectId = null }: StageFormProps) {
  const navigate = useNavigate();
  const save = useSaveStage();
  const record = useRecordForm({
    schema: ZStageRequest,
    initial: {
      project_id: stage?.project.public_id ?? projectId,
      name: stage?.name ?? '',
      description: stage?.description ?? '',
      start_date: stage?.start_date ?? (null as string | null),
      end_date: stage?.end_date ?? (null as string | null),
      status: (stage?.status ?? 'Pendiente') as TStageStatus,
      position: (stage?.position ?? '') as number | string,
    },
    // An empty 'Orden' means 'at the end' (create) or 'where it is' (update).
    toBody: (v): TStageRequest => ({
      ...v,
      project_id: v.project_id ?? '',
      position: v.position === '' ? undefined : Number(v.position),
    }),
    save: (body) => save.mutateAsync({ id: stage?.public_id, body }),
    updating: Boolean(stage),
    onSaved: (saved) => `/stage/detail/${saved.public_id}`,
  });
  const { form } = record;
  // The chosen project: its name when preselected, its dates as the bounds of the stage's.
  const p = useProjectRecord(form.values.project_id).data;
  const current = stage?.project ?? (p ? { public_id: p.public_id, code: p.code, name: p.name } : null);

  return (
    <PageForm record={record} onCancel={() => navigate(-1)} maw={880}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <ProjectPicker label="Proyecto" withAsterisk current={current} {...bindField(form, 'project_id')} />
          <TextInput label="Nombre" withAsterisk maxLength={150} data-autofocus {...form.getInputProps('name')} />
          <DescriptionInput {...form.getInputProps('description')} />
          <DateRangeFields
            start={form.getInputProps('start_date')}
            end={form.getInputProps('end_date')}
            within={p}
            hint={`${boundsText(p, 'del proyecto') ?? 'El proyecto no tiene fechas: la etapa puede tener cualquiera.'} La fecha de fin no puede ser anterior a la de inicio.`}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <StatusSelect statuses={STAGE_STATUSES} {...form.getInputProps('status')} />
            <NumberInput
              label="Orden"
              placeholder="Al final"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('position')}
            />
          </SimpleGrid>
        </Stack>
      </Paper>
    </PageForm>
  );
}
