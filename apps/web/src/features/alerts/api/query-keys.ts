/** The subscription a manage link is for (GET /api/notifications/manage). */
export const managedSubscriptionQueryKey = (token: string) => ['alerts', 'managed', token] as const;

/** The Members a manage link's subscription follows (GET /api/notifications/manage/follows). */
export const managedFollowsQueryKey = (token: string) => ['alerts', 'follows', token] as const;

/** The searches a manage link's subscription follows (GET /api/notifications/manage/topics). */
export const managedTopicsQueryKey = (token: string) => ['alerts', 'topics', token] as const;

/** What a confirmation link would change (GET /api/notifications/confirm). */
export const proposedChangesQueryKey = (token: string) => ['alerts', 'proposed', token] as const;

/**
 * The subscription linked to a signed-in account. Keyed by the account, so another person's
 * alerts never show after signing in as someone else in the same tab.
 */
export const mySubscriptionQueryKey = (userId: string) => ['alerts', 'mine', userId] as const;

/** Every cached answer about someone's alerts: stale after any change made from these pages. */
export const alertsQueryKey = ['alerts'] as const;

/** How many speeches a search would have sent in the last 30 days of sittings (GET /api/search/follow-preview). */
export const topicPreviewQueryKey = (url: string) => ['alerts', 'topic-preview', url] as const;
