import { Box, Text } from '@mantine/core';
import type { TMaintenanceRequestListItem } from '@gestora/contract/vehicles/maintenance-requests.schema';
import { Dash, Lines, PersonCell, createdColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { cut } from './request-labels.ts';

type Row = TMaintenanceRequestListItem;

/** A vehicle in a list's first column: its plate in bold over its brand and model. */
export const vehicleCell = (v: Row['vehicle']) => <Lines main={v.plate} more={[`${v.brand} ${v.model}`]} strong />;

/** A priority as tickets show theirs: a dot in UI.md's colour (Baja gray, Media blue, Alta orange, Urgente red). */
export const PriorityBadge = ({ priority }: { priority: string }) => <StatusBadge status={priority} variant="dot" />;

export const requestColumns: DataColumn<Row>[] = [
  { key: 'vehicle', title: 'Vehículo', sortKey: 'vehicle', card: 'title', render: (r) => vehicleCell(r.vehicle) },
  { key: 'type', title: 'Tipo', render: (r) => (r.type ? <Text size="sm">{r.type.name}</Text> : <Dash />) },
  {
    key: 'description',
    title: 'Descripción',
    card: 'full',
    render: (r) => (
      <Text size="sm" miw={{ base: 0, md: 240 }} maw={360} title={r.description} style={{ overflowWrap: 'anywhere' }}>
        {cut(r.description, 90)}
      </Text>
    ),
  },
  { key: 'priority', title: 'Prioridad', sortKey: 'priority', render: (r) => <PriorityBadge priority={r.priority} /> },
  { key: 'status', title: 'Estado', sortKey: 'status', render: (r) => <StatusBadge status={r.status} /> },
  {
    key: 'requested_by',
    title: 'Solicitante',
    render: (r) => (
      <Box miw={{ base: 0, md: 150 }}>
        <PersonCell user={r.requested_by} />
      </Box>
    ),
  },
  createdColumn('Fecha'),
];
