import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@gestora/contract/limits';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

/**
 * The providers every page needs, the sign-in page included; what only signed-in pages use is in
 * page-providers.tsx, loaded with the shell. Under Vitest Mantine runs in its test mode (no transitions, no
 * portals) so that what opens is there at once.
 */
export function BaseProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
    >
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" autoClose={LIMITS.toastAutoCloseMs} limit={1} zIndex={1000} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
