import type { ReactNode } from 'react';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TMaintenanceRecordListItem } from '@gestora/contract/vehicles/maintenance-records.schema';
import type { TMaintenanceRequestListItem } from '@gestora/contract/vehicles/maintenance-requests.schema';
import { PersonCell } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { Section } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDate } from '../../lib/dates.ts';
import { Link } from '../../lib/router/link.tsx';
import { formatKm, formatMoney } from './vehicle-labels.ts';
import { VEHICLE_RECORDS_SHOWN, useOpenRequests, useVehicleRecords } from './vehicles.queries.ts';

/** A date that opens its record when the user may open it. */
function DateLink({ to, date }: { to: string | null; date: string }) {
  const text = formatDate(date);
  return to ? (
    <Anchor component={Link} to={to} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Anchor>
  ) : (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-PE')} ${n === 1 ? one : many}`;

/** '10 de 34 mantenimientos' when the section shows the first ones only. */
function Count({ shown, total, one, many }: { shown: number; total: number; one: string; many: string }) {
  return (
    <Text size="sm" c="dimmed">
      {total > shown ? `${shown} de ${plural(total, one, many)}` : plural(total, one, many)}
    </Text>
  );
}

function Loading() {
  return (
    <Stack gap="xs" aria-busy>
      <Skeleton h={14} w="70%" radius="xl" />
      <Skeleton h={14} w="55%" radius="xl" />
    </Stack>
  );
}

type RecordRow = TMaintenanceRecordListItem;

/** "Historial de mantenimiento": the latest records of the vehicle, newest first, each opening its record. */
export function HistorySection({ vehicleId, currency }: { vehicleId: string; currency: string }) {
  const records = useVehicleRecords(vehicleId, true);
  const page = records.data;
  const columns: DataColumn<RecordRow>[] = [
    {
      key: 'performed_on',
      title: 'Fecha',
      card: 'title',
      render: (r) => <DateLink to={`/vehicle_maintenance/edit/${r.public_id}`} date={r.performed_on} />,
    },
    { key: 'type', title: 'Tipo', render: (r) => r.type.name },
    { key: 'odometer', title: 'Kilometraje', align: 'right', render: (r) => formatKm(r.odometer) },
    { key: 'cost', title: 'Costo', align: 'right', render: (r) => formatMoney(r.cost, currency) },
    { key: 'workshop', title: 'Taller', render: (r) => r.workshop ?? '—' },
    { key: 'invoices', title: 'Facturas', align: 'right', render: (r) => r.invoices_count.toLocaleString('es-PE') },
  ];
  let body: ReactNode;
  if (records.error)
    body = (
      <LoadError title="No se pudo cargar el historial" error={records.error} onRetry={() => void records.refetch()} />
    );
  else if (!page) body = <Loading />;
  else
    body = (
      <ResponsiveTable
        label="Historial de mantenimiento"
        columns={columns}
        rows={page.data}
        rowKey={(r) => r.public_id}
        rowLabel={(r) => `${formatDate(r.performed_on)} ${r.type.name}`}
        minWidth={720}
        empty="Aún no se registran mantenimientos de este vehículo."
      />
    );
  return (
    <Section
      title="Historial de mantenimiento"
      aside={
        page ? (
          <Group gap="sm">
            <Count shown={page.data.length} total={page.total} one="mantenimiento" many="mantenimientos" />
            {page.total > VEHICLE_RECORDS_SHOWN ? (
              <Anchor component={Link} to={`/vehicle_maintenance?vehicle_id=${vehicleId}`} size="sm">
                Ver todos
              </Anchor>
            ) : null}
          </Group>
        ) : null
      }
    >
      {body}
    </Section>
  );
}

type RequestRow = TMaintenanceRequestListItem;

/** "Solicitudes abiertas": the requests waiting for review or for their maintenance, pending ones first. */
export function OpenRequestsSection({ vehicleId, linkRequests }: { vehicleId: string; linkRequests: boolean }) {
  const requests = useOpenRequests(vehicleId, true);
  const columns: DataColumn<RequestRow>[] = [
    {
      key: 'created_at',
      title: 'Fecha',
      card: 'title',
      render: (r) => (
        <DateLink to={linkRequests ? `/maintenance_request/edit/${r.public_id}` : null} date={r.created_at} />
      ),
    },
    { key: 'type', title: 'Tipo', render: (r) => r.type?.name ?? 'Sin tipo' },
    {
      key: 'description',
      title: 'Descripción',
      render: (r) => (
        <Text size="sm" lineClamp={2} maw={320}>
          {r.description}
        </Text>
      ),
    },
    { key: 'priority', title: 'Prioridad', render: (r) => <StatusBadge status={r.priority} variant="dot" /> },
    { key: 'status', title: 'Estado', render: (r) => <StatusBadge status={r.status} /> },
    { key: 'requested_by', title: 'Solicitado por', render: (r) => <PersonCell user={r.requested_by} /> },
  ];
  let body: ReactNode;
  if (requests.error)
    body = (
      <LoadError title="No se pudieron cargar las solicitudes" error={requests.error} onRetry={requests.refetch} />
    );
  else if (!requests.rows) body = <Loading />;
  else
    body = (
      <ResponsiveTable
        label="Solicitudes abiertas"
        columns={columns}
        rows={requests.rows}
        rowKey={(r) => r.public_id}
        rowLabel={(r) => `${formatDate(r.created_at)} ${r.type?.name ?? r.description}`}
        minWidth={820}
        empty="No hay solicitudes pendientes ni aprobadas."
      />
    );
  return (
    <Section
      title="Solicitudes abiertas"
      aside={
        requests.rows ? (
          <Count
            shown={requests.rows.length}
            total={Math.max(requests.total, requests.rows.length)}
            one="solicitud"
            many="solicitudes"
          />
        ) : null
      }
    >
      {body}
    </Section>
  );
}
