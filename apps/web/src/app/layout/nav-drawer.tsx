import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { BrandLogo } from '../../components/brand-logo.tsx';

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
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={290}
      padding={0}
      title={<BrandLogo />}
      styles={{
        header: { paddingInline: 'var(--mantine-spacing-md)' },
        body: { display: 'flex', flexDirection: 'column', height: 'calc(100% - 60px)' },
      }}
    >
      {children}
    </Drawer>
  );
}
