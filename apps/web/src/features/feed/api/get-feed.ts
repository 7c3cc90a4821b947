import type { HansardListItem, HansardListResponse } from '@kakyere/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { useServerRendered } from '../../../lib/use-server-rendered';

export const feedQueryKey = ['hansards', 'feed'] as const;

/** The first page of the feed, which the server renders into the page; the full list follows. */
export const feedFirstPageQueryKey = ['hansards', 'feed', 'first-page'] as const;

/** GET /api/hansards: the feed loads every Hansard once and pages through them on the client. */
export async function getFeed(signal?: AbortSignal): Promise<HansardListItem[]> {
  const response = await getJson<HansardListResponse>('/api/hansards', signal);
  return response.data.hansards;
}

/** What the server rendered the feed with, if it did; never fetched by the browser itself. */
export function useFeedFirstPage(): HansardListItem[] | undefined {
  return useServerRendered<HansardListItem[]>(feedFirstPageQueryKey);
}

export function useFeed() {
  return useQuery({
    queryKey: feedQueryKey,
    queryFn: ({ signal }) => getFeed(signal),
    staleTime: Infinity,
  });
}
