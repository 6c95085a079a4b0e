import { useState } from 'react';
import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconInfoCircle, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { cut, LIMITS } from '@gestora/contract/limits';
import { logout } from '../../lib/auth-actions.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';

/** Avatar and (first 8 characters of the) name; 'Mi cuenta' and 'Salir'. */
export function UserMenu() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
      navigate('/login', { replace: true });
    }
  };

  return (
    <Menu position="bottom-end" width={240} shadow="lg" offset={10}>
      <Menu.Target>
        {/* Named by what it shows plus a hidden phrase: a label replacing the visible name would hide it from
            speech input (WCAG 2.5.3). */}
        <UnstyledButton px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <Group gap={8} wrap="nowrap">
            <UserAvatar user={user} size={34} />
            <Text fz="sm" fw={600} visibleFrom="sm" data-testid="top-bar-user-name">
              {cut(user.name, LIMITS.topBarNameChars)}
            </Text>
            <IconChevronDown size={14} stroke={1.8} />
            <VisuallyHidden>Abrir menú de usuario</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name} {user.last_name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={17} stroke={1.6} />}>
          Mi cuenta
        </Menu.Item>
        <Menu.Item component={Link} to="/about" leftSection={<IconInfoCircle size={17} stroke={1.6} />}>
          Acerca de Gestora
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={17} stroke={1.6} />}
          onClick={onLogout}
          disabled={leaving}
        >
          Salir
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
