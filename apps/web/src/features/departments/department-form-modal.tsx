import { Switch, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZDepartmentRequest, type TDepartment } from '@gestora/contract/departments/departments.schema';
import { FormModal } from '../../components/form-modal.tsx';
import { showFormErrors } from '../../components/form-errors.ts';
import { notifySaved, notifyUpdated } from '../../lib/notify.ts';
import { useSaveDepartment } from './departments.queries.ts';

interface DepartmentFormModalProps {
  opened: boolean;
  /** null: a new area. */
  department: TDepartment | null;
  onClose: () => void;
}

export function DepartmentFormModal({ opened, department, onClose }: DepartmentFormModalProps) {
  const save = useSaveDepartment();
  const form = useForm({
    initialValues: {
      name: department?.name ?? '',
      description: department?.description ?? '',
      active: department?.active ?? true,
    },
    validate: schemaResolver(ZDepartmentRequest, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: department?.public_id, body: values },
      {
        onSuccess: () => {
          if (department) notifyUpdated();
          else notifySaved();
          onClose();
        },
        onError: (error) => showFormErrors(form, error),
      },
    ),
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={department ? 'Editar área' : 'Nueva área'}
      dirty={form.isDirty()}
      busy={save.isPending}
      onSubmit={submit}
      size="md"
    >
      <TextInput label="Nombre" withAsterisk maxLength={100} data-autofocus {...form.getInputProps('name')} />
      <Textarea
        label="Descripción"
        description="Opcional. Qué hace el área, en una o dos frases."
        autosize
        minRows={3}
        maxRows={6}
        maxLength={500}
        {...form.getInputProps('description')}
      />
      <Switch
        label="Activa"
        description="Solo las áreas activas aparecen al asignar usuarios y en los filtros."
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
