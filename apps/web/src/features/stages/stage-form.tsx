import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { IconCalendar } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import type { TProjectDetail } from '@gestora/contract/projects/projects.schema';
import {
  STAGE_STATUSES,
  type TStageDetail,
  type TStageRequest,
  type TStageStatus,
} from '@gestora/contract/stages/stages.schema';
import { showFormErrors } from '../../components/form-errors.ts';
import { ProjectPicker } from '../../components/project-picker.tsx';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.tsx';
import { formatDate } from '../../lib/dates.ts';
import { http } from '../../lib/http.ts';
import { notifySaved, notifyUpdated } from '../../lib/notify.ts';
import { useSaveStage } from './stages.queries.ts';

interface StageFormProps {
  stage: TStageDetail | null;
  /** The project to start with (/stage/create?project=). */
  projectId?: string | null;
}

/** The chosen project, for its name (a preselected one) and its dates (the bounds of the stage's). */
function useProject(id: string | null) {
  return useQuery({
    queryKey: ['projects', 'detail', id],
    queryFn: () => http.get<TProjectDetail>(`/api/projects/${id}`),
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

function boundsText(p: { start_date: string | null; end_date: string | null } | undefined) {
  if (!p || (!p.start_date && !p.end_date)) return undefined;
  if (p.start_date && p.end_date)
    return `Dentro de las fechas del proyecto: del ${formatDate(p.start_date)} al ${formatDate(p.end_date)}.`;
  return p.start_date
    ? `Desde el ${formatDate(p.start_date)} (inicio del proyecto).`
    : `Hasta el ${formatDate(p.end_date)} (fin del proyecto).`;
}

/** 'Registrar etapas' / 'Actualizar etapas': project, name, description, dates, status and place in the order. */
export function StageForm({ stage, projectId = null }: StageFormProps) {
  const navigate = useNavigate();
  const save = useSaveStage();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      project_id: stage?.project.public_id ?? projectId,
      name: stage?.name ?? '',
      description: stage?.description ?? '',
      start_date: stage?.start_date ?? (null as string | null),
      end_date: stage?.end_date ?? (null as string | null),
      status: (stage?.status ?? 'Pendiente') as TStageStatus,
      position: (stage?.position ?? '') as number | string,
    },
    validate: {
      project_id: (v) => (v ? null : 'Seleccione un proyecto.'),
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
  const project = useProject(form.values.project_id);
  const guard = useUnsavedGuard(form.isDirty() && !leaveTo);
  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const submit = form.onSubmit((values) => {
    const body: TStageRequest = {
      ...values,
      project_id: values.project_id!,
      position: values.position === '' ? undefined : Number(values.position),
    };
    save.mutate(
      { id: stage?.public_id, body },
      {
        onSuccess: (saved) => {
          if (stage) notifyUpdated();
          else notifySaved();
          setLeaveTo(`/stage/detail/${saved.public_id}`);
        },
        onError: (error) => showFormErrors(form, error),
      },
    );
  });

  const p = project.data;
  const current = stage?.project ?? (p ? { public_id: p.public_id, code: p.code, name: p.name } : null);
  const dateProps = {
    placeholder: MSG.selectPlaceholder,
    leftSection: <IconCalendar size={16} />,
    valueFormat: 'D [de] MMMM [de] YYYY',
    clearable: true,
    minDate: p?.start_date ?? undefined,
    maxDate: p?.end_date ?? undefined,
  };

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 880 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <ProjectPicker
            label="Proyecto"
            withAsterisk
            current={current}
            {...form.getInputProps('project_id')}
            value={form.values.project_id}
            onChange={(v) => {
              form.setFieldValue('project_id', v);
              form.clearFieldError('project_id');
            }}
          />
          <TextInput label="Nombre" withAsterisk maxLength={150} data-autofocus {...form.getInputProps('name')} />
          <Textarea
            label="Descripción"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <DatePickerInput label="Fecha de inicio" {...dateProps} {...form.getInputProps('start_date')} />
              <DatePickerInput
                label="Fecha de fin"
                {...dateProps}
                minDate={form.values.start_date ?? dateProps.minDate}
                {...form.getInputProps('end_date')}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt={6}>
              {boundsText(p) ?? 'El proyecto no tiene fechas: la etapa puede tener cualquiera.'} La fecha de fin no
              puede ser anterior a la de inicio.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Estado"
              withAsterisk
              data={[...STAGE_STATUSES]}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
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
