import { Badge } from '@mantine/core';
import type { TMicroTask } from '@gestora/contract/micro-tasks/micro-tasks.schema';
import { formatDate } from '../lib/dates.ts';

/** 'Vence el 5 de marzo de 2026', or UI.md's orange outline once it is past ('Venció el …'). */
export function DueBadge({ item }: { item: Pick<TMicroTask, 'due_date' | 'overdue' | 'done'> }) {
  if (!item.due_date) return null;
  return (
    // A span: it sits in the checkbox's description, a <p>.
    <Badge
      component="span"
      size="sm"
      radius="sm"
      tt="none"
      variant={item.overdue ? 'outline' : 'light'}
      color={item.overdue ? 'orange' : item.done ? 'green' : 'gray'}
      miw="max-content"
    >
      {item.overdue ? 'Venció el ' : 'Vence el '}
      {formatDate(item.due_date)}
    </Badge>
  );
}
