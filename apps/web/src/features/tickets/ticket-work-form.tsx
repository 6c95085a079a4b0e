import { Button, Group, Select, Stack } from '@mantine/core';
import { TICKET_WORK_STATUSES } from '@gestora/contract/tickets/ticket-states';
import { ZTicketStatusRequest, type TTicketDetail } from '@gestora/contract/tickets/tickets.schema';
import { LazyRichTextEditor } from './lazy-rich-text-editor.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { WORK_STATUS_OPTIONS } from './ticket-labels.ts';
import { useChangeTicketStatus } from './tickets.queries.ts';

const isWorkStatus = (s: string): s is (typeof TICKET_WORK_STATUSES)[number] =>
  (TICKET_WORK_STATUSES as readonly string[]).includes(s);

/**
 * The responsible's panel: move the status and write the solution. 'Resuelto' and 'Rechazado' need one (the
 * server says so under the field); solving tells the requester, who reads it at /find_ticket.
 */
export function TicketWorkForm({ ticket }: { ticket: TTicketDetail }) {
  const change = useChangeTicketStatus();
  const record = useRecordForm<{ status: string; solution: string }>({
    schema: ZTicketStatusRequest,
    initial: { status: isWorkStatus(ticket.status) ? ticket.status : 'En proceso', solution: ticket.solution ?? '' },
    save: (body) => change.mutateAsync({ id: ticket.public_id, body: body as never }),
    updating: true,
  });
  const { getInputProps, values } = record.form;
  const needsSolution = values.status === 'Resuelto' || values.status === 'Rechazado';

  return (
    <form onSubmit={record.submit} noValidate aria-label="Atender ticket">
      <Stack gap="sm">
        <Select
          label="Estado"
          data={WORK_STATUS_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', sm: 240 }}
          {...getInputProps('status')}
        />
        <LazyRichTextEditor
          label={needsSolution ? 'Solución (obligatoria para resolver o rechazar)' : 'Solución'}
          placeholder="Describa cómo se resolvió o por qué se rechaza."
          {...bindField(record.form, 'solution')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={record.busy}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
