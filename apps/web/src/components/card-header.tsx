import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@gestora/contract/messages';
import { formatDate } from '../lib/dates.ts';

interface CardHeaderProps {
  author: { name: string; last_name: string } | null;
  createdAt: string;
  department: { name: string } | null;
  title: string;
}

/** The top of a post or idea card: author (name and last name), date 'D de MMMM de YYYY', department, title. */
export function CardHeader({ author, createdAt, department, title }: CardHeaderProps) {
  const name = author ? `${author.name} ${author.last_name}`.trim() : 'Usuario eliminado';
  const initials = author ? `${author.name.split(' ')[0]} ${author.last_name.split(' ')[0]}` : '?';
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar name={initials} color="initials" radius="xl" size={38} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm" data-testid="card-author">
              {name}
            </Text>
            <Text c="dimmed" fz="xs" data-testid="card-date">
              {formatDate(createdAt)}
            </Text>
          </div>
        </Group>
        <Badge variant="light" color={department ? 'brand' : 'gray'} radius="sm" style={{ maxWidth: '100%' }}>
          {department?.name ?? MSG.allDepartments}
        </Badge>
      </Group>
      <Title order={3} fz={{ base: 17, sm: 19 }} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
    </Stack>
  );
}
