import type { FollowedTopic, FollowedTopicsResponse, FollowTopicResponse, TopicPreviewResponse } from '@kakyere/contract';
import { deleteJson, getJson, postJson } from '../../../lib/api-client';
import type { FollowBody } from './member-follow-requests';

/** A search as a followed topic: its words and filters, as GET /api/search takes them. */
export type TopicSearchFields = { q: string } & Partial<Record<'person' | 'party' | 'from' | 'to' | 'sitting' | 'bill' | 'industry', string>>;

const TOPIC_PARAMS = ['q', 'person', 'party', 'from', 'to', 'sitting', 'bill', 'industry'] as const;

/** Only the search's own fields, none empty (a page may hand over more). */
export function topicOf(search: TopicSearchFields): TopicSearchFields {
  const topic: TopicSearchFields = { q: search.q };
  for (const name of TOPIC_PARAMS) if (name !== 'q' && search[name]) topic[name] = search[name];
  return topic;
}

/** GET /api/search/follow-preview's address for a search, its parameters always in one order (it is the cache key too). */
export function topicPreviewUrl(search: TopicSearchFields): string {
  const params = new URLSearchParams();
  for (const name of TOPIC_PARAMS) if (search[name]) params.set(name, search[name]);
  return `/api/search/follow-preview?${params}`;
}

export type TopicPreview = TopicPreviewResponse['data'];

/** GET /api/search/follow-preview: how many speeches said it in the last 30 days of sittings, and whether that is a lot. */
export async function getTopicPreview(search: TopicSearchFields, signal?: AbortSignal): Promise<TopicPreview> {
  return (await getJson<TopicPreviewResponse>(topicPreviewUrl(search), signal)).data;
}

/** POST /api/search/follow: the sentence to show, what is left to do, and whether alerts now go to the address. */
export async function followTopic(body: FollowBody & { search: TopicSearchFields }): Promise<{ message: string; next: string[]; following: boolean }> {
  const answer = await postJson<FollowTopicResponse>('/api/search/follow', { ...body, search: topicOf(body.search) });
  return { message: answer.message, next: answer.next ?? [], following: answer.data.following };
}

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** GET /api/notifications/manage/topics: the searches a manage link's subscription follows. */
export async function getManagedTopics(token: string, signal?: AbortSignal): Promise<FollowedTopic[]> {
  return (await getJson<FollowedTopicsResponse>(withToken('/api/notifications/manage/topics', token), signal)).data;
}

/** DELETE /api/notifications/manage/topics/{id}: the search no longer followed; the ones still followed. */
export async function unfollowManagedTopic(token: string, id: string): Promise<FollowedTopic[]> {
  return (await deleteJson<FollowedTopicsResponse>(withToken(`/api/notifications/manage/topics/${encodeURIComponent(id)}`, token))).data;
}
