import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@gestora/contract/limits';
import '../lib/dates.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

/**
 * Every provider the pages rely on; tests render through it too (with their own QueryClient), and under Vitest
 * Mantine runs in its test mode (no transitions, no portals) so that what opens is there at once.
 */
export function Providers({
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
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
            <Notifications position="top-right" autoClose={LIMITS.toastAutoCloseMs} limit={1} zIndex={1000} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
