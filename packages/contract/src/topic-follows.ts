/**
 * "E-mail me when this is said" (issue 30): POST /api/search/follow saves a search (its words and
 * filters) as a followed topic; GET /api/search/follow-preview counts what it would have sent;
 * GET and DELETE /api/notifications/manage/topics list and stop them from the manage page.
 */
import { z } from 'zod';
import { FollowMemberRequestSchema } from './member-follows.js';
import { SearchFiltersSchema, SearchTextSchema } from './search.js';
import { SubscriptionTokenSchema } from './subscriptions.js';

/** A search as a followed topic: its words and filters (sort and paging are not part of it). */
export const TopicSearchSchema = SearchFiltersSchema.extend({ q: SearchTextSchema });
export type TopicSearch = z.infer<typeof TopicSearchSchema>;

export const FollowTopicRequestSchema = FollowMemberRequestSchema.extend({
  search: TopicSearchSchema.describe('The search to follow, as GET /api/search takes it'),
});
export type FollowTopicRequest = z.input<typeof FollowTopicRequestSchema>;

export const FollowedTopicSchema = z.object({
  id: z.string().describe('The followed topic, for stopping it'),
  search: z.record(z.string(), z.string()).describe('Its words (q) and filters, as GET /api/search takes them'),
  label: z.string().describe('The search in words, e.g. "galamsey" (by Hon. X, from 1 January 2012)'),
  url: z.string().describe('The search page for it'),
});
export type FollowedTopic = z.infer<typeof FollowedTopicSchema>;

export const FollowTopicResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().describe('What following does, once every step is done'),
  next: z.array(z.string()).optional().describe('What is left to do (confirm the address, or the topic on an address that already has alerts)'),
  data: z.object({
    topic: FollowedTopicSchema,
    following: z.boolean().describe('Whether alerts for it will now go to the address (false while a step is left)'),
  }),
});
export type FollowTopicResponse = z.infer<typeof FollowTopicResponseSchema>;

export const TopicPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    from: z.string().nullable().describe('The first day counted: 30 days before the newest sitting on the site (null when there is none)'),
    to: z.string().nullable().describe('The newest sitting on the site'),
    speeches: z.number().int().min(0).describe('How many speeches said it then'),
    perWeek: z.number().describe('That, as a weekly rate'),
    busy: z.boolean().describe('More than 20 a week: the form warns before saving'),
  }),
});
export type TopicPreviewResponse = z.infer<typeof TopicPreviewResponseSchema>;

export const FollowedTopicsResponseSchema = z.object({ success: z.literal(true), data: z.array(FollowedTopicSchema) });
export type FollowedTopicsResponse = z.infer<typeof FollowedTopicsResponseSchema>;

export const TopicParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a topic id') });
export const ManageTopicQuerySchema = SubscriptionTokenSchema;
