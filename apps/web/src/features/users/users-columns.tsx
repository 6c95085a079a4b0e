import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { ADMIN_ROLE } from '@gestora/contract/permissions';
import type { TUser } from '@gestora/contract/users/users.schema';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { Dash, nameColumn } from '../../components/cells.tsx';
import type { DataColumn } from '../../components/data-table-parts.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { fromNow } from '../../lib/relative-time.ts';

export const fullName = (u: Pick<TUser, 'name' | 'last_name'>) => `${u.name} ${u.last_name}`;

/**
 * An email that wraps, when the cell is narrow, only after its '@' ('camila.rojas@' / 'gestora.local'), never in
 * the middle of a word; only an address too long for the whole cell breaks elsewhere.
 */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@') + 1;
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </Text>
  );
}

/** Name and email share a cell (as people recognise a colleague), so the table fits beside the sidebar. */
export const userColumns: DataColumn<TUser>[] = [
  nameColumn('name', 'Usuario', (u) => (
    <Group gap="sm" wrap="nowrap" align="center">
      <UserAvatar user={u} size={38} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {fullName(u)}
        </Text>
        <EmailText email={u.email} />
      </Stack>
    </Group>
  )),
  {
    key: 'department',
    title: 'Área',
    render: (u) =>
      u.department || u.position ? (
        <Stack gap={0}>
          {u.department ? <Text size="sm">{u.department.name}</Text> : null}
          {u.position ? (
            <Text size="xs" c="dimmed">
              {u.position}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Dash />
      ),
  },
  {
    key: 'roles',
    title: 'Roles',
    render: (u) => (
      <Group gap={4}>
        {u.roles.map((r) => (
          <Badge
            key={r.public_id}
            variant="light"
            color={r.name === ADMIN_ROLE ? 'brand' : 'gray'}
            radius="sm"
            tt="none"
            miw="max-content"
          >
            {r.name}
          </Badge>
        ))}
      </Group>
    ),
  },
  { key: 'active', title: 'Estado', render: (u) => <ActiveBadge active={u.active} /> },
  {
    key: 'last_login_at',
    title: 'Último acceso',
    sortKey: 'last_login_at',
    render: (u) =>
      u.last_login_at ? (
        <Tooltip label={formatDateTime(u.last_login_at)}>
          <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
            {fromNow(u.last_login_at)}
          </Text>
        </Tooltip>
      ) : (
        <Text size="sm" c="dimmed" component="span">
          Nunca
        </Text>
      ),
  },
];
