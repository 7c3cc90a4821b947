import type { HansardListItem, HansardListResponse } from '@kakyere/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const feedQueryKey = ['hansards', 'feed'] as const;

/** GET /api/hansards: the feed loads every Hansard once and pages through them on the client. */
export async function getFeed(signal?: AbortSignal): Promise<HansardListItem[]> {
  const response = await getJson<HansardListResponse>('/api/hansards', signal);
  return response.data.hansards;
}

export function useFeed() {
  return useQuery({
    queryKey: feedQueryKey,
    queryFn: ({ signal }) => getFeed(signal),
    staleTime: Infinity,
  });
}
