import { Group, Progress, Text, Tooltip } from '@mantine/core';
import type { TProgress } from '@gestora/contract/common.schema';

interface ProgressMeterProps {
  progress: TProgress;
  /** A wider bar for headers; the list cell stays compact. */
  size?: 'sm' | 'lg';
}

/** Finished tasks over tasks: a bar, the percentage, and '3 de 4 tareas' on hover (and for screen readers). */
export function ProgressMeter({ progress, size = 'sm' }: ProgressMeterProps) {
  const detail =
    progress.tasks === 0
      ? 'Sin tareas'
      : `${progress.finished} de ${progress.tasks} ${progress.tasks === 1 ? 'tarea finalizada' : 'tareas finalizadas'}`;
  const color = progress.percent === 100 ? 'green' : 'blue';
  return (
    <Tooltip label={detail} withinPortal>
      <Group gap="xs" wrap="nowrap" miw={size === 'lg' ? 200 : 140} w="100%">
        <Progress
          value={progress.percent}
          color={color}
          size={size === 'lg' ? 'lg' : 'sm'}
          radius="xl"
          style={{ flex: 1 }}
          aria-label={`Avance: ${progress.percent} % (${detail})`}
        />
        <Text size="sm" fw={600} w={48} ta="right" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {progress.percent} %
        </Text>
      </Group>
    </Tooltip>
  );
}
