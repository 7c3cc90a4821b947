import type { FollowedTopic, FollowedTopicsResponse } from '@kakyere/contract';
import { deleteJson, getJson } from '../../../lib/api-client';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** GET /api/notifications/manage/topics: the searches a manage link's subscription follows. */
export async function getManagedTopics(token: string, signal?: AbortSignal): Promise<FollowedTopic[]> {
  return (await getJson<FollowedTopicsResponse>(withToken('/api/notifications/manage/topics', token), signal)).data;
}

/** DELETE /api/notifications/manage/topics/{id}: the search no longer followed; the ones still followed. */
export async function unfollowManagedTopic(token: string, id: string): Promise<FollowedTopic[]> {
  return (await deleteJson<FollowedTopicsResponse>(withToken(`/api/notifications/manage/topics/${encodeURIComponent(id)}`, token))).data;
}
