import { useState } from 'react';
import { Menu, Text } from '@mantine/core';
import { IconInfoCircle, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { logout } from '../../lib/auth-actions.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { UserButton } from './user-button.tsx';

/** Avatar and (first 8 characters of the) name; 'Mi cuenta' and 'Salir'. */
export function UserMenu({ defaultOpened }: { defaultOpened?: boolean }) {
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
    <Menu position="bottom-end" width={240} shadow="lg" offset={10} defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserButton user={user} />
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
