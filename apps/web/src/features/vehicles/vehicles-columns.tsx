import { Group, Stack, Text } from '@mantine/core';
import type { TVehicleListItem } from '@gestora/contract/vehicles/vehicles.schema';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { PersonCell } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { DocumentBadges, NextDue, VehicleStatusBadge, VehicleThumb } from './vehicle-badges.tsx';
import { formatKm, vehicleTypeIcon } from './vehicle-labels.ts';

/** The type with its icon ('Camioneta'). */
export function VehicleType({ type }: { type: string }) {
  const Icon = vehicleTypeIcon(type);
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="sm">{type}</Text>
    </Group>
  );
}

export const vehicleColumns: DataColumn<TVehicleListItem>[] = [
  {
    key: 'plate',
    title: 'Vehículo',
    sortKey: 'plate',
    card: 'title',
    render: (v) => (
      <Group gap="sm" wrap="nowrap" miw={{ base: 0, sm: 190 }}>
        <VehicleThumb vehicle={v} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} ff="monospace">
            {v.plate}
          </Text>
          <Text size="xs" c="dimmed">
            {[v.type, `${v.brand} ${v.model}`, v.year].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Group>
    ),
  },
  {
    key: 'status',
    title: 'Estado',
    sortKey: 'status',
    render: (v) => (
      <Group gap={4} wrap="nowrap">
        <VehicleStatusBadge status={v.status} />
        {v.active ? null : <ActiveBadge active={false} />}
      </Group>
    ),
  },
  {
    key: 'odometer',
    title: 'Kilometraje',
    sortKey: 'odometer',
    align: 'right',
    render: (v) => <span style={{ whiteSpace: 'nowrap' }}>{formatKm(v.odometer)}</span>,
  },
  {
    key: 'driver',
    title: 'Conductor',
    render: (v) => (
      <Group miw={150}>
        <PersonCell user={v.driver} none="Sin conductor" />
      </Group>
    ),
  },
  {
    // The next maintenance and, when one is due, the insurance or inspection: one column keeps the list within a
    // laptop's width.
    key: 'next_due',
    title: 'Próximo vencimiento',
    render: (v) => (
      <Stack gap={6} align="flex-start">
        <NextDue due={v.next_due} />
        <DocumentBadges vehicle={v} onlyDue />
      </Stack>
    ),
  },
];
