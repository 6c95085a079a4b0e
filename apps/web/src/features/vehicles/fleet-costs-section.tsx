import { Suspense } from 'react';
import { Box, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFleetCosts } from '@gestora/contract/vehicles/maintenance-records.schema';
import { Loaded } from '../../components/loaded.tsx';
import { Section } from '../../components/section.tsx';
import { formatDate } from '../../lib/dates.ts';
import { deferredComponent } from '../../lib/deferred-component.tsx';
import { formatMoney } from './fleet-costs-format.ts';
import { CostsPerKm, CostsPerType } from './fleet-costs-tables.tsx';
import type { TCostsWindow } from './maintenance.keys.ts';

// The chart library loads with this section only, as the home page's charts do.
const FleetCostsChart = deferredComponent(() => import('./fleet-costs-chart.tsx').then((m) => m.FleetCostsChart));

/** The window the figures cover, as the filters set it ('Últimos 12 meses' when none: the server's default). */
export function windowText({ date_from: from, date_to: to }: TCostsWindow): string {
  if (from && to) return `Del ${formatDate(from)} al ${formatDate(to)}`;
  if (from) return `Desde el ${formatDate(from)}`;
  if (to) return `Hasta el ${formatDate(to)}`;
  return 'Últimos 12 meses';
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  );
}

interface FleetCostsProps {
  costs: UseQueryResult<TFleetCosts>;
  period: TCostsWindow;
}

/**
 * 'Costos de la flota' above the maintenance records: the total in the window, a bar per month, the cost per type
 * and the vehicles that cost most per km driven. It follows the list's date window; the other filters are the
 * list's alone.
 */
export function FleetCostsSection({ costs, period }: FleetCostsProps) {
  return (
    <Box mb="lg">
      <Section
        title="Costos de la flota"
        aside={
          <Text size="sm" c="dimmed">
            {windowText(period)}
          </Text>
        }
      >
        <Loaded query={costs} errorTitle="No se pudieron cargar los costos" skeleton={[56, 240]}>
          {(c) =>
            c.records === 0 ? (
              <Text size="sm" c="dimmed">
                No hay mantenimientos registrados en el periodo.
              </Text>
            ) : (
              <Stack gap="lg">
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                  <Figure label="Costo total" value={formatMoney(c.total, c.currency)} />
                  <Figure label="Mantenimientos" value={c.records.toLocaleString('es')} />
                  <Figure label="Promedio por mantenimiento" value={formatMoney(c.total / c.records, c.currency)} />
                </SimpleGrid>
                <Suspense fallback={<Skeleton height={240} radius="md" />}>
                  <FleetCostsChart perMonth={c.per_month} currency={c.currency} />
                </Suspense>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                  <div>
                    <Title order={3} size="h5" mb="xs">
                      Por tipo de mantenimiento
                    </Title>
                    <CostsPerType rows={c.per_type} currency={c.currency} />
                  </div>
                  <div>
                    <Title order={3} size="h5" mb="xs">
                      Mayor costo por km
                    </Title>
                    <CostsPerKm rows={c.top_per_km} currency={c.currency} />
                  </div>
                </SimpleGrid>
              </Stack>
            )
          }
        </Loaded>
      </Section>
    </Box>
  );
}
