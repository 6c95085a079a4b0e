import type { ComponentPropsWithRef } from 'react';
import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { cut, LIMITS } from '@gestora/contract/limits';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import { UserAvatar } from '../../components/user-avatar.tsx';

/**
 * The user menu's button: avatar and (first 8 characters of the) name. It is named by what it shows plus a
 * hidden phrase: a label replacing the visible name would hide it from speech input (WCAG 2.5.3).
 */
export function UserButton({ user, ...button }: { user: TAuthUser } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-xl)' }} {...button}>
      <Group gap={8} wrap="nowrap">
        <UserAvatar user={user} size={34} />
        <Text fz="sm" fw={600} visibleFrom="sm" data-testid="top-bar-user-name">
          {cut(user.name, LIMITS.topBarNameChars)}
        </Text>
        <IconChevronDown size={14} stroke={1.8} />
        <VisuallyHidden>Abrir menú de usuario</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
