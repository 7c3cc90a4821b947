import { useQuery, type QueryKey } from '@tanstack/react-query';

const neverFetched = () => Promise.reject(new Error('only the server renders this data into the page'));

/**
 * Data the server rendered the page with (a list's first cards, a sitting's summary), under its
 * own query key; undefined when the page was not rendered on the server with it. The browser never
 * fetches it: the full query (the whole list, the sitting with its transcript) follows after
 * hydration and takes over once it arrives.
 */
export function useServerRendered<T>(queryKey: QueryKey): T | undefined {
  return useQuery<T>({ queryKey, queryFn: neverFetched, enabled: false, staleTime: Infinity }).data;
}
