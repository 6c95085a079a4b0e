import { useNavigate } from '../../lib/router/history-router.tsx';
import { Grid, Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  PROJECT_STATUSES,
  ZProjectRequest,
  type TProjectDetail,
  type TProjectStatus,
} from '@gestora/contract/projects/projects.schema';
import { DateField } from '../../components/date-field.tsx';
import { PageForm } from '../../components/form-page.tsx';
import { StatusSelect } from '../../components/form-fields.tsx';
import { ClientSelect, DepartmentSelect } from '../../components/lookup-selects.tsx';
import { UserPicker } from '../../components/people-pickers.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { useSaveProject } from './projects.queries.ts';

interface ProjectFormProps {
  /** null: a new project. */
  project: TProjectDetail | null;
}

/** The project's fields on a full page; saving opens the project, leaving with unsaved changes asks first. */
export function ProjectForm({ project }: ProjectFormProps) {
  const navigate = useNavigate();
  const save = useSaveProject();
  const record = useRecordForm({
    schema: ZProjectRequest,
    initial: {
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
    save: (body) => save.mutateAsync({ id: project?.public_id, body }),
    updating: Boolean(project),
    onSaved: (saved) => `/project/${saved.public_id}`,
  });
  const { form } = record;
  const v = form.getValues();

  return (
    <PageForm
      record={record}
      onCancel={() => navigate(project ? `/project/${project.public_id}` : '/project')}
      maw={900}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
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
              <StatusSelect
                statuses={PROJECT_STATUSES}
                description="Cambia a medida que avanza."
                {...form.getInputProps('status')}
              />
            </Grid.Col>
          </Grid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <ClientSelect label="Cliente" current={project?.client} {...form.getInputProps('client_id')} />
            <DepartmentSelect label="Área" current={project?.department} {...form.getInputProps('department_id')} />
            <UserPicker label="Responsable" current={project?.manager} {...bindField(form, 'manager_id')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <DateField label="Fecha de inicio" description="Opcional." {...form.getInputProps('start_date')} />
            <DateField
              label="Fecha de fin"
              description="No puede ser anterior a la fecha de inicio."
              minDate={v.start_date ?? undefined}
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
        </Stack>
      </Paper>
    </PageForm>
  );
}
