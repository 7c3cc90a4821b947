import { z } from 'zod';
import { INDUSTRIES } from './industries.js';
import { ALERT_FREQUENCIES, SUBSCRIBE_LIMITS, SUBSCRIBE_MESSAGES } from './subscription-rules.js';

/**
 * POST /api/notifications/subscribe (spec §3 payload, plus an optional phone). Checked in the spec's
 * order, each failure with its own message; `checkSubscribeRequest` (shared with the page) gives the first one.
 */
// Types are checked here with the spec's own words, so even a malformed payload is answered in them.
const channelFlag = z.boolean(SUBSCRIBE_MESSAGES.methodRequired).optional();
export const SubscribeRequestSchema = z.object({
  email: z.string(SUBSCRIBE_MESSAGES.emailRequired).max(SUBSCRIBE_LIMITS.maxEmailLength, SUBSCRIBE_MESSAGES.emailInvalid).optional(),
  name: z.string(SUBSCRIBE_MESSAGES.nameTooLong).max(SUBSCRIBE_LIMITS.maxNameLength, SUBSCRIBE_MESSAGES.nameTooLong).nullish(),
  industries: z.array(z.string(SUBSCRIBE_MESSAGES.industryRequired).max(40, SUBSCRIBE_MESSAGES.industryRequired), SUBSCRIBE_MESSAGES.industryRequired).max(40, SUBSCRIBE_MESSAGES.industryRequired).optional(),
  notificationPreferences: z.object({ email: channelFlag, sms: channelFlag, whatsapp: channelFlag }, SUBSCRIBE_MESSAGES.methodRequired).optional(),
  phone: z.string(SUBSCRIBE_MESSAGES.phoneInvalid).max(40, SUBSCRIBE_MESSAGES.phoneInvalid).nullish(),
});
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;

/** 201 on success, and the same text for an address that already has a subscription (it is e-mailed a link). */
export const SubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Additive: what is left to do (confirm the address, the new choices, the phone number), shown under the spec's text. */
  next: z.array(z.string()).optional(),
});
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

/** A subscription as its manage page shows it (reached by a signed link, or by its signed-in owner). */
export const SubscriptionSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  industries: z.array(z.enum(INDUSTRIES)),
  channels: z.object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() }),
  phone: z.string().nullable(),
  phoneConfirmed: z.boolean(),
  /** Whether the owner of the address confirmed it: e-mail alerts go only to a confirmed address. */
  emailConfirmed: z.boolean(),
  frequency: z.enum(ALERT_FREQUENCIES),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionResponseSchema = z.object({ success: z.literal(true), data: SubscriptionSchema });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

/** PUT /api/notifications/manage: the manage page's choices (the same rules as subscribing). */
export const ManageSubscriptionRequestSchema = z.object({
  token: z.string().min(1).max(1000),
  industries: SubscribeRequestSchema.shape.industries,
  notificationPreferences: SubscribeRequestSchema.shape.notificationPreferences,
  phone: SubscribeRequestSchema.shape.phone,
  frequency: z.enum(ALERT_FREQUENCIES, 'Please choose how often to hear from us'),
});

/** A link's token (manage, confirm), in a query string or a body. */
export const SubscriptionTokenSchema = z.object({ token: z.string().min(1).max(1000) });

/** GET /api/notifications/confirm: what the subscription is and what the e-mailed link would make it. */
export const ConfirmChangesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /**
     * 'address': a new subscription waiting for its address to be confirmed; 'changes': new choices
     * for a confirmed one; 'follow': a Member to follow, asked for with an address that has alerts;
     * 'topic': a search to follow, asked for likewise.
     */
    kind: z.enum(['address', 'changes', 'follow', 'topic']),
    current: SubscriptionSchema,
    proposed: z.object({ industries: z.array(z.enum(INDUSTRIES)), channels: SubscriptionSchema.shape.channels, phone: z.string().nullable() }),
    /** The Members whose speeches the confirmed subscription will be e-mailed about: those it follows, or ('follow') the one to add. */
    members: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
    /** The searches it will be e-mailed about ("E-mail me when this is said"): those it follows, or ('topic') the one to add. */
    topics: z.array(z.object({ id: z.string(), label: z.string(), url: z.string() })).optional(),
  }),
});
export type ConfirmChangesResponse = z.infer<typeof ConfirmChangesResponseSchema>;

/** GET /api/me/subscription: the subscription linked to the signed-in account, or null. */
export const MySubscriptionResponseSchema = z.object({ success: z.literal(true), data: SubscriptionSchema.nullable() });
export type MySubscriptionResponse = z.infer<typeof MySubscriptionResponseSchema>;

/** Answers that are only a sentence for people (unsubscribed, link sent). */
export const NotificationMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ManageSubscriptionRequest = z.infer<typeof ManageSubscriptionRequestSchema>;
