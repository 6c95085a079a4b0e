import { useEffect } from 'react';
import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBulb, IconChartPie, IconDatabaseOff, IconLayoutBoard } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { refreshPermissions, useAuth } from '../../lib/auth-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { ShortcutPanel } from './shortcut-panel.tsx';

/** The home page (/): greeting and shortcuts, then the three tabs of spec section 2. */
export function HomePage() {
  const { user } = useAuth();
  const isMobile = useIsMobile();

  // Spec section 2: the home page loads the user's permissions on entry (a role may have changed meanwhile).
  useEffect(() => {
    refreshPermissions().catch(() => undefined);
  }, []);

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              Hola, {user?.name}
            </Title>
            <Text c="dimmed" fz="sm" tt="capitalize-first">
              {formatDate(new Date().toISOString())}
            </Text>
          </div>
          <ShortcutPanel />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Tabs defaultValue="board" keepMounted={false}>
          <Tabs.List grow={isMobile} style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab
              value="board"
              leftSection={isMobile ? undefined : <IconLayoutBoard size={16} />}
              px={isMobile ? 'xs' : undefined}
            >
              Tablero informativo
            </Tabs.Tab>
            <Tabs.Tab
              value="management"
              leftSection={isMobile ? undefined : <IconChartPie size={16} />}
              px={isMobile ? 'xs' : undefined}
            >
              Gestión
            </Tabs.Tab>
            <Tabs.Tab
              value="ideas"
              leftSection={isMobile ? undefined : <IconBulb size={16} />}
              px={isMobile ? 'xs' : undefined}
            >
              Ideas
            </Tabs.Tab>
          </Tabs.List>
          {['board', 'management', 'ideas'].map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              <EmptyState />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </Stack>
  );
}

function EmptyState() {
  return (
    <Stack align="center" gap="xs" py={48} c="dimmed">
      <IconDatabaseOff size={36} stroke={1.3} />
      <Text fz="sm">{MSG.noRecords}</Text>
    </Stack>
  );
}
