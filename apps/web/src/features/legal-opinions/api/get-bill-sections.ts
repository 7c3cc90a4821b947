import type { BillSectionsResponse } from '@kakyere/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, shouldRetry } from '../../../lib/api-client';

export const billSectionsQueryKey = (billId: string) => ['bills', 'sections', billId] as const;

/** An opinion the server rendered the page with, after the question form was posted without JavaScript. */
export const postedOpinionQueryKey = (billId: string, opinionId: string) => ['bills', 'opinion', billId, opinionId] as const;

/** GET /api/bills/{id}/sections: whether the bill's text is on file, and its sections' numbers and headings. */
export function billSectionsQuery(billId: string) {
  return queryOptions({
    queryKey: billSectionsQueryKey(billId),
    queryFn: async ({ signal }) => (await getJson<BillSectionsResponse>(`/api/bills/${encodeURIComponent(billId)}/sections`, signal)).data,
    staleTime: 5 * 60_000,
    retry: shouldRetry,
  });
}

export function useBillSections(billId: string) {
  return useQuery(billSectionsQuery(billId));
}
