import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  SELF_TASK_STATUSES,
  ZSelfTaskRequest,
  type TSelfTask,
  type TSelfTaskRequest,
  type TSelfTaskStatus,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import { TASK_PRIORITIES, type TTaskPriority } from '@gestora/contract/tasks/remaining-days';
import { DateField } from '../../components/date-field.tsx';
import { DescriptionInput, StatusSelect } from '../../components/form-fields.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { useSaveSelfTask, useSelfCategoryOptions } from './self-assigned.queries.ts';

interface SelfTaskFormModalProps {
  opened: boolean;
  /** null: a new task. */
  task: TSelfTask | null;
  onClose: () => void;
}

interface Values extends Record<string, unknown> {
  title: string;
  description: string;
  category_id: string | null;
  due_date: string | null;
  priority: TTaskPriority;
  status: TSelfTaskStatus;
}

/** 'Nueva tarea' / 'Editar tarea': one of the user's own tasks, in a modal from the board or the list. */
export function SelfTaskFormModal({ opened, task, onClose }: SelfTaskFormModalProps) {
  const save = useSaveSelfTask();
  const categories = useSelfCategoryOptions();
  const record = useRecordForm<Values, TSelfTaskRequest>({
    schema: ZSelfTaskRequest,
    initial: {
      title: task?.title ?? '',
      description: task?.description ?? '',
      category_id: task?.category?.public_id ?? null,
      due_date: task?.due_date ?? null,
      priority: task?.priority ?? 'Media',
      status: task?.status ?? 'Pendiente',
    },
    save: (body) => save.mutateAsync({ id: task?.public_id, body }),
    updating: Boolean(task),
    onSaved: onClose,
  });
  const { form } = record;

  return (
    <FormModal opened={opened} onClose={onClose} title={task ? 'Editar tarea' : 'Nueva tarea'} record={record}>
      <TextInput label="Título" withAsterisk maxLength={200} data-autofocus {...form.getInputProps('title')} />
      <DescriptionInput maxLength={5000} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Categoría"
          placeholder="Sin categoría"
          data={(categories.data ?? []).map((c) => ({ value: c.public_id, label: c.name }))}
          searchable
          clearable
          nothingFoundMessage="No tiene categorías con ese nombre"
          comboboxProps={{ withinPortal: true }}
          {...bindField(form, 'category_id')}
        />
        <DateField label="Fecha de vencimiento" {...bindField(form, 'due_date')} />
        <Select
          label="Prioridad"
          withAsterisk
          data={[...TASK_PRIORITIES]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('priority')}
        />
        <StatusSelect
          statuses={SELF_TASK_STATUSES}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('status')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
