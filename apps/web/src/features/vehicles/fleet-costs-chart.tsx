import { Box } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { TFleetCosts } from '@gestora/contract/vehicles/maintenance-records.schema';
import { formatMoney, monthLabel } from './fleet-costs-format.ts';

interface MonthChartProps {
  perMonth: TFleetCosts['per_month'];
  currency: string;
}

/** The fleet's cost per month, one bar a month of the window: the chart library loads with this section only. */
export function FleetCostsChart({ perMonth, currency }: MonthChartProps) {
  const data = perMonth.map((m) => ({ month: monthLabel(m.month), cost: m.cost }));
  const money = (value: number) => formatMoney(value, currency);
  return (
    <Box component="figure" m={0} aria-label="Costo por mes" data-testid="fleet-costs-chart">
      <BarChart
        h={240}
        data={data}
        dataKey="month"
        series={[{ name: 'cost', label: 'Costo', color: 'brand.6' }]}
        valueFormatter={money}
        tickLine="y"
        yAxisProps={{ width: 96 }}
        withTooltip
      />
    </Box>
  );
}
