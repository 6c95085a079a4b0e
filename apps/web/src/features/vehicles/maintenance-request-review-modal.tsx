import { Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  ZMaintenanceReview,
  type TMaintenanceRequestListItem,
  type TMaintenanceReview,
} from '@gestora/contract/vehicles/maintenance-requests.schema';
import { PersonCell } from '../../components/cells.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { notify } from '../../lib/notify.ts';
import { PriorityBadge } from './maintenance-requests-columns.tsx';
import { useReviewRequest } from './maintenance.queries.ts';
import { formatKm, vehicleLabel } from './request-labels.ts';

export type TReviewable = Pick<
  TMaintenanceRequestListItem,
  'public_id' | 'vehicle' | 'type' | 'description' | 'priority' | 'odometer' | 'requested_by'
>;

interface ReviewModalProps {
  opened: boolean;
  request: TReviewable | null;
  onClose: () => void;
}

type Values = { decision: TMaintenanceReview['decision']; note: string };

/**
 * 'Revisar solicitud': approve or reject a pending request, with a note (required to reject) that the requester
 * reads in the notification. A request reviewed meanwhile by someone else answers 409: its message is shown and
 * the list refreshed.
 */
export function MaintenanceRequestReviewModal({ opened, request, onClose }: ReviewModalProps) {
  const review = useReviewRequest();
  const record = useRecordForm<Values, TMaintenanceReview>({
    schema: ZMaintenanceReview,
    initial: { decision: 'Aprobada', note: '' },
    toBody: (v) => ({ decision: v.decision, note: v.note || null }),
    save: (body) => review.mutateAsync({ id: request!.public_id, body }),
    updating: true,
    announce: () =>
      notify(
        'Se avisó al solicitante.',
        'success',
        record.form.values.decision === 'Aprobada' ? 'Solicitud aprobada' : 'Solicitud rechazada',
      ),
    onSaved: onClose,
  });
  const rejecting = record.form.values.decision === 'Rechazada';

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Revisar solicitud"
      submitLabel={rejecting ? 'Rechazar' : 'Aprobar'}
      size="md"
      record={record}
    >
      {request ? (
        <Paper withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={500} size="sm">
                {vehicleLabel(request.vehicle)}
              </Text>
              <PriorityBadge priority={request.priority} />
            </Group>
            {request.type || request.odometer !== null ? (
              <Text size="xs" c="dimmed">
                {[request.type?.name, request.odometer !== null ? formatKm(request.odometer) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            ) : null}
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {request.description}
            </Text>
            <PersonCell user={request.requested_by} size={22} />
          </Stack>
        </Paper>
      ) : null}
      <Radio.Group label="Decisión" withAsterisk {...bindField(record.form, 'decision')}>
        <Group gap="lg" mt={6}>
          <Radio value="Aprobada" label="Aprobar" />
          <Radio value="Rechazada" label="Rechazar" color="red" />
        </Group>
      </Radio.Group>
      <Textarea
        label="Nota"
        withAsterisk={rejecting}
        description={
          rejecting
            ? 'Indique el motivo: el solicitante lo leerá en la notificación.'
            : 'Opcional: la verá el solicitante.'
        }
        autosize
        minRows={3}
        maxRows={8}
        maxLength={1000}
        {...record.form.getInputProps('note')}
      />
    </FormModal>
  );
}
