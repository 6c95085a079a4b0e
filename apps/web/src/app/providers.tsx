import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BaseProviders } from './base-providers.tsx';
import { ToastsContainer } from './toasts-container.tsx';

/**
 * Every provider the pages rely on, as the app nests them, and the toasts' container mounted at once (the app
 * loads it with the first toast); tests render through it. The date pickers bring their own (DateField).
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <BaseProviders queryClient={queryClient}>
      <ToastsContainer />
      {children}
    </BaseProviders>
  );
}
