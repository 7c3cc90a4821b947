import { LIMITS } from '@kakyere/contract/constants';
import type { HansardListItem, HansardListResponse } from '@kakyere/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { useServerRendered } from '../../../lib/use-server-rendered';

export const hansardListQueryKey = ['hansards', 'list', LIMITS.hansardListFetchLimit] as const;

/** The list's first cards, which the server renders into the page; the whole list follows. */
export const hansardListFirstPageQueryKey = ['hansards', 'list', 'first-page'] as const;

export function useHansardsFirstPage(): HansardListItem[] | undefined {
  return useServerRendered<HansardListItem[]>(hansardListFirstPageQueryKey);
}

/** GET /api/hansards?limit=1000: search and filter then run on the client over the whole list. */
export async function getHansards(signal?: AbortSignal): Promise<HansardListItem[]> {
  const response = await getJson<HansardListResponse>(`/api/hansards?limit=${LIMITS.hansardListFetchLimit}`, signal);
  return response.data.hansards;
}

export function useHansards() {
  return useQuery({ queryKey: hansardListQueryKey, queryFn: ({ signal }) => getHansards(signal) });
}
