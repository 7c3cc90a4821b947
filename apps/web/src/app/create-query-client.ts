import { QueryClient } from '@tanstack/react-query';

/**
 * The query cache. The browser has one for the whole visit, so the cache survives moving between
 * screens; the server makes one per request, filled with what that page needs and sent along.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
