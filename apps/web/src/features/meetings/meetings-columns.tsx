import { Anchor, Stack, Text } from '@mantine/core';
import type { TMeetingListItem } from '@gestora/contract/meetings/meetings.schema';
import { NoWrap, PersonCell, nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { formatDate } from '../../lib/dates.ts';
import dayjs from 'dayjs';
import { MeetingStatusBadge } from './meeting-status-badge.tsx';

/** '14:00 – 15:30'. */
export const timeSpan = (m: Pick<TMeetingListItem, 'start_at' | 'end_at'>) =>
  `${dayjs(m.start_at).format('HH:mm')} – ${dayjs(m.end_at).format('HH:mm')}`;

/** The place, the video link, or both; nothing when the meeting has neither. */
export function WhereCell({ meeting }: { meeting: Pick<TMeetingListItem, 'place' | 'video_url'> }) {
  if (!meeting.place && !meeting.video_url) return null;
  return (
    <Stack gap={0} style={{ overflowWrap: 'break-word' }}>
      {meeting.place ? <Text size="xs">{meeting.place}</Text> : null}
      {meeting.video_url ? (
        <Anchor
          size="xs"
          href={meeting.video_url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e) => e.stopPropagation()}
        >
          Videollamada
        </Anchor>
      ) : null}
    </Stack>
  );
}

export const meetingColumns: DataColumn<TMeetingListItem>[] = [
  nameColumn('title', 'Reunión', (m) => (
    <Text size="sm" fw={500} miw={{ base: 0, sm: 200 }}>
      {m.title}
    </Text>
  )),
  {
    // When and where in one column: a separate 'Lugar' column pushed 'Estado' out of a 1280 px screen with the menu
    // open.
    key: 'start_at',
    title: 'Fecha y lugar',
    sortKey: 'start_at',
    render: (m) => (
      <Stack gap={2}>
        <NoWrap>
          <Text size="sm">{formatDate(m.start_at)}</Text>
        </NoWrap>
        <Text size="xs" c="dimmed">
          {timeSpan(m)}
        </Text>
        <WhereCell meeting={m} />
      </Stack>
    ),
  },
  { key: 'organizer', title: 'Organizador', render: (m) => <PersonCell user={m.organizer} /> },
  {
    key: 'people',
    title: 'Participantes',
    render: (m) => <Text size="sm">{m.participants_count}</Text>,
  },
  {
    key: 'tickets',
    title: 'Acuerdos',
    render: (m) => <Text size="sm">{m.tickets_count}</Text>,
  },
  { key: 'status', title: 'Estado', sortKey: 'status', render: (m) => <MeetingStatusBadge meeting={m} /> },
];
