import type { ReactNode } from 'react';
import { Indicator } from '@mantine/core';

/** The unread badge around a menu's button (hidden at 0, '99+' above 99). */
export function UnreadBadge({
  unread,
  countTestId,
  children,
}: {
  unread: number;
  countTestId?: string;
  children: ReactNode;
}) {
  return (
    <Indicator
      label={<span data-testid={countTestId}>{unread > 99 ? '99+' : unread}</span>}
      size={16}
      disabled={unread <= 0}
      color="red"
      offset={6}
    >
      {children}
    </Indicator>
  );
}
