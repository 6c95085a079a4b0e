import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http.ts';

/** One client for the app. Client errors (4xx) are final answers, so only network/server failures retry once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof HttpError && error.status >= 400 && error.status < 500) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
