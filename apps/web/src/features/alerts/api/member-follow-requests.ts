import type { FollowedMember, FollowedMembersResponse, FollowMemberResponse } from '@kakyere/contract';
import type { AlertFrequency } from '@kakyere/contract/constants';
import { deleteJson, getJson, postJson } from '../../../lib/api-client';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** The body of POST /api/people/{id}/follow. */
export interface FollowBody {
  email: string;
  frequency: AlertFrequency;
}

/** POST /api/people/{id}/follow: the sentence to show, what is left to do, and whether alerts now go to the address. */
export async function followMember(personId: string, body: FollowBody): Promise<{ message: string; next: string[]; following: boolean }> {
  const answer = await postJson<FollowMemberResponse>(`/api/people/${encodeURIComponent(personId)}/follow`, body);
  return { message: answer.message, next: answer.next ?? [], following: answer.data.following };
}

/** GET /api/notifications/manage/follows: the Members a manage link's subscription follows. */
export async function getManagedFollows(token: string, signal?: AbortSignal): Promise<FollowedMember[]> {
  return (await getJson<FollowedMembersResponse>(withToken('/api/notifications/manage/follows', token), signal)).data;
}

/** DELETE /api/notifications/manage/follows/{id}: the Member unfollowed; the ones still followed. */
export async function unfollowManaged(token: string, personId: string): Promise<FollowedMember[]> {
  return (await deleteJson<FollowedMembersResponse>(withToken(`/api/notifications/manage/follows/${encodeURIComponent(personId)}`, token))).data;
}
