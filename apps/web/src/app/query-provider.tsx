import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * One client for the whole app, shared by every screen that fetches: each wraps itself in this
 * provider, so the cache survives moving between screens.
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Parliament publishes a few records a week; a visit does not need to refetch them.
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      refetchOnWindowFocus: false,
      retry: 1,
      // Let requests reach the service worker when offline, so cached Hansards still show.
      networkMode: 'offlineFirst',
    },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
