import { useNavigate } from '../../lib/router/history-router.tsx';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ZTaskRequest, type TTaskDetail, type TTaskRequest } from '@gestora/contract/tasks/tasks.schema';
import type { TTaskPriority } from '@gestora/contract/tasks/remaining-days';
import { DateField } from '../../components/date-field.tsx';
import { PageForm } from '../../components/form-page.tsx';
import { Section } from '../../components/section.tsx';
import { MemberPicker } from '../../components/people-pickers.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { notifyError } from '../../lib/notify.ts';
import { TaskChainSelects } from './task-chain-selects.tsx';
import { FilesDropzone } from '../../components/files-dropzone.tsx';
import { announceSavedWithFiles, usePendingFiles } from '../../components/use-pending-files.ts';
import { PRIORITY_OPTIONS } from './task-labels.ts';
import { uploadTaskFiles, useSaveTask } from './tasks.queries.ts';

export interface TaskFormInitial {
  project_id: string | null;
  stage_id: string | null;
  stage_activity_id: string | null;
}

interface TaskFormProps {
  /** null: a new task, starting from `initial` (the route's project, stage and activity). */
  task: TTaskDetail | null;
  initial?: TaskFormInitial;
}

/** The fields of 'Registrar tarea' and of its edit screen; attachments go up once the task exists. */
export function TaskForm({ task, initial }: TaskFormProps) {
  const navigate = useNavigate();
  const save = useSaveTask();
  const pending = usePendingFiles((id, file) => uploadTaskFiles(id, [file]));

  const record = useRecordForm({
    schema: ZTaskRequest,
    initial: {
      title: task?.title ?? '',
      description: task?.description ?? '',
      priority: (task?.priority ?? 'Media') as TTaskPriority,
      start_date: task?.start_date ?? (null as string | null),
      end_date: task?.end_date ?? (null as string | null),
      project_id: task?.project?.public_id ?? initial?.project_id ?? null,
      stage_id: task?.stage?.public_id ?? initial?.stage_id ?? null,
      stage_activity_id: task?.stage_activity?.public_id ?? initial?.stage_activity_id ?? null,
      member_ids: task?.members.map((m) => m.public_id) ?? ([] as string[]),
    },
    // The request's status defaults to 'Pendiente': an edit keeps the task's own status (moved elsewhere).
    toBody: (v): TTaskRequest => ({ ...v, status: task?.status ?? '1', description: v.description || null }),
    save: async (body) => pending.sendTo(await save.mutateAsync({ id: task?.public_id, body })),
    updating: Boolean(task),
    announce: ({ failed }) =>
      announceSavedWithFiles(failed, Boolean(task), 'La tarea', ' Puede adjuntarlos desde el detalle.'),
    onSaved: ({ saved }) => `/task/${saved.public_id}`,
  });
  const { form } = record;
  const v = form.values;
  const clearChainErrors = () =>
    (['project_id', 'stage_id', 'stage_activity_id'] as const).forEach((k) => form.clearFieldError(k));

  return (
    <PageForm record={pending.guard(record)} onCancel={() => navigate(-1)}>
      <Section title="Ubicación">
        <TaskChainSelects
          value={{ project_id: v.project_id, stage_id: v.stage_id, stage_activity_id: v.stage_activity_id }}
          onChange={(chain) => {
            form.setValues(chain);
            clearChainErrors();
          }}
          errors={{
            project_id: form.errors.project_id as string | undefined,
            stage_id: form.errors.stage_id as string | undefined,
            stage_activity_id: form.errors.stage_activity_id as string | undefined,
          }}
          current={task ?? undefined}
        />
      </Section>
      <Section title="Datos de la tarea">
        <Stack gap="md">
          <TextInput label="Título" withAsterisk maxLength={200} data-autofocus {...form.getInputProps('title')} />
          <RichTextEditor
            label="Descripción"
            placeholder="Describa el trabajo a realizar"
            {...bindField(form, 'description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label="Prioridad"
              withAsterisk
              data={PRIORITY_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('priority')}
            />
            <DateField label="Fecha de inicio" {...form.getInputProps('start_date')} />
            <DateField
              label="Fecha de fin"
              description={v.start_date ? 'No puede ser anterior a la fecha de inicio.' : undefined}
              minDate={v.start_date ?? undefined}
              {...form.getInputProps('end_date')}
            />
          </SimpleGrid>
        </Stack>
      </Section>
      <Section title="Miembros y archivos">
        <Stack gap="md">
          <MemberPicker
            label="Miembros"
            description="Cada miembro recibe una notificación al ser asignado."
            placeholder={v.member_ids.length ? undefined : 'Buscar por nombre'}
            current={task?.members}
            {...bindField(form, 'member_ids')}
          />
          <FilesDropzone {...pending.dropzone} onReject={notifyError} disabled={record.busy} />
        </Stack>
      </Section>
    </PageForm>
  );
}
