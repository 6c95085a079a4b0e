import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { TChatSource } from '@gestora/contract/rag/rag.schema';

/** The documents an answer cites, numbered as the answer cites them, each with the passage used. */
export function ChatSources({ sources }: { sources: TChatSource[] }) {
  if (sources.length === 0) return null;
  return (
    <Stack gap="xs" mt="md" data-testid="chat-sources">
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        Fuentes
      </Text>
      {sources.map((s, i) => (
        <Card key={`${s.public_id}-${i}`} withBorder radius="sm" padding="xs">
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
              {i + 1}
            </Badge>
            <Text fz="sm" fw={600}>
              {s.title}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" lineClamp={3} mt={4}>
            {s.passage}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
