import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BaseProviders } from './base-providers.tsx';
import { PageProviders } from './page-providers.tsx';

/** Every provider the pages rely on, as the app nests them (base, then the shell's); tests render through it. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <BaseProviders queryClient={queryClient}>
      <PageProviders>{children}</PageProviders>
    </BaseProviders>
  );
}
