import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { DeferredTooltip } from './deferred-menu.tsx';

/**
 * The round icon button of the bell and of the task and ticket menus as it is before its menu has loaded (the
 * menu's own is in header-menu.tsx), with its tooltip.
 */
export function MenuButton({ label, icon, ...press }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <DeferredTooltip label={label}>
      {(tooltip) => (
        <ActionIcon
          variant="subtle"
          color="gray"
          size={38}
          radius="xl"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={false}
          {...tooltip}
          {...press}
        >
          {icon}
        </ActionIcon>
      )}
    </DeferredTooltip>
  );
}
