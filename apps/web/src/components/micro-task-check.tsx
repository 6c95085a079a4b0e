import { Checkbox, Text } from '@mantine/core';
import type { TMicroTask } from '@gestora/contract/micro-tasks/micro-tasks.schema';
import { formatDate } from '../lib/dates.ts';
import { DueBadge } from './due-badge.tsx';

/** One micro-task as a checkbox: struck through once done, its due date below; only its holder may tick it. */
export function MicroTaskCheck({ item, onTick }: { item: TMicroTask; onTick: (done: boolean) => void }) {
  return (
    <Checkbox
      checked={item.done}
      disabled={!item.can.toggle}
      label={
        <Text
          component="span"
          size="sm"
          td={item.done ? 'line-through' : undefined}
          c={item.done ? 'dimmed' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {item.title}
        </Text>
      }
      description={
        item.due_date ? (
          <DueBadge when={formatDate(item.due_date)} overdue={item.overdue} done={item.done} />
        ) : undefined
      }
      onChange={(e) => onTick(e.currentTarget.checked)}
    />
  );
}
