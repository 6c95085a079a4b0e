import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { UserAvatar } from './user-avatar.tsx';

/** An empty cell. */
export function Dash() {
  return (
    <Text size="sm" c="dimmed" component="span">
      —
    </Text>
  );
}

/** A value that must not wrap (a date). */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/** A person with their picture, or a dimmed text when there is none ('Sin responsable'). */
export function PersonCell({
  user,
  size = 26,
  none = null,
}: {
  user: { name: string; last_name: string; avatar_url: string | null } | null;
  size?: number;
  none?: string | null;
}) {
  if (!user)
    return none ? (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    ) : (
      <Dash />
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar user={user} size={size} />
      <Text size="sm">{`${user.name} ${user.last_name}`}</Text>
    </Group>
  );
}
