import { SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZClientRequest, type TClient } from '@gestora/contract/clients/clients.schema';
import { FormModal } from '../../components/form-modal.tsx';
import { showFormErrors } from '../../components/form-errors.ts';
import { notifySaved, notifyUpdated } from '../../lib/notify.ts';
import { useSaveClient } from './clients.queries.ts';

interface ClientFormModalProps {
  opened: boolean;
  /** null: a new client. */
  client: TClient | null;
  onClose: () => void;
}

export function ClientFormModal({ opened, client, onClose }: ClientFormModalProps) {
  const save = useSaveClient();
  const form = useForm({
    initialValues: {
      name: client?.name ?? '',
      tax_id: client?.tax_id ?? '',
      contact_name: client?.contact_name ?? '',
      email: client?.email ?? '',
      phone: client?.phone ?? '',
      address: client?.address ?? '',
      notes: client?.notes ?? '',
      active: client?.active ?? true,
    },
    validate: schemaResolver(ZClientRequest, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: client?.public_id, body: values },
      {
        onSuccess: () => {
          if (client) notifyUpdated();
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
      title={client ? 'Editar cliente' : 'Nuevo cliente'}
      dirty={form.isDirty()}
      busy={save.isPending}
      onSubmit={submit}
      size="lg"
    >
      <TextInput
        label="Nombre o razón social"
        withAsterisk
        maxLength={150}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Identificación tributaria"
          description="RUC, NIT o RFC; no puede repetirse."
          maxLength={30}
          {...form.getInputProps('tax_id')}
        />
        <TextInput label="Persona de contacto" maxLength={150} {...form.getInputProps('contact_name')} />
        <TextInput label="Correo electrónico" type="email" maxLength={150} {...form.getInputProps('email')} />
        <TextInput label="Teléfono" type="tel" maxLength={30} {...form.getInputProps('phone')} />
      </SimpleGrid>
      <TextInput label="Dirección" maxLength={250} {...form.getInputProps('address')} />
      <Textarea label="Notas" autosize minRows={2} maxRows={5} maxLength={1000} {...form.getInputProps('notes')} />
      <Switch
        label="Activo"
        description="Solo los clientes activos se pueden elegir al registrar un proyecto."
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
