import { Group } from '@mantine/core';
import { FormPage } from '../../components/form-page.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { MaintenanceRequestActions, hasRequestActions } from './maintenance-request-actions.tsx';
import { MaintenanceRequestForm } from './maintenance-request-form.tsx';
import { MaintenanceRequestView } from './maintenance-request-view.tsx';
import { useMaintenanceRequest } from './maintenance.queries.ts';
import { vehicleLabel } from './request-labels.ts';

/** /maintenance_request/create 'Nueva solicitud'; ?vehicle_id= (the vehicle's 'Solicitar mantenimiento') preselects it. */
export function MaintenanceRequestCreatePage() {
  const [search] = useSearchParams();
  return (
    <FormPage
      title="Nueva solicitud de mantenimiento"
      subtitle="La revisa el responsable de la flota; se le avisará cuando la apruebe o la rechace."
    >
      <MaintenanceRequestForm request={null} vehicleId={search.get('vehicle_id')} />
    </FormPage>
  );
}

/**
 * /maintenance_request/edit/:id: the request's page, where its notifications link. Its requester edits it while it
 * is pending; anyone else who may see it, or anyone once it was reviewed, reads it, with the actions it allows.
 */
export function MaintenanceRequestEditPage() {
  const { id } = useParams();
  const query = useMaintenanceRequest(id);
  const request = query.data;
  return (
    <>
      <PageHeader
        title={request?.can.update ? 'Editar solicitud de mantenimiento' : 'Solicitud de mantenimiento'}
        subtitle={
          request ? (
            <Group gap="xs">
              <span>{vehicleLabel(request.vehicle)}</span>
              <StatusBadge status={request.status} />
            </Group>
          ) : undefined
        }
        actions={request && hasRequestActions(request) ? <MaintenanceRequestActions request={request} /> : undefined}
      />
      <Loaded query={query} errorTitle="No se pudo cargar la solicitud">
        {(r) =>
          r.can.update ? (
            <MaintenanceRequestForm key={r.public_id} request={r} />
          ) : (
            <MaintenanceRequestView request={r} />
          )
        }
      </Loaded>
    </>
  );
}
