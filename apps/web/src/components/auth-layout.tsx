import type { ReactNode } from 'react';
import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '../lib/router/link.tsx';
import { BrandLogo } from './brand-logo.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Sign-in, forgot and reset pages: a centred card on a quiet brand background, fine at 375 px. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box
      mih="100vh"
      px="md"
      py={{ base: 'xl', sm: 48 }}
      style={{
        background:
          'radial-gradient(1200px 600px at 10% -10%, var(--mantine-color-brand-1), transparent 60%), radial-gradient(900px 500px at 110% 110%, var(--mantine-color-brand-0), transparent 60%), var(--mantine-color-gray-0)',
      }}
    >
      <Center mih={{ base: 'auto', sm: 'calc(100vh - 96px)' }}>
        <Stack w="100%" maw={420} gap="lg">
          <Stack align="center" gap={6}>
            <BrandLogo size="lg" />
            <Text c="dimmed" fz="sm" ta="center">
              Proyectos, tareas, tickets y reuniones de su organización en un solo lugar.
            </Text>
          </Stack>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 32 }}>
            <Stack gap={4} mb="lg">
              <Title order={1} fz={22}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" fz="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
          <Group justify="center" gap={6}>
            <Text fz="xs" c="dimmed">
              © {new Date().getFullYear()} Gestora
            </Text>
            <Text fz="xs" c="dimmed">
              ·
            </Text>
            <Anchor component={Link} to="/about" fz="xs" c="dimmed">
              Acerca de
            </Anchor>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
