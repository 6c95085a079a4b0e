import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '../../lib/router/link.tsx';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { useAuth } from '../../lib/auth-store.ts';

/** /about (public): what Gestora is, and its version. */
export function AboutPage() {
  const { user } = useAuth();
  return (
    <AuthLayout title="Acerca de Gestora" subtitle={`Versión ${__APP_VERSION__}`}>
      <Stack gap="md">
        <Text fz="sm">
          Gestora es la aplicación interna de gestión del trabajo de su organización: reúne en un solo lugar lo que cada
          equipo necesita para planificar y dar seguimiento.
        </Text>
        <List
          spacing={6}
          fz="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          <List.Item>Proyectos, etapas, tareas y subtareas</List.Item>
          <List.Item>Tickets, reuniones y calendario</List.Item>
          <List.Item>Tablero informativo, ideas e informes</List.Item>
          <List.Item>Vehículos y su mantenimiento</List.Item>
        </List>
        <Button component={Link} to={user ? '/' : '/login'} fullWidth variant="light">
          {user ? 'Volver al inicio' : 'Iniciar sesión'}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
