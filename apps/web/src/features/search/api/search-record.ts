import type { SearchPageQuery, SearchPageResult, SearchResponse } from '@kakyere/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, getJson, shouldRetry } from '../../../lib/api-client';
import { isBadRequest } from '../../../lib/failure-message';
import { searchRequestUrl } from '../lib/search-query';

/** Cache key: the server renders the page with the same one. */
export const searchQueryKey = (query: SearchPageQuery) => ['search', searchRequestUrl(query)] as const;

/**
 * GET /api/search, as the page shows it: the answer, or the words of the 400 for a search the API
 * refuses (shown in the page, like any answer). Only a failure to answer is an error (and retried).
 */
export async function searchRecord(query: SearchPageQuery, signal?: AbortSignal): Promise<SearchPageResult> {
  try {
    const { data, total, more, capped } = await getJson<SearchResponse>(searchRequestUrl(query), signal);
    return { ok: true, answer: { data, total, more, capped } };
  } catch (error) {
    if (isBadRequest(error) && error instanceof ApiRequestError && error.serverMessage) return { ok: false, error: error.serverMessage };
    throw error;
  }
}

/** The search the address asks for; idle (no request) while there are no words to search for. */
export function useSearchRecord(query: SearchPageQuery | null) {
  return useQuery({
    queryKey: searchQueryKey(query ?? {}),
    queryFn: ({ signal }) => searchRecord(query!, signal),
    enabled: query !== null,
    retry: shouldRetry,
  });
}
