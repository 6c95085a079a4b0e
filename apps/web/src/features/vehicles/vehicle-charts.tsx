import { Box } from '@mantine/core';
import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { TOdometerReading, TVehicleCosts } from '@gestora/contract/vehicles/vehicles.schema';
import { formatDate } from '../../lib/dates.ts';
import { formatKm, formatMoney, monthName } from './vehicle-labels.ts';

/*
 * The vehicle page's two charts, in a file of their own: the chart library loads with them (vehicle-costs.tsx
 * imports this file lazily), not with the fleet's list or forms.
 */

const HEIGHT = 220;

/** "Kilometraje": the odometer's readings over time. */
export function OdometerChart({ readings }: { readings: TOdometerReading[] }) {
  const data = readings.map((r) => ({ day: formatDate(r.read_on), km: r.odometer }));
  return (
    <Box component="figure" m={0} aria-label="Kilometraje en el tiempo">
      <LineChart
        h={HEIGHT}
        data={data}
        dataKey="day"
        series={[{ name: 'km', label: 'Kilometraje', color: 'brand.6' }]}
        valueFormatter={formatKm}
        curveType="linear"
        yAxisProps={{ width: 90 }}
        xAxisProps={{ tickFormatter: (day: string) => day.replace(/ de \d{4}$/, '') }}
        withDots
      />
    </Box>
  );
}

/** The cost of each of the last twelve months. */
export function CostsChart({ costs }: { costs: TVehicleCosts }) {
  const data = costs.per_month.map((m) => ({ month: monthName(m.month), cost: m.cost }));
  return (
    <Box component="figure" m={0} aria-label="Costo por mes">
      <BarChart
        h={HEIGHT}
        data={data}
        dataKey="month"
        series={[{ name: 'cost', label: 'Costo', color: 'brand.6' }]}
        valueFormatter={(value) => formatMoney(value, costs.currency)}
        yAxisProps={{ width: 90 }}
        xAxisProps={{ tickFormatter: (month: string) => month.split(' ')[0] ?? month }}
      />
    </Box>
  );
}
