import { Text } from '@mantine/core';
import type { TMaintenanceRecordListItem } from '@gestora/contract/vehicles/maintenance-records.schema';
import { Dash, NoWrap } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { formatDate } from '../../lib/dates.ts';
import { formatMoney } from './fleet-costs-format.ts';
import { vehicleCell } from './maintenance-requests-columns.tsx';
import { formatKm } from './request-labels.ts';

type Row = TMaintenanceRecordListItem;

/** The columns of /vehicle_maintenance; costs in the organisation's currency. */
export const recordColumns = (currency: string): DataColumn<Row>[] => [
  {
    key: 'performed_on',
    title: 'Fecha',
    sortKey: 'performed_on',
    render: (r) => <NoWrap>{formatDate(r.performed_on)}</NoWrap>,
  },
  { key: 'vehicle', title: 'Vehículo', sortKey: 'vehicle', card: 'title', render: (r) => vehicleCell(r.vehicle) },
  { key: 'type', title: 'Tipo', sortKey: 'type', render: (r) => <Text size="sm">{r.type.name}</Text> },
  {
    key: 'odometer',
    title: 'Kilometraje',
    sortKey: 'odometer',
    align: 'right',
    render: (r) => <NoWrap>{formatKm(r.odometer)}</NoWrap>,
  },
  {
    key: 'cost',
    title: 'Costo',
    sortKey: 'cost',
    align: 'right',
    render: (r) => <NoWrap>{formatMoney(r.cost, currency)}</NoWrap>,
  },
  { key: 'workshop', title: 'Taller', render: (r) => (r.workshop ? <Text size="sm">{r.workshop}</Text> : <Dash />) },
  {
    key: 'invoices_count',
    title: 'Facturas',
    align: 'right',
    render: (r) => r.invoices_count.toLocaleString('es'),
  },
];
