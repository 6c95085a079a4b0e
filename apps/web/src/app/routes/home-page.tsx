import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBulb, IconChartPie, IconLayoutBoard } from '@tabler/icons-react';
import { refreshPermissions, useAuth } from '../../lib/auth-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { deferredComponent } from '../../lib/deferred-component.tsx';
import { ShortcutPanel } from '../../features/home/shortcut-panel.tsx';

// Each tab's code (cards, HTML sanitiser, files table, the chart library) loads when the tab opens: the first
// visit of the home page downloads only this page and the tab it shows. The board, the tab it opens on, is drawn
// at once when its code is already there (app/first-screen.ts waits for it on a first visit).
export const BoardTab = deferredComponent(() =>
  import('../../features/information-board/board-tab.tsx').then((m) => m.BoardTab),
);
const ChartsTab = lazy(() => import('../../features/home/charts-tab.tsx').then((m) => ({ default: m.ChartsTab })));
const IdeasTab = lazy(() => import('../../features/ideas/ideas-tab.tsx').then((m) => ({ default: m.IdeasTab })));

const TABS = [
  { value: 'board', label: 'Tablero informativo', icon: IconLayoutBoard, Panel: BoardTab },
  { value: 'management', label: 'Gestión', icon: IconChartPie, Panel: ChartsTab },
  { value: 'ideas', label: 'Ideas', icon: IconBulb, Panel: IdeasTab },
] as const;

function TabLoading() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton h={36} w={320} maw="100%" />
      <Skeleton h={140} radius="md" />
    </Stack>
  );
}

/**
 * The home page (/): greeting and shortcuts, then the three tabs of spec section 2. It lives in app/ because its
 * tabs come from three features (the information board, home's charts, the ideas), which may not import each other.
 */
export function HomePage() {
  const { user } = useAuth();
  const isMobile = useIsMobile();
  // The open tab is in the URL (?tab=ideas): a notification's link opens its tab, and a reload keeps it.
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get('tab')) ? params.get('tab')! : 'board';
  const setTab = (value: string) => setParams(value === 'board' ? {} : { tab: value }, { replace: true });

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
        <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
          <Tabs.List grow={isMobile} style={{ flexWrap: 'nowrap' }}>
            {TABS.map(({ value, label, icon: Icon }) => (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={isMobile ? undefined : <Icon size={16} />}
                px={isMobile ? 'xs' : undefined}
              >
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <Suspense fallback={<TabLoading />}>
                <Panel />
              </Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </Stack>
  );
}
