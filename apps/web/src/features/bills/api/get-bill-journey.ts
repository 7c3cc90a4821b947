import type { BillJourney, BillJourneyResponse } from '@kakyere/contract';
import { isBillId } from '@kakyere/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { getJson, shouldRetry } from '../../../lib/api-client';

export function isValidBillId(id: string | undefined): id is string {
  return isBillId(id);
}

/** GET /api/bills/{id}/journey: the bill, its 8 stages, amendments, debates and stakeholders. */
export async function getBillJourney(id: string, signal?: AbortSignal): Promise<BillJourney> {
  const response = await getJson<BillJourneyResponse>(`/api/bills/${encodeURIComponent(id)}/journey`, signal);
  return response.data;
}

/** The cache key of a bill's journey; the server renders with the same one. */
export const billJourneyQueryKey = (id: string | undefined) => ['bills', 'journey', id] as const;

export function useBillJourney(id: string | undefined) {
  return useQuery({
    queryKey: billJourneyQueryKey(id),
    queryFn: ({ signal }) => getBillJourney(id as string, signal),
    enabled: isValidBillId(id),
    retry: shouldRetry,
  });
}
