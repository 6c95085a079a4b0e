import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconClipboardCheck, IconTool, IconTrash } from '@tabler/icons-react';
import type { TMaintenanceRequest } from '@gestora/contract/vehicles/maintenance-requests.schema';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { MaintenanceRequestReviewModal } from './maintenance-request-review-modal.tsx';
import { useDeleteRequest } from './maintenance.queries.ts';
import { attendLink, requestName } from './request-labels.ts';

/** Whether the request's page has any action for this viewer. */
export const hasRequestActions = ({ can }: Pick<TMaintenanceRequest, 'can'>) => can.review || can.attend || can.delete;

/** The request page's actions, as its `can` allows: review it, register its maintenance, delete it. */
export function MaintenanceRequestActions({ request }: { request: TMaintenanceRequest }) {
  const navigate = useNavigate();
  const review = useDialog<TMaintenanceRequest>();
  const remove = useDeleteRequest();
  const [deleting, setDeleting] = useState(false);
  const { can } = request;
  return (
    <>
      {can.review ? (
        <Button leftSection={<IconClipboardCheck size={16} />} onClick={() => review.open(request)}>
          Revisar
        </Button>
      ) : null}
      {can.attend ? (
        <Button component={Link} to={attendLink(request)} leftSection={<IconTool size={16} />}>
          Registrar mantenimiento
        </Button>
      ) : null}
      {can.delete ? (
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
          Eliminar
        </Button>
      ) : null}
      <MaintenanceRequestReviewModal
        key={review.key}
        opened={review.opened}
        request={review.value}
        onClose={review.close}
      />
      <ConfirmDelete
        target={deleting ? { kind: 'solicitud', name: requestName(request) } : null}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutateAsync(request.public_id)}
        onDeleted={() => navigate('/maintenance_request')}
      />
    </>
  );
}
