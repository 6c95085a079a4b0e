import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconUser, IconVideo } from '@tabler/icons-react';
import type { TMeetingDetail } from '@gestora/contract/meetings/meetings.schema';
import { formatDate } from '../../lib/dates.ts';
import { timeSpan } from './meetings-columns.tsx';

/** When, where and who organises: the first lines of the show and start pages. */
export function MeetingSummary({ meeting: m }: { meeting: TMeetingDetail }) {
  const line = (icon: React.ReactNode, text: React.ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6}>
      {line(<IconCalendarEvent size={18} aria-hidden />, `${formatDate(m.start_at)}, ${timeSpan(m)}`)}
      {m.place ? line(<IconMapPin size={18} aria-hidden />, m.place) : null}
      {m.video_url
        ? line(
            <IconVideo size={18} aria-hidden />,
            <Anchor href={m.video_url} target="_blank" rel="noopener noreferrer" size="sm">
              {m.video_url}
            </Anchor>,
          )
        : null}
      {m.organizer
        ? line(<IconUser size={18} aria-hidden />, `Organiza: ${m.organizer.name} ${m.organizer.last_name}`)
        : null}
    </Stack>
  );
}
