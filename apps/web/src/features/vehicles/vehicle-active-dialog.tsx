import type { TVehicleListItem } from '@gestora/contract/vehicles/vehicles.schema';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { notifyUpdated } from '../../lib/notify.ts';
import { vehicleName } from './vehicle-labels.ts';
import { useSetVehicleActive } from './vehicles.queries.ts';

/** 'Desactivar vehículo' / 'Activar vehículo': says what follows before doing it. */
export function VehicleActiveDialog({
  opened,
  vehicle,
  onClose,
}: {
  opened: boolean;
  vehicle: TVehicleListItem | null;
  onClose: () => void;
}) {
  const setActive = useSetVehicleActive();
  const active = vehicle?.active ?? true;
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={active ? 'Desactivar vehículo' : 'Activar vehículo'}
      confirmLabel={active ? 'Desactivar' : 'Activar'}
      color={active ? 'red' : undefined}
      onConfirm={() => setActive.mutateAsync({ id: vehicle!.public_id, active: !active })}
      onDone={notifyUpdated}
    >
      {vehicle && active ? (
        <>
          ¿Desea desactivar el vehículo <strong>«{vehicleName(vehicle)}»</strong>? Ya no se podrá elegir al registrar
          solicitudes ni mantenimientos; su historial se conserva.
        </>
      ) : vehicle ? (
        <>
          ¿Desea activar el vehículo <strong>«{vehicleName(vehicle)}»</strong>? Se podrá elegir otra vez al registrar
          solicitudes y mantenimientos.
        </>
      ) : null}
    </ConfirmDialog>
  );
}
