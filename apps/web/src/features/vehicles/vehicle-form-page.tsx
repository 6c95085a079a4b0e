import { FormPage } from '../../components/form-page.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { VehicleForm } from './vehicle-form.tsx';
import { vehicleName } from './vehicle-labels.ts';
import { useVehicle } from './vehicles.queries.ts';

/** /vehicle/create 'Nuevo vehículo'. */
export function VehicleCreatePage() {
  return (
    <FormPage title="Nuevo vehículo" subtitle="Registre el vehículo; después podrá planificar su mantenimiento.">
      <VehicleForm vehicle={null} />
    </FormPage>
  );
}

/** /vehicle/edit/:id 'Editar vehículo'. */
export function VehicleEditPage() {
  const { id } = useParams();
  const vehicle = useVehicle(id);
  return (
    <FormPage
      title="Editar vehículo"
      subtitle={vehicle.data ? vehicleName(vehicle.data) : undefined}
      record={{ query: vehicle, errorTitle: 'No se pudo cargar el vehículo' }}
    >
      {/* Keyed by the vehicle, not its updated_at: the save refetches it while the photo still uploads, and a new
          form then would lose the way to the vehicle's page. */}
      {(v) => <VehicleForm key={v.public_id} vehicle={v} />}
    </FormPage>
  );
}
