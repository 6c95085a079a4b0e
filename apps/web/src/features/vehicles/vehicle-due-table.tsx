import { Stack, Text } from '@mantine/core';
import type { TVehicleDue } from '@gestora/contract/vehicles/vehicles.schema';
import { Dash } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { Section } from '../../components/section.tsx';
import { formatDate } from '../../lib/dates.ts';
import { DueStateBadge } from './vehicle-badges.tsx';
import { dueWhen, formatKm } from './vehicle-labels.ts';

/** 'Cada 5,000 km o 180 días'. */
const everyText = (d: TVehicleDue) =>
  `Cada ${[d.interval_km ? formatKm(d.interval_km) : null, d.interval_days ? `${d.interval_days} días` : null]
    .filter(Boolean)
    .join(' o ')}`;

/** A date over a km figure, either of which may be missing. */
function DateAndKm({ date, km, none }: { date: string | null; km: number | null; none?: string }) {
  if (!date && km === null)
    return none ? (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    ) : (
      <Dash />
    );
  return (
    <Stack gap={0}>
      {date ? (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(date)}
        </Text>
      ) : null}
      {km !== null ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatKm(km)}
        </Text>
      ) : null}
    </Stack>
  );
}

const columns: DataColumn<TVehicleDue>[] = [
  {
    key: 'type',
    title: 'Tipo',
    card: 'title',
    render: (d) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {d.type.name}
        </Text>
        <Text size="xs" c="dimmed">
          {everyText(d)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'last',
    title: 'Último',
    render: (d) => <DateAndKm date={d.last_done_on} km={d.last_done_km} none="Sin registro" />,
  },
  { key: 'next', title: 'Próximo', render: (d) => <DateAndKm date={d.next_due_on} km={d.next_due_km} /> },
  {
    key: 'left',
    title: 'Falta',
    render: (d) => <Text size="sm">{dueWhen(d.days_left, d.km_left) || '—'}</Text>,
  },
  { key: 'state', title: 'Estado', render: (d) => <DueStateBadge state={d.state} /> },
];

/** "Próximos mantenimientos": each preventive type's last and next time on this vehicle, soonest first. */
export function VehicleDueSection({ due }: { due: TVehicleDue[] }) {
  return (
    <Section title="Próximos mantenimientos">
      <ResponsiveTable
        label="Próximos mantenimientos"
        columns={columns}
        rows={due}
        rowKey={(d) => d.type.public_id}
        rowLabel={(d) => d.type.name}
        minWidth={720}
        empty="No hay tipos de mantenimiento preventivo activos para planificar."
      />
    </Section>
  );
}
