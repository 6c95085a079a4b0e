import { Table, Text } from '@mantine/core';
import type { TFleetCosts } from '@gestora/contract/vehicles/maintenance-records.schema';
import { formatMoney } from './fleet-costs-format.ts';
import { formatKm, vehicleLabel } from './request-labels.ts';

const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The costs per maintenance type, highest first as the server sends them. */
export function CostsPerType({ rows, currency }: { rows: TFleetCosts['per_type']; currency: string }) {
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table verticalSpacing={6} fz="sm" aria-label="Costo por tipo">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tipo</Table.Th>
            <Table.Th style={right}>Mantenimientos</Table.Th>
            <Table.Th style={right}>Costo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.type.public_id}>
              <Table.Td>{r.type.name}</Table.Td>
              <Table.Td style={right}>{r.records.toLocaleString('es')}</Table.Td>
              <Table.Td style={right}>{formatMoney(r.cost, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The vehicles that cost most per km driven in the window (at most ten). */
export function CostsPerKm({ rows, currency }: { rows: TFleetCosts['top_per_km']; currency: string }) {
  if (!rows.length)
    return (
      <Text size="sm" c="dimmed">
        Ningún vehículo registró kilómetros recorridos en el periodo.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table verticalSpacing={6} fz="sm" aria-label="Mayor costo por km">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vehículo</Table.Th>
            <Table.Th style={right}>Recorrido</Table.Th>
            <Table.Th style={right}>Costo</Table.Th>
            <Table.Th style={right}>Por km</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.vehicle.public_id}>
              <Table.Td>{vehicleLabel(r.vehicle)}</Table.Td>
              <Table.Td style={right}>{formatKm(r.km)}</Table.Td>
              <Table.Td style={right}>{formatMoney(r.cost, currency)}</Table.Td>
              <Table.Td style={right}>{formatMoney(r.per_km, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
