import { Switch, TextInput, Textarea } from '@mantine/core';
import { ZDepartmentRequest, type TDepartment } from '@gestora/contract/departments/departments.schema';
import { FormModal } from '../../components/form-modal.tsx';
import type { DialogProps } from '../../components/use-dialog.ts';
import { useRecordForm } from '../../components/use-record-form.ts';
import { useSaveDepartment } from './departments.queries.ts';

interface DepartmentFormModalProps extends DialogProps {
  /** null: a new area. */
  department: TDepartment | null;
}

export function DepartmentFormModal({ department, ...dialog }: DepartmentFormModalProps) {
  const save = useSaveDepartment();
  const record = useRecordForm({
    schema: ZDepartmentRequest,
    initial: {
      name: department?.name ?? '',
      description: department?.description ?? '',
      active: department?.active ?? true,
    },
    save: (body) => save.mutateAsync({ id: department?.public_id, body }),
    updating: Boolean(department),
    onSaved: dialog.onClose,
  });
  const { getInputProps } = record.form;

  return (
    <FormModal {...dialog} title={department ? 'Editar área' : 'Nueva área'} record={record} size="md">
      <TextInput label="Nombre" withAsterisk maxLength={100} data-autofocus {...getInputProps('name')} />
      <Textarea
        label="Descripción"
        description="Opcional. Qué hace el área, en una o dos frases."
        autosize
        minRows={3}
        maxRows={6}
        maxLength={500}
        {...getInputProps('description')}
      />
      <Switch
        label="Activa"
        description="Solo las áreas activas aparecen al asignar usuarios y en los filtros."
        {...getInputProps('active', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
