import { Text } from '@mantine/core';
import { ZTicketAssignRequest, type TTicketListItem } from '@gestora/contract/tickets/tickets.schema';
import { FormModal } from '../../components/form-modal.tsx';
import { UserPicker } from '../../components/people-pickers.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { useAssignTicket } from './tickets.queries.ts';

interface TicketAssignModalProps {
  opened: boolean;
  ticket: TTicketListItem | null;
  onClose: () => void;
}

/** 'Asignar responsable' / 'Reasignar': the new responsible is notified and sees it arrive in their list. */
export function TicketAssignModal({ opened, ticket, onClose }: TicketAssignModalProps) {
  const assign = useAssignTicket();
  const record = useRecordForm<{ responsible_id: string | null }>({
    schema: ZTicketAssignRequest,
    initial: { responsible_id: ticket?.responsible?.public_id ?? null },
    toBody: (v) => ({ responsible_id: v.responsible_id ?? '' }),
    save: (body) => assign.mutateAsync({ id: ticket!.public_id, body: body as { responsible_id: string } }),
    updating: true,
    onSaved: onClose,
  });
  const reassigning = Boolean(ticket?.responsible);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={reassigning ? 'Reasignar ticket' : 'Asignar responsable'}
      submitLabel="Asignar"
      size="md"
      record={record}
    >
      {ticket ? (
        <Text size="sm">
          <Text span ff="monospace" c="dimmed">
            {ticket.code}
          </Text>{' '}
          {ticket.title}
        </Text>
      ) : null}
      <UserPicker
        label="Responsable"
        withAsterisk
        data-autofocus
        current={ticket?.responsible ?? null}
        {...bindField(record.form, 'responsible_id')}
      />
    </FormModal>
  );
}
