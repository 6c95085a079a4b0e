import { Select, Text, TextInput } from '@mantine/core';
import { MSG } from '@gestora/contract/messages';
import {
  ZSubtaskUpdateRequest,
  type TSubtask,
  type TSubtaskTaskSummary,
} from '@gestora/contract/subtasks/subtasks.schema';
import { DateRangeFields } from '../../components/date-field.tsx';
import { DescriptionInput } from '../../components/form-fields.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { useRecordForm } from '../../components/use-record-form.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { useSaveSubtask } from './subtasks.queries.ts';
import type { TUserRef } from '@gestora/contract/common.schema';

interface SubtaskFormModalProps {
  opened: boolean;
  task: TSubtaskTaskSummary;
  /** null: a new subtask. */
  subtask: TSubtask | null;
  onClose: () => void;
}

const fullName = (u: TUserRef) => `${u.name} ${u.last_name}`.trim();

/** The task's people (members and creator), the signed-in user and the current responsible, once each. */
function responsibleOptions(task: TSubtaskTaskSummary, subtask: TSubtask | null, me: TUserRef | null) {
  const people = [...task.members, task.created_by, me, subtask?.responsible].filter((u): u is TUserRef => !!u);
  const seen = new Map<string, string>();
  for (const u of people) if (!seen.has(u.public_id)) seen.set(u.public_id, fullName(u));
  return [...seen].map(([value, label]) => ({ value, label }));
}

function boundsText(task: TSubtaskTaskSummary) {
  if (task.start_date && task.end_date)
    return `Dentro de la tarea: del ${formatDate(task.start_date)} al ${formatDate(task.end_date)}.`;
  if (task.start_date) return `No antes del ${formatDate(task.start_date)}, inicio de la tarea.`;
  if (task.end_date) return `No después del ${formatDate(task.end_date)}, fin de la tarea.`;
  return undefined;
}

export function SubtaskFormModal({ opened, task, subtask, onClose }: SubtaskFormModalProps) {
  const save = useSaveSubtask();
  const { user } = useAuth();
  const me = user
    ? { public_id: user.public_id, name: user.name, last_name: user.last_name, avatar_url: user.avatar_url ?? '' }
    : null;
  const options = responsibleOptions(task, subtask, me);
  const record = useRecordForm({
    schema: ZSubtaskUpdateRequest,
    initial: {
      title: subtask?.title ?? '',
      description: subtask?.description ?? '',
      responsible_id: subtask?.responsible?.public_id ?? null,
      start_date: subtask?.start_date ?? null,
      end_date: subtask?.end_date ?? null,
    } as {
      title: string;
      description: string;
      responsible_id: string | null;
      start_date: string | null;
      end_date: string | null;
    },
    save: (values) =>
      save.mutateAsync({ id: subtask?.public_id, body: subtask ? values : { ...values, task_id: task.public_id } }),
    updating: Boolean(subtask),
    onSaved: onClose,
  });
  const { form } = record;

  return (
    <FormModal opened={opened} onClose={onClose} title={subtask ? 'Editar subtarea' : 'Nueva subtarea'} record={record}>
      <TextInput label="Título" withAsterisk maxLength={200} data-autofocus {...form.getInputProps('title')} />
      <DescriptionInput maxRows={8} maxLength={5000} {...form.getInputProps('description')} />
      <Select
        label="Responsable"
        withAsterisk
        searchable
        placeholder={MSG.selectPlaceholder}
        nothingFoundMessage={MSG.noRecords}
        description="Los miembros y el creador de la tarea, o usted."
        data={options}
        {...form.getInputProps('responsible_id')}
      />
      <DateRangeFields start={form.getInputProps('start_date')} end={form.getInputProps('end_date')} within={task} />
      {boundsText(task) ? (
        <Text size="xs" c="dimmed" mt={-8}>
          {boundsText(task)}
        </Text>
      ) : null}
    </FormModal>
  );
}
