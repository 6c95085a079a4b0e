import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { TMeetingParticipant } from '@gestora/contract/meetings/meetings.schema';
import { PersonCell } from '../../components/cells.tsx';

const ATTENDANCE = (p: TMeetingParticipant) =>
  p.attended === null ? null : p.attended ? (
    <Badge color="green" variant="light" tt="none">
      Asistió
    </Badge>
  ) : (
    <Badge color="red" variant="light" tt="none">
      No asistió
    </Badge>
  );

/** The participants with their attendance once it was taken. */
export function MeetingPeople({ people }: { people: TMeetingParticipant[] }) {
  if (people.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sin participantes.
      </Text>
    );
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {people.map((p) => (
        <Group key={p.public_id} component="li" justify="space-between" gap="xs" wrap="nowrap">
          <PersonCell user={p} />
          {ATTENDANCE(p)}
        </Group>
      ))}
    </SimpleGrid>
  );
}
