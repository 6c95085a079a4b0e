import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TMaintenanceRecord } from '@gestora/contract/vehicles/maintenance-records.schema';
import { PersonCell } from '../../components/cells.tsx';
import { Fact } from '../../components/fact.tsx';
import { SavedFilesTable } from '../../components/saved-files-table.tsx';
import { Section } from '../../components/section.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { Link } from '../../lib/router/link.tsx';
import { formatMoney } from './fleet-costs-format.ts';
import { formatKm, vehicleLabel } from './request-labels.ts';

/** The request a record attended, linked for who may open requests. */
export function AttendedRequest({ requestId }: { requestId: string | null }) {
  const { can } = useAuth();
  if (!requestId) return null;
  return can('Solicitudes de mantenimiento de vehículos') ? (
    <Anchor component={Link} to={`/maintenance_request/edit/${requestId}`} size="sm">
      Ver la solicitud que atendió
    </Anchor>
  ) : (
    <Text size="sm">Atendió una solicitud</Text>
  );
}

/** A maintenance record for who may not edit it: what was done, what it cost, and its invoices. */
export function MaintenanceRecordView({ record: r, currency }: { record: TMaintenanceRecord; currency: string }) {
  return (
    <Stack gap="lg" maw={900}>
      <Section title="Mantenimiento">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="md">
            <Fact label="Vehículo">{vehicleLabel(r.vehicle)}</Fact>
            <Fact label="Tipo de mantenimiento">{r.type.name}</Fact>
            <Fact label="Fecha">{formatDate(r.performed_on)}</Fact>
            <Fact label="Kilometraje">{formatKm(r.odometer)}</Fact>
            <Fact label="Costo">{formatMoney(r.cost, currency)}</Fact>
            <Fact label="Taller">{r.workshop ?? 'Sin indicar'}</Fact>
            <Fact label="Registrado por">
              <PersonCell user={r.created_by} size={22} />
            </Fact>
            {r.request_id ? (
              <Fact label="Solicitud">
                <AttendedRequest requestId={r.request_id} />
              </Fact>
            ) : null}
          </SimpleGrid>
          <Fact label="Descripción">
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {r.description ?? 'Sin descripción'}
            </Text>
          </Fact>
        </Stack>
      </Section>
      <Section title="Facturas">
        {r.invoices.length ? (
          <SavedFilesTable files={r.invoices} urlField="url" nameField="name" withSize withUploader />
        ) : (
          <Text size="sm" c="dimmed">
            El mantenimiento no tiene facturas.
          </Text>
        )}
      </Section>
    </Stack>
  );
}
