import { Box, Center, ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PieChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { MSG } from '@gestora/contract/messages';
import { useChart } from './home.queries.ts';

/** Spec section 9: five slice colours in order — red, yellow, light blue, grey, green. */
export const SLICE_COLORS = ['red.6', 'yellow.5', 'blue.3', 'gray.5', 'green.6'] as const;
/** A zero is drawn as a sliver of this size, and still labelled 0. */
export const ZERO_SLICE = 0.1;
export const CHART_SIZE = { w: 380, h: 300 } as const;

export interface Slice {
  name: string;
  value: number;
  color: string;
  /** The real figure, shown in the label and the legend. */
  count: number;
}

/** The chart's slices from parallel arrays: each label with its figure and colour; 0 drawn as ZERO_SLICE. */
export function slicesOf(labels: string[], data: number[]): Slice[] {
  return labels.map((name, i) => {
    const count = data[i] ?? 0;
    return { name, count, value: count === 0 ? ZERO_SLICE : count, color: SLICE_COLORS[i % SLICE_COLORS.length]! };
  });
}

/** The label of a slice's value: a sliver drawn for a zero reads 0. */
export const sliceLabel = (value: number) => (value === ZERO_SLICE ? '0' : String(value));

/**
 * No figures at all: five 0.1 slivers would draw five equal slices that read as data, so the pie gives way to the
 * spec's sentence. A zero among other figures keeps its sliver.
 */
function EmptyPie({ title, empty }: { title: string; empty: string }) {
  return (
    <Stack gap="xs" align="center" component="figure" m={0} aria-label={title}>
      <Title order={3} fz="lg">
        {title}
      </Title>
      <Center w={CHART_SIZE.w} h={CHART_SIZE.h} maw="100%">
        <Center
          w={200}
          h={200}
          data-testid="chart-empty"
          style={{ borderRadius: '50%', border: '2px dashed var(--mantine-color-gray-4)' }}
        >
          <Text c="dimmed" fz="sm" ta="center" px="md" component="figcaption">
            {empty}
          </Text>
        </Center>
      </Center>
    </Stack>
  );
}

function StatusPie({ title, slices, empty }: { title: string; slices: Slice[]; empty: string }) {
  if (slices.every((s) => s.count === 0)) return <EmptyPie title={title} empty={empty} />;
  return (
    <Stack gap="xs" align="center" component="figure" m={0} aria-label={title}>
      <Title order={3} fz="lg">
        {title}
      </Title>
      <Box w={CHART_SIZE.w} h={CHART_SIZE.h} maw="100%" style={{ display: 'flex', justifyContent: 'center' }}>
        <PieChart
          data={slices.map(({ name, value, color }) => ({ name, value, color }))}
          size={200}
          w="100%"
          h={CHART_SIZE.h}
          withLabels
          labelsType="value"
          labelsPosition="outside"
          withLabelsLine
          withTooltip
          tooltipDataSource="segment"
          valueFormatter={sliceLabel}
          strokeWidth={1}
        />
      </Box>
      <Group gap="md" justify="center" component="figcaption">
        {slices.map((s) => (
          <Group key={s.name} gap={6} wrap="nowrap" data-testid="chart-legend-item">
            <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={12} />
            <Text fz="sm">
              {s.name}: <strong>{s.count}</strong>
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * The 'Gestión' tab: the signed-in user's tasks and tickets by status, two pies titled 'Tareas' and 'Tickes'
 * (spelled so in the spec). The chart library loads with this tab only. A failed load shows nothing.
 */
export function ChartsTab() {
  const chart = useChart();
  if (!chart.data) return null;
  const c = chart.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" py="md">
      <StatusPie title="Tareas" slices={slicesOf(c.labels_tasks, c.data_tasks)} empty={MSG.noTasks} />
      <StatusPie title="Tickes" slices={slicesOf(c.labels_tickets, c.data_tickets)} empty={MSG.noTickets} />
    </SimpleGrid>
  );
}
