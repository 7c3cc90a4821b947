import type { Hansard, HansardDetailResponse, HansardListItem } from '@kakyere/contract';
import { isHansardId } from '@kakyere/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { getJson, isNotFound } from '../../../lib/api-client';
import { useServerRendered } from '../../../lib/use-server-rendered';

/**
 * A sitting as the list shows it, which the server renders a Hansard's own address with: null when
 * the server found no such sitting, undefined when the page was not rendered on the server.
 */
export const hansardPreviewQueryKey = (id: string) => ['hansards', 'preview', id] as const;

export function useHansardPreview(id: string | undefined): HansardListItem | null | undefined {
  return useServerRendered<HansardListItem | null>(hansardPreviewQueryKey(id ?? ''));
}

export function isValidHansardId(id: string | undefined): id is string {
  return isHansardId(id);
}

/** GET /api/hansards/{id}: one Hansard with its full transcript (raw_text). */
export async function getHansard(id: string, signal?: AbortSignal): Promise<Hansard> {
  const response = await getJson<HansardDetailResponse>(`/api/hansards/${encodeURIComponent(id)}`, signal);
  return response.data.hansard;
}

/** The sitting with its transcript; the server renders a sitting that has speeches with it (prefetch 'hansard-speeches'). */
export const hansardDetailQueryKey = (id: string | undefined) => ['hansards', 'detail', id] as const;

export function useHansard(id: string | undefined) {
  const valid = isValidHansardId(id);
  return useQuery({
    queryKey: hansardDetailQueryKey(id),
    queryFn: ({ signal }) => getHansard(id as string, signal),
    enabled: valid,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}
