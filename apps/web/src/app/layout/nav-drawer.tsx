import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useBackCloses } from '../../lib/use-back-closes.ts';

/** The phone's navigation drawer (≤767 px): the shell loads it when it is first opened. */
export function NavDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  useBackCloses(opened, onClose);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={290}
      padding={0}
      title={<BrandLogo />}
      styles={{
        header: { paddingInline: 'var(--mantine-spacing-md)' },
        // Below the header, which grows by the notch's inset (global.css, safe areas).
        body: { display: 'flex', flexDirection: 'column', height: 'calc(100% - 60px - env(safe-area-inset-top, 0px))' },
      }}
    >
      {children}
    </Drawer>
  );
}
