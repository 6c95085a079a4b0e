import { Input, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  ZTicketCreateRequest,
  ZTicketUpdateRequest,
  type TTicketDetail,
} from '@gestora/contract/tickets/tickets.schema';
import { FilesDropzone } from '../../components/files-dropzone.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { DepartmentSelect } from '../../components/lookup-selects.tsx';
import { UserPicker } from '../../components/people-pickers.tsx';
import { LazyRichTextEditor } from './lazy-rich-text-editor.tsx';
import { filesLeftOut, usePendingFiles } from '../../components/use-pending-files.ts';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { notifyError } from '../../lib/notify.ts';
import { PRIORITY_OPTIONS } from './ticket-labels.ts';
import { TICKET_KEYS } from './tickets.keys.ts';
import { uploadTicketFiles, useCreateTicket, useUpdateTicket } from './tickets.queries.ts';

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

/**
 * 'Nuevo ticket' (any signed-in user, for a department, with the files that show the problem) and 'Editar ticket'
 * (the administration).
 */
export function TicketFormModal({ opened, ticket, canAssign = false, onClose, onSaved }: TicketFormModalProps) {
  const client = useQueryClient();
  const create = useCreateTicket();
  const update = useUpdateTicket();
  const { files, uploadAll, dropzone } = usePendingFiles((id, file) => uploadTicketFiles(id, [file]));
  // The ticket is raised first, then its files go up; the ticket stays raised when one is refused, and its
  // requester adds it again from 'Mis tickets solicitados'.
  const raise = async (body: never) => {
    const created = await create.mutateAsync(body);
    if (!files.length) return created;
    const failed = await uploadAll(created.public_id);
    if (failed)
      notifyError(
        `El ticket se registró, pero ${filesLeftOut(failed, 'adjuntar')}. Puede adjuntarlos desde «Mis tickets solicitados».`,
      );
    await client.invalidateQueries({ queryKey: TICKET_KEYS.all });
    return created;
  };
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
    save: (body) => (ticket ? update.mutateAsync({ id: ticket.public_id, body: body as never }) : raise(body as never)),
    updating: Boolean(ticket),
    // Going on to another page closes the form with the page; staying closes it here.
    onSaved: (saved) => {
      const next = onSaved?.(saved);
      if (!next) onClose();
      return next;
    },
  });
  const { getInputProps } = record.form;

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
        {...bindField(record.form, 'description')}
      />
      {!ticket ? (
        <Input.Wrapper label="Archivos" description="Opcional: capturas o documentos que muestren el problema.">
          <FilesDropzone {...dropzone} onReject={notifyError} disabled={record.busy} />
        </Input.Wrapper>
      ) : null}
      {!ticket && canAssign ? (
        <UserPicker
          label="Responsable"
          description="Opcional: se le notificará la asignación."
          placeholder="Sin asignar"
          {...bindField(record.form, 'responsible_id')}
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
