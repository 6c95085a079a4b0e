import type { BadgeProps } from '@mantine/core';
import type { TMeetingListItem } from '@gestora/contract/meetings/meetings.schema';
import { StatusBadge } from '../../components/status-badge.tsx';

interface MeetingStatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  meeting: Pick<TMeetingListItem, 'status' | 'display_status'>;
}

/**
 * A meeting's status as the API derives it for display ('Sin iniciar', 'Sin finalizar' once its end has passed):
 * such a derived state is overdue, so it takes UI.md's orange outline.
 */
export function MeetingStatusBadge({ meeting, ...rest }: MeetingStatusBadgeProps) {
  return <StatusBadge status={meeting.display_status} overdue={meeting.display_status !== meeting.status} {...rest} />;
}
