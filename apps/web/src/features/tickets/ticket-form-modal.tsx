import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  ZTicketCreateRequest,
  ZTicketUpdateRequest,
  type TTicketDetail,
} from '@gestora/contract/tickets/tickets.schema';
import { FormModal } from '../../components/form-modal.tsx';
import { DepartmentSelect } from '../../components/lookup-selects.tsx';
import { UserPicker } from '../../components/people-pickers.tsx';
import { LazyRichTextEditor } from './lazy-rich-text-editor.tsx';
import { useRecordForm } from '../../components/use-record-form.ts';
import { PRIORITY_OPTIONS } from './ticket-labels.ts';
import { useCreateTicket, useUpdateTicket } from './tickets.queries.ts';

interface TicketFormModalProps {
  opened: boolean;
  /** null: a new ticket, raised by whoever is signed in. */
  ticket: TTicketDetail | null;
  /** May pick the responsible at once ('Actualizar ticket'); others leave it to the administration. */
  canAssign?: boolean;
  onClose: () => void;
  /** After the save: a path to go to (the new ticket's page), or nothing to stay. */
  onSaved?: (ticket: TTicketDetail) => string | void;
}

interface Values extends Record<string, unknown> {
  title: string;
  department_id: string;
  priority: string;
  category: string;
  description: string;
  responsible_id: string | null;
}

/** 'Nuevo ticket' (any signed-in user, for a department) and 'Editar ticket' (the administration). */
export function TicketFormModal({ opened, ticket, canAssign = false, onClose, onSaved }: TicketFormModalProps) {
  const create = useCreateTicket();
  const update = useUpdateTicket();
  const record = useRecordForm<Values, Record<string, unknown>, TTicketDetail>({
    schema: ticket ? ZTicketUpdateRequest : ZTicketCreateRequest,
    initial: {
      title: ticket?.title ?? '',
      department_id: ticket?.department?.public_id ?? '',
      priority: ticket?.priority ?? 'Media',
      category: ticket?.category ?? '',
      description: ticket?.description ?? '',
      responsible_id: null,
    },
    toBody: ({ responsible_id, ...v }) => (ticket || !responsible_id ? v : { ...v, responsible_id }),
    save: (body) =>
      ticket ? update.mutateAsync({ id: ticket.public_id, body: body as never }) : create.mutateAsync(body as never),
    updating: Boolean(ticket),
    // Going on to another page closes the form with the page; staying closes it here.
    onSaved: (saved) => {
      const next = onSaved?.(saved);
      if (!next) onClose();
      return next;
    },
  });
  const { getInputProps, values, setFieldValue, errors } = record.form;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={ticket ? `Editar ticket ${ticket.code}` : 'Nuevo ticket'}
      submitLabel={ticket ? 'Guardar' : 'Registrar ticket'}
      record={record}
    >
      <TextInput label="Título" withAsterisk maxLength={200} data-autofocus {...getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DepartmentSelect
          label="Departamento"
          description="El área que atenderá el ticket."
          withAsterisk
          current={ticket?.department ?? null}
          {...getInputProps('department_id')}
        />
        <Select
          label="Prioridad"
          description="Fija la fecha de vencimiento según su nivel de servicio."
          withAsterisk
          data={PRIORITY_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...getInputProps('priority')}
        />
      </SimpleGrid>
      <TextInput
        label="Categoría"
        placeholder="Por ejemplo: Equipos, Accesos, Instalaciones"
        maxLength={100}
        {...getInputProps('category')}
      />
      <LazyRichTextEditor
        label="Descripción"
        placeholder="Describa el problema o la solicitud."
        value={values.description}
        onChange={(html) => setFieldValue('description', html)}
        error={errors.description}
      />
      {!ticket && canAssign ? (
        <UserPicker
          label="Responsable"
          description="Opcional: se le notificará la asignación."
          placeholder="Sin asignar"
          value={values.responsible_id}
          onChange={(v) => setFieldValue('responsible_id', v)}
          error={errors.responsible_id}
        />
      ) : null}
      {ticket ? (
        <Text size="xs" c="dimmed">
          El responsable se cambia con «Asignar responsable».
        </Text>
      ) : null}
    </FormModal>
  );
}
