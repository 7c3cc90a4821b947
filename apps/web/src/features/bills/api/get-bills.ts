import type { Bill, BillListResponse } from '@kakyere/contract';
import { useQuery } from '@tanstack/react-query';
import { billsRequestUrl, type BillListQuery } from '../lib/bill-query';
import { getJson, shouldRetry } from '../../../lib/api-client';
import { useServerRendered } from '../../../lib/use-server-rendered';

/** GET /api/bills[?status=&billType=] or GET /api/bills/search?q= (spec §7). */
export async function getBills(query: BillListQuery, signal?: AbortSignal): Promise<Bill[]> {
  const response = await getJson<BillListResponse>(billsRequestUrl(query), signal);
  return response.data;
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

/** A long list's first cards as the server rendered them, and how many the whole list has. */
export interface BillsFirstPage {
  bills: Bill[];
  total: number;
}

/** The first cards of a long bills list, which the server renders into the page; the whole list follows. */
export const billsFirstPageQueryKey = (query: BillListQuery) => ['bills', 'list', 'first-page', billsRequestUrl(query)] as const;

export function useBillsFirstPage(query: BillListQuery): BillsFirstPage | undefined {
  return useServerRendered<BillsFirstPage>(billsFirstPageQueryKey(query));
}
