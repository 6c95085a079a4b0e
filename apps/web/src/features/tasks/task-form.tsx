import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { ZTaskRequest, type TTaskDetail, type TTaskRequest } from '@gestora/contract/tasks/tasks.schema';
import type { TTaskPriority } from '@gestora/contract/tasks/remaining-days';
import { showFormErrors } from '../../components/form-errors.ts';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.tsx';
import { notify, notifyError, notifySaved, notifyUpdated } from '../../lib/notify.ts';
import { TaskChainSelects } from './task-chain-selects.tsx';
import { TaskFilesDropzone, type UploadState } from './task-files-dropzone.tsx';
import { PRIORITY_OPTIONS } from './task-labels.ts';
import { MemberPicker } from './task-pickers.tsx';
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
  const [files, setFiles] = useState<File[]>([]);
  const [states, setStates] = useState<UploadState[]>([]);
  const [uploading, setUploading] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  const form = useForm({
    initialValues: {
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
    validate: schemaResolver(ZTaskRequest, { sync: true }),
  });

  const guard = useUnsavedGuard((form.isDirty() || files.length > 0) && !leaveTo);
  // Navigate only after the guard has seen that the form is saved.
  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  /** One request per file, so that each file shows its own progress and a failure names that file. */
  const uploadAll = async (id: string) => {
    setUploading(true);
    const next: UploadState[] = files.map(() => 'waiting');
    let failed = 0;
    for (let i = 0; i < files.length; i++) {
      next[i] = 'uploading';
      setStates([...next]);
      try {
        await uploadTaskFiles(id, [files[i]]);
        next[i] = 'done';
      } catch {
        next[i] = 'error';
        failed += 1;
      }
      setStates([...next]);
    }
    setUploading(false);
    return failed;
  };

  const submit = form.onSubmit((values) => {
    // The request's status defaults to 'Pendiente': an edit keeps the task's own status (moved elsewhere).
    const body: TTaskRequest = {
      ...values,
      status: task?.status ?? '1',
      description: values.description || null,
    };
    save.mutate(
      { id: task?.public_id, body },
      {
        onSuccess: async (saved) => {
          const failed = files.length ? await uploadAll(saved.public_id) : 0;
          if (failed) {
            notify(
              `La tarea se guardó, pero ${failed === 1 ? 'un archivo no se pudo subir' : `${failed} archivos no se pudieron subir`}. Puede adjuntarlos desde el detalle.`,
              'info',
              task ? MSG.updated : MSG.saved,
            );
          } else if (task) notifyUpdated();
          else notifySaved();
          setLeaveTo(`/task/${saved.public_id}`);
        },
        onError: (error) => showFormErrors(form, error),
      },
    );
  });

  const busy = save.isPending || uploading;
  const v = form.values;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb="md">
            Ubicación
          </Title>
          <TaskChainSelects
            value={{ project_id: v.project_id, stage_id: v.stage_id, stage_activity_id: v.stage_activity_id }}
            onChange={(chain) => {
              form.setFieldValue('project_id', chain.project_id);
              form.setFieldValue('stage_id', chain.stage_id);
              form.setFieldValue('stage_activity_id', chain.stage_activity_id);
              form.clearFieldError('project_id');
              form.clearFieldError('stage_id');
              form.clearFieldError('stage_activity_id');
            }}
            errors={{
              project_id: form.errors.project_id as string | undefined,
              stage_id: form.errors.stage_id as string | undefined,
              stage_activity_id: form.errors.stage_activity_id as string | undefined,
            }}
            current={task ?? undefined}
          />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb="md">
            Datos de la tarea
          </Title>
          <Stack gap="md">
            <TextInput label="Título" withAsterisk maxLength={200} data-autofocus {...form.getInputProps('title')} />
            <RichTextEditor
              label="Descripción"
              placeholder="Describa el trabajo a realizar"
              value={v.description}
              onChange={(html) => {
                form.setFieldValue('description', html);
                form.clearFieldError('description');
              }}
              error={form.errors.description}
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
              <DatePickerInput
                label="Fecha de inicio"
                placeholder={MSG.selectPlaceholder}
                leftSection={<IconCalendar size={16} />}
                valueFormat="D [de] MMMM [de] YYYY"
                clearable
                {...form.getInputProps('start_date')}
              />
              <DatePickerInput
                label="Fecha de fin"
                placeholder={MSG.selectPlaceholder}
                description={v.start_date ? 'No puede ser anterior a la fecha de inicio.' : undefined}
                leftSection={<IconCalendar size={16} />}
                valueFormat="D [de] MMMM [de] YYYY"
                minDate={v.start_date ?? undefined}
                clearable
                {...form.getInputProps('end_date')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb="md">
            Miembros y archivos
          </Title>
          <Stack gap="md">
            <MemberPicker
              label="Miembros"
              description="Cada miembro recibe una notificación al ser asignado."
              placeholder={v.member_ids.length ? undefined : 'Buscar por nombre'}
              known={task?.members}
              {...form.getInputProps('member_ids')}
              value={v.member_ids}
              onChange={(ids) => form.setFieldValue('member_ids', ids)}
            />
            <TaskFilesDropzone
              files={files}
              onChange={(f) => {
                setFiles(f);
                setStates([]);
              }}
              states={states}
              onReject={notifyError}
              disabled={busy}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(-1)} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" loading={busy}>
            Guardar
          </Button>
        </Group>
      </Stack>
      {guard}
    </form>
  );
}
