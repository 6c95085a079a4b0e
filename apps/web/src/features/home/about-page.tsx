import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '../../lib/router/link.tsx';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { builtModules } from './about-modules.ts';

/**
 * /about (public): what Gestora is, its version and the modules it has. `builtPaths` are the routes that have a
 * page (the router gives them): a module is named only once its pages are there.
 */
export function AboutPage({ builtPaths }: { builtPaths: readonly string[] }) {
  const { user } = useAuth();
  return (
    <AuthLayout title="Acerca de Gestora" subtitle={`Versión ${__APP_VERSION__}`}>
      <Stack gap="md">
        <Text fz="sm">
          Gestora es la aplicación interna de gestión del trabajo de su organización: reúne en un solo lugar lo que cada
          equipo necesita para planificar y dar seguimiento.
        </Text>
        <List
          aria-label="Módulos"
          spacing={6}
          fz="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          {builtModules(builtPaths).map((m) => (
            <List.Item key={m.label}>{m.label}</List.Item>
          ))}
        </List>
        <Button component={Link} to={user ? '/' : '/login'} fullWidth variant="light">
          {user ? 'Volver al inicio' : 'Iniciar sesión'}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
