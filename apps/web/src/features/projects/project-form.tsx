import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Grid, Group, Paper, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import {
  PROJECT_STATUSES,
  ZProjectRequest,
  type TProjectDetail,
  type TProjectStatus,
} from '@gestora/contract/projects/projects.schema';
import { DepartmentSelect } from '../../components/department-select.tsx';
import { showFormErrors } from '../../components/form-errors.ts';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.tsx';
import { notifySaved, notifyUpdated } from '../../lib/notify.ts';
import { ClientSelect, UserSelect } from './project-selects.tsx';
import { useSaveProject } from './projects.queries.ts';

interface ProjectFormProps {
  /** null: a new project. */
  project: TProjectDetail | null;
}

const DATE_FORMAT = 'D [de] MMMM [de] YYYY';

/** The project's fields on a full page; saving opens the project, leaving with unsaved changes asks first. */
export function ProjectForm({ project }: ProjectFormProps) {
  const navigate = useNavigate();
  const save = useSaveProject();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      code: project?.code ?? '',
      name: project?.name ?? '',
      status: (project?.status ?? 'Planificado') as TProjectStatus,
      client_id: project?.client?.public_id ?? null,
      department_id: project?.department?.public_id ?? null,
      manager_id: project?.manager?.public_id ?? null,
      start_date: project?.start_date ?? null,
      end_date: project?.end_date ?? null,
      description: project?.description ?? '',
    },
    validate: schemaResolver(ZProjectRequest, { sync: true }),
  });
  const guard = useUnsavedGuard(form.isDirty() && !leaveTo);
  // Navigate only after the guard has seen that the form is saved.
  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: project?.public_id, body: values },
      {
        onSuccess: (saved) => {
          if (project) notifyUpdated();
          else notifySaved();
          setLeaveTo(`/project/${saved.public_id}`);
        },
        onError: (error) => showFormErrors(form, error),
      },
    ),
  );
  const v = form.getValues();

  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={900}>
        <Stack gap="md">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput
                label="Código"
                description="Corto, único y sin espacios."
                withAsterisk
                maxLength={30}
                data-autofocus
                {...form.getInputProps('code')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Nombre"
                description="Cómo se conoce el proyecto."
                withAsterisk
                maxLength={150}
                {...form.getInputProps('name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <Select
                label="Estado"
                description="Cambia a medida que avanza."
                withAsterisk
                data={[...PROJECT_STATUSES]}
                allowDeselect={false}
                {...form.getInputProps('status')}
              />
            </Grid.Col>
          </Grid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <ClientSelect label="Cliente" current={project?.client} {...form.getInputProps('client_id')} />
            <DepartmentSelect label="Área" current={project?.department} {...form.getInputProps('department_id')} />
            <UserSelect
              label="Responsable"
              current={project?.manager}
              value={v.manager_id}
              onChange={(id) => form.setFieldValue('manager_id', id)}
              error={form.errors.manager_id}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <DatePickerInput
              label="Fecha de inicio"
              description="Opcional."
              placeholder={MSG.selectPlaceholder}
              leftSection={<IconCalendar size={16} />}
              valueFormat={DATE_FORMAT}
              clearable
              {...form.getInputProps('start_date')}
            />
            <DatePickerInput
              label="Fecha de fin"
              placeholder={MSG.selectPlaceholder}
              description="No puede ser anterior a la fecha de inicio."
              leftSection={<IconCalendar size={16} />}
              valueFormat={DATE_FORMAT}
              minDate={v.start_date ?? undefined}
              clearable
              {...form.getInputProps('end_date')}
            />
          </SimpleGrid>
          <Textarea
            label="Descripción"
            description="Opcional. Alcance y objetivo del proyecto."
            autosize
            minRows={3}
            maxRows={10}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => navigate(project ? `/project/${project.public_id}` : '/project')}
              disabled={save.isPending}
            >
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </Paper>
      {guard}
    </form>
  );
}
