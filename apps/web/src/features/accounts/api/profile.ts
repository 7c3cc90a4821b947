import type { Profile, ProfileResponse } from '@kakyere/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson, patchJson, shouldRetry } from '../../../lib/api-client';
import { profileQueryKey } from './query-keys';

/** GET /api/me/profile: what the profile screen shows. A 401 says the session has ended. */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }) => (await getJson<ProfileResponse>('/api/me/profile', signal)).data,
    enabled,
    retry: shouldRetry,
  });
}

/** What the reader may change; an empty string clears the field. */
export interface ProfileChanges {
  organization: string;
  industry: string;
}

/** PATCH /api/me/profile: the profile as saved. */
export async function updateProfile(changes: ProfileChanges): Promise<Profile> {
  return (await patchJson<ProfileResponse>('/api/me/profile', changes)).data;
}
