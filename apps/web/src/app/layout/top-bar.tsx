import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSparkles } from '@tabler/icons-react';
import { Link } from '../../lib/router/link.tsx';
import { Can } from '../../lib/can.tsx';
import { useBackCloses } from '../../lib/use-back-closes.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { DeferredTooltip } from './deferred-menu.tsx';
import { TaskMenu } from './task-menu.tsx';
import { TicketMenu } from './ticket-menu.tsx';
import { NotificationBell, UserMenuButton } from './top-bar-buttons.tsx';

/** The chat's code (a select, a text area, a scroll area) loads when it is first opened, not with every page. */
const ChatModal = lazy(() => import('./chat-modal.tsx').then((m) => ({ default: m.ChatModal })));

interface TopBarProps {
  isMobile: boolean;
  /** Desktop: sidebar shrunk to icons. Mobile: drawer open. */
  sidebarCollapsed: boolean;
  drawerOpened: boolean;
  onToggle: () => void;
}

export function TopBar({ isMobile, sidebarCollapsed, drawerOpened, onToggle }: TopBarProps) {
  const [chatOpened, chat] = useDisclosure(false);
  const [chatUsed, setChatUsed] = useState(false);
  useBackCloses(chatOpened, chat.close);
  const toggleLabel = isMobile
    ? drawerOpened
      ? 'Ocultar navegación'
      : 'Mostrar navegación'
    : sidebarCollapsed
      ? 'Expandir navegación'
      : 'Contraer navegación';

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={isMobile ? 4 : 'sm'} wrap="nowrap">
        {isMobile ? (
          <Burger opened={drawerOpened} onClick={onToggle} size="sm" aria-label={toggleLabel} />
        ) : (
          <DeferredTooltip label={toggleLabel}>
            {(tooltip) => (
              <ActionIcon
                variant="subtle"
                color="gray"
                size={38}
                onClick={onToggle}
                aria-label={toggleLabel}
                {...tooltip}
              >
                {sidebarCollapsed ? (
                  <IconLayoutSidebarLeftExpand size={22} stroke={1.6} />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} />
                )}
              </ActionIcon>
            )}
          </DeferredTooltip>
        )}
        <Link to="/" aria-label="Gestora, ir al inicio" style={{ textDecoration: 'none' }}>
          <BrandLogo compact={isMobile} />
        </Link>
      </Group>
      <Group gap={isMobile ? 0 : 4} wrap="nowrap">
        <Can anyOf={['Chat IA']}>
          <DeferredTooltip label="Chat IA">
            {(tooltip) => (
              <ActionIcon
                variant="light"
                size={38}
                radius="xl"
                onClick={() => {
                  setChatUsed(true);
                  chat.open();
                }}
                aria-label="Chat IA"
                {...tooltip}
              >
                <IconSparkles size={20} stroke={1.7} />
              </ActionIcon>
            )}
          </DeferredTooltip>
          {chatUsed && (
            <Suspense fallback={null}>
              <ChatModal opened={chatOpened} onClose={chat.close} />
            </Suspense>
          )}
        </Can>
        <NotificationBell />
        <TicketMenu />
        <TaskMenu />
        <UserMenuButton />
      </Group>
    </Group>
  );
}
