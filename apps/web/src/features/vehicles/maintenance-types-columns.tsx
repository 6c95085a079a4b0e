import { Badge, Text } from '@mantine/core';
import type { TMaintenanceType } from '@gestora/contract/vehicles/maintenance-types.schema';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { Dash, Lines, nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { formatKm } from './vehicle-labels.ts';

/** 'Preventivo' (it has an interval: due again after it) or 'Correctivo'. */
export function KindBadge({ preventive }: { preventive: boolean }) {
  return (
    <Badge color={preventive ? 'blue' : 'gray'} variant="light" radius="sm" tt="none" miw="max-content">
      {preventive ? 'Preventivo' : 'Correctivo'}
    </Badge>
  );
}

const right = (value: string | null) => (value ? <span style={{ whiteSpace: 'nowrap' }}>{value}</span> : <Dash />);

export const maintenanceTypeColumns: DataColumn<TMaintenanceType>[] = [
  nameColumn('name', 'Tipo', (t) => <Lines main={t.name} strong />),
  {
    key: 'description',
    title: 'Descripción',
    render: (t) =>
      t.description ? (
        <Text size="sm" lineClamp={2} maw={360}>
          {t.description}
        </Text>
      ) : (
        <Dash />
      ),
  },
  {
    key: 'interval_km',
    title: 'Cada (km)',
    sortKey: 'interval_km',
    align: 'right',
    render: (t) => right(t.interval_km ? formatKm(t.interval_km) : null),
  },
  {
    key: 'interval_days',
    title: 'Cada (días)',
    sortKey: 'interval_days',
    align: 'right',
    render: (t) => right(t.interval_days ? `${t.interval_days.toLocaleString('es-PE')} días` : null),
  },
  { key: 'preventive', title: 'Clase', render: (t) => <KindBadge preventive={t.preventive} /> },
  { key: 'active', title: 'Estado', render: (t) => <ActiveBadge active={t.active} /> },
  {
    key: 'records_count',
    title: 'Mantenimientos',
    align: 'right',
    render: (t) => t.records_count.toLocaleString('es-PE'),
  },
];
