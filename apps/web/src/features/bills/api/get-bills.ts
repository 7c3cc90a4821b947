import type { Bill, BillListResponse, BillSearchResponse } from '@kakyere/contract';
import { useQuery } from '@tanstack/react-query';
import { billsRequestUrl, type BillListQuery } from '../lib/bill-query';
import { getJson, shouldRetry } from '../../../lib/api-client';
import { useServerRendered } from '../../../lib/use-server-rendered';

/** A bills list or search answer: the bills, and how many matched (more than `bills` holds when a search was cut off). */
export interface BillList {
  bills: Bill[];
  total: number;
}

/** GET /api/bills[?status=&billType=] or GET /api/bills/search?q=[&limit=] (spec §7). */
export async function getBills(query: BillListQuery, signal?: AbortSignal): Promise<BillList> {
  const response = await getJson<BillListResponse | BillSearchResponse>(billsRequestUrl(query), signal);
  // A list holds every bill it matched; so does a search answer from before `total` was added.
  const total = 'total' in response ? response.total : response.data.length;
  return { bills: response.data, total: Math.max(total, response.data.length) };
}

/** The cache key of a bills list; the server renders with the same one. */
export const billsQueryKey = (query: BillListQuery) => ['bills', 'list', billsRequestUrl(query)] as const;

export function useBills(query: BillListQuery) {
  return useQuery({
    queryKey: billsQueryKey(query),
    queryFn: ({ signal }) => getBills(query, signal),
    retry: shouldRetry,
  });
}

/** A long list's first cards as the server rendered them, and how many bills it matched. */
export interface BillsFirstPage {
  bills: Bill[];
  total: number;
}

/** The first cards of a long bills list, which the server renders into the page; the whole list follows. */
export const billsFirstPageQueryKey = (query: BillListQuery) => ['bills', 'list', 'first-page', billsRequestUrl(query)] as const;

export function useBillsFirstPage(query: BillListQuery): BillsFirstPage | undefined {
  return useServerRendered<BillsFirstPage>(billsFirstPageQueryKey(query));
}
