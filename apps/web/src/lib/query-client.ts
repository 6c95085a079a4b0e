import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http.ts';

/**
 * One client for the app. Client errors (4xx) are final answers, so only network/server failures retry once.
 * Offline, a query still asks once (the service worker may answer from its cache: lib/offline.ts), and a mutation
 * runs, so that lib/http.ts refuses it out loud instead of TanStack Query pausing it until the network returns.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof HttpError && error.status >= 400 && error.status < 500) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      networkMode: 'offlineFirst',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
