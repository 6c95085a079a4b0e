import { SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { ZClientRequest, type TClient } from '@gestora/contract/clients/clients.schema';
import { FormModal } from '../../components/form-modal.tsx';
import { useRecordForm } from '../../components/use-record-form.ts';
import { useSaveClient } from './clients.queries.ts';

interface ClientFormModalProps {
  opened: boolean;
  /** null: a new client. */
  client: TClient | null;
  onClose: () => void;
}

export function ClientFormModal({ opened, client, onClose }: ClientFormModalProps) {
  const save = useSaveClient();
  const record = useRecordForm({
    schema: ZClientRequest,
    initial: {
      name: client?.name ?? '',
      tax_id: client?.tax_id ?? '',
      contact_name: client?.contact_name ?? '',
      email: client?.email ?? '',
      phone: client?.phone ?? '',
      address: client?.address ?? '',
      notes: client?.notes ?? '',
      active: client?.active ?? true,
    },
    save: (body) => save.mutateAsync({ id: client?.public_id, body }),
    updating: Boolean(client),
    onSaved: onClose,
  });
  const { getInputProps } = record.form;

  return (
    <FormModal opened={opened} onClose={onClose} title={client ? 'Editar cliente' : 'Nuevo cliente'} record={record}>
      <TextInput label="Nombre o razón social" withAsterisk maxLength={150} data-autofocus {...getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Identificación tributaria"
          description="RUC, NIT o RFC; no puede repetirse."
          maxLength={30}
          {...getInputProps('tax_id')}
        />
        <TextInput label="Persona de contacto" maxLength={150} {...getInputProps('contact_name')} />
        <TextInput label="Correo electrónico" type="email" maxLength={150} {...getInputProps('email')} />
        <TextInput label="Teléfono" type="tel" maxLength={30} {...getInputProps('phone')} />
      </SimpleGrid>
      <TextInput label="Dirección" maxLength={250} {...getInputProps('address')} />
      <Textarea label="Notas" autosize minRows={2} maxRows={5} maxLength={1000} {...getInputProps('notes')} />
      <Switch
        label="Activo"
        description="Solo los clientes activos se pueden elegir al registrar un proyecto."
        {...getInputProps('active', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
