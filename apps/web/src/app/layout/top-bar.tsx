import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Can } from '../../lib/can.tsx';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { NotificationMenu } from './notification-menu.tsx';
import { TaskMenu } from './task-menu.tsx';
import { TicketMenu } from './ticket-menu.tsx';
import { UserMenu } from './user-menu.tsx';

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
          <Tooltip label={toggleLabel}>
            <ActionIcon variant="subtle" color="gray" size={38} onClick={onToggle} aria-label={toggleLabel}>
              {sidebarCollapsed ? (
                <IconLayoutSidebarLeftExpand size={22} stroke={1.6} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} />
              )}
            </ActionIcon>
          </Tooltip>
        )}
        <Link to="/" aria-label="Gestora, ir al inicio" style={{ textDecoration: 'none' }}>
          <BrandLogo compact={isMobile} />
        </Link>
      </Group>
      <Group gap={isMobile ? 0 : 4} wrap="nowrap">
        <Can anyOf={['Chat IA']}>
          <Tooltip label="Chat IA">
            <ActionIcon
              variant="light"
              size={38}
              radius="xl"
              onClick={() => {
                setChatUsed(true);
                chat.open();
              }}
              aria-label="Chat IA"
            >
              <IconSparkles size={20} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
          {chatUsed && (
            <Suspense fallback={null}>
              <ChatModal opened={chatOpened} onClose={chat.close} />
            </Suspense>
          )}
        </Can>
        <NotificationMenu />
        <TicketMenu />
        <TaskMenu />
        <UserMenu />
      </Group>
    </Group>
  );
}
