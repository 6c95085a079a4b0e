import { Avatar, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconClock, IconFlag } from '@tabler/icons-react';
import { StatusBadge } from '../../components/status-badge.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { remaining, statusName } from './task-labels.ts';
import type { TUserRef } from '@gestora/contract/common.schema';

export function TaskStatusBadge({ status, size }: { status: string; size?: 'xs' | 'sm' | 'md' }) {
  return <StatusBadge status={statusName(status)} size={size} />;
}

export function PriorityBadge({ priority, size }: { priority: string; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <StatusBadge
      status={priority}
      size={size}
      variant="outline"
      leftSection={<IconFlag size={12} aria-hidden />}
      aria-label={`Prioridad ${priority}`}
    />
  );
}

const TONE_COLOR = { none: 'dimmed', today: 'orange.7', late: 'orange.8', open: undefined } as const;

/** 'Faltan 3 días', 'Finaliza hoy', 'La fecha  de entrega terminó' (orange outline: overdue) or 'No aplica'. */
export function RemainingDays({
  task,
  size = 'sm',
  wrap = false,
}: {
  task: { status: string; end_date: string | null };
  size?: 'xs' | 'sm';
  /** On a narrow board card the late label wraps onto two lines instead of overflowing the card. */
  wrap?: boolean;
}) {
  const { label, tone } = remaining(task);
  if (tone === 'late') {
    return (
      <Badge
        color="orange"
        variant="outline"
        radius="sm"
        tt="none"
        size={size === 'xs' ? 'sm' : 'md'}
        miw={wrap ? undefined : 'max-content'}
        h={wrap ? 'auto' : undefined}
        py={wrap ? 2 : undefined}
        styles={wrap ? { label: { whiteSpace: 'normal', lineHeight: 1.3 } } : undefined}
      >
        {label}
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" c={TONE_COLOR[tone]}>
      <IconClock size={14} aria-hidden />
      <Text size={size} fw={tone === 'today' ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}

export const memberName = (u: TUserRef) => `${u.name} ${u.last_name}`.trim();

/** The members' avatars, at most `max` and a '+N'; each one names its member on hover. */
export function MemberAvatars({ members, max = 4, size = 28 }: { members: TUserRef[]; max?: number; size?: number }) {
  if (members.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Sin miembros
      </Text>
    );
  }
  const shown = members.slice(0, max);
  const rest = members.length - shown.length;
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group spacing={Math.round(size / 5)} aria-label={`Miembros: ${members.map(memberName).join(', ')}`}>
        {shown.map((m) => (
          <Tooltip key={m.public_id} label={memberName(m)} withArrow>
            <UserAvatar user={m} size={size} />
          </Tooltip>
        ))}
        {rest > 0 ? (
          <Avatar size={size} radius="xl">
            +{rest}
          </Avatar>
        ) : null}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
