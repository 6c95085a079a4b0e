import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The providers every page needs, the sign-in page included (the toasts' container is beside them: app/toasts.tsx);
 * the date pickers' (DatesProvider, in Spanish) comes with them (components/date-field.tsx). Under Vitest Mantine runs in its test mode (no transitions, no
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
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      // Its variables are a CSS file of the build (build/theme-variables.plugin.ts, imported by main.tsx): the
      // same text, without computing it on every page load. Tests render no CSS.
      withCssVariables={false}
      env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
