import { IconClipboardCheck, IconTool } from '@tabler/icons-react';
import type { TMaintenanceRequestListItem } from '@gestora/contract/vehicles/maintenance-requests.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions, viewAction } from '../../components/row-actions.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { MaintenanceRequestReviewModal } from './maintenance-request-review-modal.tsx';
import { requestColumns } from './maintenance-requests-columns.tsx';
import { MaintenanceRequestsFilters, REQUEST_FILTERS } from './maintenance-requests-filters.tsx';
import { requestsQueryOptions, useDeleteRequest } from './maintenance.queries.ts';
import { attendLink, requestName } from './request-labels.ts';

type Row = TMaintenanceRequestListItem;

/**
 * /maintenance_request 'Solicitudes de mantenimiento': a requester's own requests, or every request for who
 * reviews or attends them. Each row offers what its `can` allows: edit and delete while pending (its requester),
 * review (a reviewer), and 'Registrar mantenimiento' once approved, which opens the record's form filled from it.
 */
export function MaintenanceRequestsPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const page = useListPage({
    filters: REQUEST_FILTERS,
    query: requestsQueryOptions,
    exportPath: '/api/maintenance_requests',
    remove: { kind: 'solicitud', name: requestName, mutation: useDeleteRequest() },
  });
  const review = useDialog<Row>();
  const open = (r: Row) => navigate(`/maintenance_request/edit/${r.public_id}`);
  const actions = useRowActions<Row>([
    viewAction(open, { when: (r) => !r.can.update }),
    { ...editAction(open, true), when: (r) => r.can.update },
    {
      label: 'Revisar',
      icon: <IconClipboardCheck size={16} />,
      onClick: review.open,
      when: (r) => r.can.review,
    },
    {
      label: 'Registrar mantenimiento',
      icon: <IconTool size={16} />,
      onClick: (r) => navigate(attendLink(r)),
      when: (r) => r.can.attend,
    },
    { ...deleteAction(page.askDelete, true), when: (r) => r.can.delete },
  ]);
  const newButton = useNewButton({
    label: 'Nueva solicitud',
    allow: 'Solicitudes de mantenimiento de vehículos',
    to: '/maintenance_request/create',
  });
  const seesAll = can('Revisar solicitudes de mantenimiento', 'Registrar mantenimientos');
  const vehicleId = page.list.filters.vehicle_id;
  const filteredVehicle = page.table.page?.data.find((r) => r.vehicle.public_id === vehicleId)?.vehicle;

  return (
    <ListScreen
      page={page}
      title="Solicitudes de mantenimiento"
      subtitle={
        seesAll
          ? 'Las solicitudes de la flota: revise las pendientes y registre el mantenimiento de las aprobadas.'
          : 'Sus solicitudes de mantenimiento y en qué estado están.'
      }
      newButton={newButton}
      filters={<MaintenanceRequestsFilters list={page.list} withMine={seesAll} vehicle={filteredVehicle} />}
      label="Solicitudes de mantenimiento"
      columns={requestColumns}
      rowLabel={requestName}
      onRowClick={open}
      actions={actions}
      minWidth={1000}
    >
      <MaintenanceRequestReviewModal
        key={review.key}
        opened={review.opened}
        request={review.value}
        onClose={review.close}
      />
    </ListScreen>
  );
}
