import { Badge } from '@mantine/core';

interface DueBadgeProps {
  /** The due date (or date and time) as the screen writes it. */
  when: string;
  overdue: boolean;
  /** Done in time: green instead of gray. */
  done: boolean;
  title?: string;
}

/** 'Vence el 5 de marzo de 2026', or UI.md's orange outline once it is past ('Venció el …'). */
export function DueBadge({ when, overdue, done, title }: DueBadgeProps) {
  return (
    // A span: it may sit in a checkbox's description, a <p>.
    <Badge
      component="span"
      size="sm"
      radius="sm"
      tt="none"
      variant={overdue ? 'outline' : 'light'}
      color={overdue ? 'orange' : done ? 'green' : 'gray'}
      miw="max-content"
      title={title}
    >
      {overdue ? 'Venció el ' : 'Vence el '}
      {when}
    </Badge>
  );
}
