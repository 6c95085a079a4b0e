import { lazy, Suspense, type ReactNode } from 'react';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TOdometerReading, TVehicleCosts } from '@gestora/contract/vehicles/vehicles.schema';
import { Fact } from '../../components/fact.tsx';
import { Section } from '../../components/section.tsx';
import { formatDate } from '../../lib/dates.ts';
import { formatKm, formatMoney } from './vehicle-labels.ts';

// The chart library loads with the vehicle's page only, as the home page's charts load with their tab.
const OdometerChart = lazy(() => import('./vehicle-charts.tsx').then((m) => ({ default: m.OdometerChart })));
const CostsChart = lazy(() => import('./vehicle-charts.tsx').then((m) => ({ default: m.CostsChart })));

function ChartSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton h={220} radius="md" aria-busy />}>{children}</Suspense>;
}

function Quiet({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" ta="center" py="md">
      {children}
    </Text>
  );
}

/** "Kilometraje": its readings over time (a line needs two of them), and the latest. */
export function OdometerSection({ readings }: { readings: TOdometerReading[] }) {
  const last = readings.at(-1);
  return (
    <Section
      title="Kilometraje"
      aside={
        last ? (
          <Text size="sm" c="dimmed">
            {`${formatKm(last.odometer)} el ${formatDate(last.read_on)}`}
          </Text>
        ) : null
      }
    >
      {readings.length >= 2 ? (
        <ChartSlot>
          <OdometerChart readings={readings} />
        </ChartSlot>
      ) : (
        <Quiet>La gráfica aparecerá con la segunda lectura del odómetro.</Quiet>
      )}
    </Section>
  );
}

/** "Costos": what its maintenance cost in all, per km driven, and per month over the last year. */
export function CostsSection({ costs }: { costs: TVehicleCosts }) {
  const money = (amount: number) => formatMoney(amount, costs.currency);
  const anyCost = costs.per_month.some((m) => m.cost > 0);
  return (
    <Section title="Costos">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mb="md">
        <Fact label="Total">
          <Text fw={600} component="span">
            {money(costs.total)}
          </Text>
        </Fact>
        <Fact label="Mantenimientos">{costs.records.toLocaleString('es-PE')}</Fact>
        <Fact label="Recorrido">{formatKm(costs.km)}</Fact>
        <Fact label="Costo por km">{costs.per_km === null ? 'Sin recorrido' : money(costs.per_km)}</Fact>
      </SimpleGrid>
      {anyCost ? (
        <ChartSlot>
          <CostsChart costs={costs} />
        </ChartSlot>
      ) : (
        <Quiet>Sin costos en los últimos 12 meses.</Quiet>
      )}
    </Section>
  );
}
