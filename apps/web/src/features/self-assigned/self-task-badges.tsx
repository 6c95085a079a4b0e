import { ColorSwatch, Group, Text } from '@mantine/core';
import type { TSelfCategoryRef, TSelfTask } from '@gestora/contract/self-assigned/self-assigned.schema';
import { DueBadge } from '../../components/due-badge.tsx';
import { formatDate } from '../../lib/dates.ts';

/** A category as its colour and its name; 'Sin categoría' in grey when the task has none. */
export function CategoryTag({ category }: { category: TSelfCategoryRef | null }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <ColorSwatch color={category?.colour ?? 'var(--mantine-color-gray-4)'} size={12} aria-hidden />
      <Text size="xs" c={category ? undefined : 'dimmed'} truncate>
        {category?.name ?? 'Sin categoría'}
      </Text>
    </Group>
  );
}

/** 'Vence el 5 de marzo de 2026', or the orange 'Venció el …' of an overdue task; nothing without a date. */
export function SelfDueBadge({ task }: { task: Pick<TSelfTask, 'due_date' | 'overdue' | 'status'> }) {
  if (!task.due_date) return null;
  return <DueBadge when={formatDate(task.due_date)} overdue={task.overdue} done={task.status === 'Hecha'} />;
}
