import { Badge, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { TASK_STATUSES, type TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { StatusBadge } from '../../components/status-badge.tsx';

export const statusName = (code: string) => TASK_STATUSES[code as TTaskStatus] ?? code;
export const STATUS_OPTIONS = Object.entries(TASK_STATUSES).map(([value, label]) => ({ value, label }));

/** The spec's text for a past due date (two spaces, verbatim); the label comes from the server's remainingDaysLabel. */
export const LATE_LABEL = 'La fecha  de entrega terminó';

export function SubtaskStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={statusName(status)} />;
}

/** 'Faltan 3 días', 'Finaliza hoy', 'No aplica' as quiet text; a past due date as UI.md's orange outline. */
export function RemainingLabel({ label }: { label: string }) {
  if (label === LATE_LABEL) {
    return (
      <Badge color="orange" variant="outline" radius="sm" tt="none" miw="max-content">
        {label}
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" c={label === 'Finaliza hoy' ? 'orange.7' : 'dimmed'}>
      <IconClock size={14} aria-hidden />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}
