import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconEdit, IconTool, IconTrash } from '@tabler/icons-react';
import type { TVehicleDetail } from '@gestora/contract/vehicles/vehicles.schema';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { VehicleStatusBadge } from './vehicle-badges.tsx';
import { CostsSection, OdometerSection } from './vehicle-costs.tsx';
import { VehicleDueSection } from './vehicle-due-table.tsx';
import { VehicleFacts } from './vehicle-facts.tsx';
import { vehicleName } from './vehicle-labels.ts';
import { HistorySection, OpenRequestsSection } from './vehicle-maintenance-sections.tsx';
import { useDeleteVehicle, useVehicle } from './vehicles.queries.ts';

/** /vehicle/:id: the vehicle's data, what is due next, its odometer and costs, its history and open requests. */
export function VehicleDetailPage() {
  const { id } = useParams();
  const vehicle = useVehicle(id);
  return (
    <Loaded
      query={vehicle}
      errorTitle="No se pudo cargar el vehículo"
      errorExtra={
        <Button variant="subtle" size="xs" component={Link} to="/vehicle">
          Volver a vehículos
        </Button>
      }
      skeleton={[40, 200, 140, 220]}
    >
      {(v) => <VehicleDetail vehicle={v} />}
    </Loaded>
  );
}

function VehicleDetail({ vehicle: v }: { vehicle: TVehicleDetail }) {
  const { can } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteVehicle();
  const [deleting, setDeleting] = useState(false);
  // The sections of other lists show only to who may read those lists (the API refuses the others).
  const seesRecords = can('Mantenimiento de vehículos');
  const seesRequests = can(
    'Solicitudes de mantenimiento de vehículos',
    'Revisar solicitudes de mantenimiento',
    'Registrar mantenimientos',
  );

  const actions = (
    <>
      {v.can.request ? (
        <Button
          component={Link}
          to={`/maintenance_request/create?vehicle_id=${v.public_id}`}
          leftSection={<IconTool size={18} />}
        >
          Solicitar mantenimiento
        </Button>
      ) : null}
      {v.can.update ? (
        <Button
          component={Link}
          to={`/vehicle/edit/${v.public_id}`}
          variant="default"
          leftSection={<IconEdit size={18} />}
        >
          Editar
        </Button>
      ) : null}
      {v.can.delete ? (
        <Button
          variant="default"
          color="red"
          c="red"
          leftSection={<IconTrash size={18} />}
          onClick={() => setDeleting(true)}
        >
          Eliminar
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeader
        eyebrow={
          <Group gap="xs" mb={6}>
            <VehicleStatusBadge status={v.status} />
            {v.active ? null : <ActiveBadge active={false} />}
          </Group>
        }
        title={v.plate}
        subtitle={[`${v.brand} ${v.model}`, v.year].filter(Boolean).join(' · ')}
        actions={actions}
      />
      <Stack gap="lg">
        <VehicleFacts vehicle={v} />
        <VehicleDueSection due={v.due} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <OdometerSection readings={v.odometer_readings} />
          <CostsSection costs={v.costs} />
        </SimpleGrid>
        {seesRecords ? <HistorySection vehicleId={v.public_id} currency={v.costs.currency} /> : null}
        {seesRequests ? (
          <OpenRequestsSection
            vehicleId={v.public_id}
            linkRequests={can('Solicitudes de mantenimiento de vehículos')}
          />
        ) : null}
      </Stack>
      <ConfirmDelete
        target={deleting ? { kind: 'vehículo', name: vehicleName(v) } : null}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutateAsync(v.public_id)}
        onDeleted={() => navigate('/vehicle')}
      />
    </>
  );
}
