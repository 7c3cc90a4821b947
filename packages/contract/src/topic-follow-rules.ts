import { FOLLOW_MESSAGES } from './member-follow-rules.js';

/**
 * "E-mail me when this is said" (issue 30): a search saved as a followed topic. The address is
 * checked as the follow form checks it (checkFollowRequest); the alerts share the subscription's
 * double opt-in, links and exactly-once deliveries.
 */
export const TOPIC_FOLLOW_MESSAGES = {
  button: 'E-mail me when this is said',
  failed: 'Failed to save this search as an alert. Please try again later.',
  emailRequired: FOLLOW_MESSAGES.emailRequired,
  emailInvalid: FOLLOW_MESSAGES.emailInvalid,
  frequencyInvalid: FOLLOW_MESSAGES.frequencyInvalid,
  nothingToFollow: 'Type what to search for before saving it as an alert',
  tooManyTopics: 'An address can follow at most 20 searches. Stop following one on your manage page first.',
  success: (label: string) => `You will get an e-mail when Parliament says ${label}.`,
  unfollowed: (label: string) => `You no longer follow ${label}.`,
  unfollowFailed: 'Failed to stop following this search. Please try again later.',
  /** Under the form: how much it would have sent, before saving. */
  preview: (count: number, from: string, to: string) =>
    count === 1 ? `1 speech said this in the sittings from ${from} to ${to}.` : `${count} speeches said this in the sittings from ${from} to ${to}.`,
  previewNone: 'No speech said this in the last 30 days of sittings on Kakyerɛ.',
  tooBusy: (perWeek: number) => `That is about ${perWeek} a week. Add a word or a filter to hear about fewer.`,
} as const;

export const TOPIC_FOLLOW_NEXT_STEPS = {
  confirmTopic: (email: string, label: string) => `This address already has alerts. To follow ${label} too, use the link we have sent to ${email}.`,
} as const;

/** The window the preview counts: the 30 days of sittings up to the newest on the site. */
export const TOPIC_PREVIEW_DAYS = 30;
/** Above this many matching speeches a week, the form warns before saving. */
export const TOPIC_BUSY_PER_WEEK = 20;
/** An alert e-mail shows at most this many speeches of one search, with a link to the rest. */
export const TOPIC_ALERT_SPEECHES = 3;
export const TOPIC_FOLLOWS_PER_ADDRESS = 20;
