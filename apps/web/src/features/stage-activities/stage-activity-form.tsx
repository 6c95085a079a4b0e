import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import type { TStageActivity, TStageActivityRequest } from '@gestora/contract/stage-activities/stage-activities.schema';
import { STAGE_STATUSES, type TStageStatus } from '@gestora/contract/stages/stages.schema';
import { showFormErrors } from '../../components/form-errors.ts';
import { ProjectPicker } from '../../components/project-picker.tsx';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.tsx';
import { formatDate } from '../../lib/dates.ts';
import { notifySaved, notifyUpdated } from '../../lib/notify.ts';
import { ResponsiblePicker, StagePicker } from './activity-pickers.tsx';
import { useSaveStageActivity, useStageInfo } from './stage-activities.queries.ts';

interface StageActivityFormProps {
  activity: TStageActivity | null;
  /** /stage_activity/create?stage=: the stage (and through it the project) to start with. */
  initial?: { project_id: string | null; stage_id: string | null };
}

function boundsText(s: { start_date: string | null; end_date: string | null } | undefined) {
  if (!s || (!s.start_date && !s.end_date)) return undefined;
  if (s.start_date && s.end_date)
    return `Dentro de las fechas de la etapa: del ${formatDate(s.start_date)} al ${formatDate(s.end_date)}.`;
  return s.start_date
    ? `Desde el ${formatDate(s.start_date)} (inicio de la etapa).`
    : `Hasta el ${formatDate(s.end_date)} (fin de la etapa).`;
}

/** 'Registrar actividades en etapa' / 'Actualizar actividades en etapa'. */
export function StageActivityForm({ activity, initial }: StageActivityFormProps) {
  const navigate = useNavigate();
  const save = useSaveStageActivity();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      project_id: activity?.project.public_id ?? initial?.project_id ?? null,
      stage_id: activity?.stage.public_id ?? initial?.stage_id ?? null,
      name: activity?.name ?? '',
      description: activity?.description ?? '',
      responsible_id: activity?.responsible?.public_id ?? (null as string | null),
      start_date: activity?.start_date ?? (null as string | null),
      end_date: activity?.end_date ?? (null as string | null),
      status: (activity?.status ?? 'Pendiente') as TStageStatus,
    },
    validate: {
      project_id: (v) => (v ? null : 'Seleccione un proyecto.'),
      stage_id: (v) => (v ? null : 'Seleccione una etapa.'),
      name: (v) =>
        !v.trim()
          ? 'El nombre es obligatorio.'
          : v.trim().length < 2
            ? 'El nombre debe tener al menos 2 caracteres.'
            : null,
      end_date: (v, values) =>
        v && values.start_date && v < values.start_date
          ? 'La fecha de fin no puede ser anterior a la fecha de inicio.'
          : null,
    },
  });
  const v = form.values;
  const stageInfo = useStageInfo(v.stage_id);
  const stage = stageInfo.data?.public_id === v.stage_id ? stageInfo.data : undefined;
  const guard = useUnsavedGuard(form.isDirty() && !leaveTo);
  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const submit = form.onSubmit((values) => {
    const { project_id: _p, ...rest } = values;
    const body: TStageActivityRequest = { ...rest, stage_id: values.stage_id! };
    save.mutate(
      { id: activity?.public_id, body },
      {
        onSuccess: (saved) => {
          if (activity) notifyUpdated();
          else notifySaved();
          setLeaveTo(`/stage/detail/${saved.stage.public_id}`);
        },
        onError: (error) => showFormErrors(form, error),
      },
    );
  });

  const currentProject = activity?.project ?? (stage ? stage.project : null);
  const currentStage = activity?.stage ?? (stage ? { public_id: stage.public_id, name: stage.name } : null);
  const dateProps = {
    placeholder: MSG.selectPlaceholder,
    leftSection: <IconCalendar size={16} />,
    valueFormat: 'D [de] MMMM [de] YYYY',
    clearable: true,
    minDate: stage?.start_date ?? undefined,
    maxDate: stage?.end_date ?? undefined,
  };

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 880 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ProjectPicker
              label="Proyecto"
              withAsterisk
              current={currentProject}
              value={v.project_id}
              error={form.errors.project_id}
              onChange={(project_id) => {
                form.setValues({ project_id, stage_id: null });
                form.clearFieldError('project_id');
              }}
            />
            <StagePicker
              label="Etapa"
              withAsterisk
              projectId={v.project_id}
              current={currentStage}
              value={v.stage_id}
              error={form.errors.stage_id}
              onChange={(stage_id) => {
                form.setFieldValue('stage_id', stage_id);
                form.clearFieldError('stage_id');
              }}
            />
          </SimpleGrid>
          <TextInput label="Nombre" withAsterisk maxLength={150} data-autofocus {...form.getInputProps('name')} />
          <Textarea
            label="Descripción"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ResponsiblePicker
              label="Responsable"
              placeholder="Buscar por nombre"
              current={activity?.responsible}
              value={v.responsible_id}
              error={form.errors.responsible_id}
              onChange={(id) => {
                form.setFieldValue('responsible_id', id);
                form.clearFieldError('responsible_id');
              }}
            />
            <Select
              label="Estado"
              withAsterisk
              data={[...STAGE_STATUSES]}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
          </SimpleGrid>
          <div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <DatePickerInput label="Fecha de inicio" {...dateProps} {...form.getInputProps('start_date')} />
              <DatePickerInput
                label="Fecha de fin"
                {...dateProps}
                minDate={v.start_date ?? dateProps.minDate}
                {...form.getInputProps('end_date')}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt={6}>
              {[boundsText(stage), 'La fecha de fin no puede ser anterior a la de inicio.'].filter(Boolean).join(' ')}
            </Text>
          </div>
        </Stack>
      </Paper>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => navigate(-1)} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" loading={save.isPending}>
          Guardar
        </Button>
      </Group>
      {guard}
    </form>
  );
}
