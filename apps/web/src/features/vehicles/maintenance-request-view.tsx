import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TMaintenanceRequest } from '@gestora/contract/vehicles/maintenance-requests.schema';
import { PersonCell } from '../../components/cells.tsx';
import { Fact } from '../../components/fact.tsx';
import { SavedFilesTable } from '../../components/saved-files-table.tsx';
import { Section } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { Link } from '../../lib/router/link.tsx';
import { PriorityBadge } from './maintenance-requests-columns.tsx';
import { formatKm, vehicleLabel } from './request-labels.ts';

/**
 * A request as its page shows it once it may not be edited (reviewed, or someone else's): what was asked, who
 * reviewed it and why, its photos, and the maintenance that attended it.
 */
export function MaintenanceRequestView({ request: r }: { request: TMaintenanceRequest }) {
  const { can } = useAuth();
  return (
    <Stack gap="lg" maw={900}>
      <Section title="Solicitud">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="md">
            <Fact label="Vehículo">{vehicleLabel(r.vehicle)}</Fact>
            <Fact label="Tipo de mantenimiento">{r.type?.name ?? 'Sin indicar'}</Fact>
            <Fact label="Kilometraje">{r.odometer !== null ? formatKm(r.odometer) : 'Sin indicar'}</Fact>
            <Fact label="Prioridad">
              <PriorityBadge priority={r.priority} />
            </Fact>
            <Fact label="Estado">
              <StatusBadge status={r.status} />
            </Fact>
            <Fact label="Solicitante">
              <PersonCell user={r.requested_by} size={22} />
            </Fact>
            <Fact label="Fecha de solicitud">{formatDate(r.created_at)}</Fact>
          </SimpleGrid>
          <Fact label="Descripción">
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {r.description}
            </Text>
          </Fact>
        </Stack>
      </Section>
      <Section title="Revisión">
        {r.reviewed_at ? (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              <Fact label="Revisada por">
                <PersonCell user={r.reviewer} size={22} />
              </Fact>
              <Fact label="Fecha de revisión">{formatDateTime(r.reviewed_at)}</Fact>
              {r.record_id ? (
                <Fact label="Mantenimiento">
                  {can('Mantenimiento de vehículos') ? (
                    <Anchor component={Link} to={`/vehicle_maintenance/edit/${r.record_id}`} size="sm">
                      Ver el mantenimiento registrado
                    </Anchor>
                  ) : (
                    'Registrado'
                  )}
                </Fact>
              ) : null}
            </SimpleGrid>
            <Fact label="Nota">{r.review_note ?? 'Sin nota'}</Fact>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            La solicitud aún no ha sido revisada.
          </Text>
        )}
      </Section>
      <Section title="Fotos">
        {r.photos.length ? (
          <SavedFilesTable files={r.photos} urlField="url" nameField="name" withSize withUploader />
        ) : (
          <Text size="sm" c="dimmed">
            La solicitud no tiene fotos.
          </Text>
        )}
      </Section>
    </Stack>
  );
}
