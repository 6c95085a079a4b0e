import { IconCircleCheck, IconPower } from '@tabler/icons-react';
import type { TVehicleListItem } from '@gestora/contract/vehicles/vehicles.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions, viewAction } from '../../components/row-actions.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { useListPage } from '../../components/use-list-page.tsx';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { VehicleActiveDialog } from './vehicle-active-dialog.tsx';
import { vehicleName } from './vehicle-labels.ts';
import { vehicleColumns } from './vehicles-columns.tsx';
import { VEHICLE_FILTERS, VehiclesFilters } from './vehicles-filters.tsx';
import { useDeleteVehicle, vehiclesQueryOptions } from './vehicles.queries.ts';

/** /vehicle 'Vehículos': the fleet with its state, odometer and what is due next; a click opens the vehicle. */
export function VehiclesPage() {
  const navigate = useNavigate();
  const page = useListPage({
    filters: VEHICLE_FILTERS,
    query: vehiclesQueryOptions,
    exportPath: '/api/vehicles',
    remove: { kind: 'vehículo', name: vehicleName, mutation: useDeleteVehicle() },
  });
  const activation = useDialog<TVehicleListItem>();
  const open = (v: TVehicleListItem) => navigate(`/vehicle/${v.public_id}`);
  const actions = useRowActions<TVehicleListItem>([
    viewAction(open),
    {
      ...editAction((v) => navigate(`/vehicle/edit/${v.public_id}`), 'Actualizar vehículos'),
      when: (v) => v.can.update,
    },
    {
      label: 'Desactivar',
      icon: <IconPower size={16} />,
      color: 'red',
      onClick: activation.open,
      allow: 'Actualizar vehículos',
      when: (v) => v.can.update && v.active,
    },
    {
      label: 'Activar',
      icon: <IconCircleCheck size={16} />,
      onClick: activation.open,
      allow: 'Actualizar vehículos',
      when: (v) => v.can.update && !v.active,
    },
    { ...deleteAction(page.askDelete, 'Eliminar vehículos'), when: (v) => v.can.delete },
  ]);
  const newButton = useNewButton({ label: 'Nuevo vehículo', allow: 'Registrar vehículos', to: '/vehicle/create' });
  // The driver the URL filters by, named from the rows when they show them (after a reload).
  const driverId = page.list.filters.driver_id;
  const driver = page.table.page?.data.find((v) => v.driver?.public_id === driverId)?.driver ?? null;

  return (
    <ListScreen
      page={page}
      title="Vehículos"
      subtitle="La flota de la organización, su estado y sus próximos mantenimientos."
      newButton={newButton}
      filters={<VehiclesFilters list={page.list} driver={driver} />}
      label="Vehículos"
      columns={vehicleColumns}
      rowLabel={vehicleName}
      onRowClick={open}
      actions={actions}
    >
      <VehicleActiveDialog opened={activation.opened} vehicle={activation.value} onClose={activation.close} />
    </ListScreen>
  );
}
