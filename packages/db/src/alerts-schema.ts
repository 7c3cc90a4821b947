import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './accounts-schema.js';
import { persons } from './people-schema.js';
import { outboxColumns } from './outbox-columns.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Domain events, written in the same transaction as the change they describe, so an event exists
 * exactly when its change does; the server relays each to the job queue once (`relayed_at`).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'hansard-published', 'bill-created', 'bill-stage-changed', 'bill-status-changed'. */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** One event per fact: writing the same fact twice adds nothing. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    /**
     * status, attempts, claimed_until, next_attempt_at, last_error: pending → sending (a relay has it
     * until claimed_until; after, another may take it: the first died) → sent (relayed).
     */
    ...outboxColumns(),
    relayedAt: at('relayed_at'),
  },
  (t) => [index('domain_events_unrelayed_idx').on(t.id).where(sql`${t.status} <> 'sent'`)],
);

/**
 * One person's alert subscription, one per e-mail address (spec §2 Subscribe, §3 payload). One made
 * by following a Member (member_follows) may have no industries: it then gets no industry alerts.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    name: text('name'),
    industries: text('industries').array().notNull(),
    emailEnabled: boolean('email_enabled').notNull(),
    smsEnabled: boolean('sms_enabled').notNull(),
    whatsappEnabled: boolean('whatsapp_enabled').notNull(),
    /** E.164; needed for SMS and WhatsApp, which go out only once it is confirmed. */
    phone: text('phone'),
    phoneConfirmedAt: at('phone_confirmed_at'),
    /** 'immediate' or 'daily' (a digest at 07:00 Accra time). */
    frequency: text('frequency').notNull().default('immediate'),
    /** The account it belongs to, when a signed-in reader subscribed. */
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    /** When and where the person agreed to be sent alerts. */
    consentAt: at('consent_at').notNull().defaultNow(),
    consentSource: text('consent_source').notNull(),
    /** Single-purpose and never expiring: the one-click unsubscribe link of every alert. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    unsubscribedAt: at('unsubscribed_at'),
    /**
     * When the owner of the address confirmed it (double opt-in): e-mail alerts and digests go only
     * to a confirmed address. Null while pending; a pending subscription is deleted after 7 days.
     */
    emailConfirmedAt: at('email_confirmed_at'),
    /** When the last confirmation e-mail went out: a repeat form sends another at most every 5 minutes. */
    confirmationSentAt: at('confirmation_sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_industries_idx').using('gin', t.industries), index('subscriptions_user_idx').on(t.userId)],
);

/**
 * One alert to send: a (subscription, event, channel) recorded once under its unique key, so nothing
 * is ever sent twice, and kept with how its sending went.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /**
     * A Member alert (a followed Member spoke in the event's sitting): the Member and the sitting.
     * Both null for an industry alert. A Member alert is recorded once per (subscription, Member,
     * sitting), whatever the event or channel, so storing a sitting again sends nothing new.
     */
    personId: text('person_id').references(() => persons.id),
    hansardId: text('hansard_id'),
    /**
     * A topic alert (issue 30: a followed search said in a sitting): the sitting. The speeches it
     * carries are in topic_speech_sends. Recorded once per (subscription, sitting, channel).
     */
    topicHansardId: text('topic_hansard_id'),
    /**
     * status, attempts, claimed_until, next_attempt_at, last_error: pending → sent (its message
     * written to an outbox in the same transaction) | cancelled (stopped, or the item is gone).
     * No lease: it is taken and settled in one transaction (send-alert.ts).
     */
    ...outboxColumns(),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('alert_deliveries_once').on(t.subscriptionId, t.eventId, t.channel).where(sql`${t.personId} is null and ${t.topicHansardId} is null`),
    uniqueIndex('alert_deliveries_topic_once').on(t.subscriptionId, t.topicHansardId, t.channel).where(sql`${t.topicHansardId} is not null`),
    uniqueIndex('alert_deliveries_member_once').on(t.subscriptionId, t.personId, t.hansardId).where(sql`${t.personId} is not null`),
    index('alert_deliveries_pending_idx').on(t.status, t.createdAt),
    check('alert_deliveries_member_sitting', sql`(${t.personId} is null) = (${t.hansardId} is null)`),
  ],
);

/**
 * "E-mail me when this Member speaks": the Members a subscription follows. Each sitting a followed
 * Member speaks in is one e-mail alert (at once or in the digest) to a confirmed address.
 */
export const memberFollows = pgTable(
  'member_follows',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    personId: text('person_id')
      .notNull()
      .references(() => persons.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.personId] }), index('member_follows_person_idx').on(t.personId)],
);

/**
 * "E-mail me when this is said" (issue 30): searches a subscription follows, as GET /api/search takes
 * them (words and filters). `confirmedAt` is null only while the owner of an address that already has
 * alerts has not used the link that adds it.
 */
export const topicFollows = pgTable(
  'topic_follows',
  {
    /** A hash of the subscription and the search: following the same search twice is one topic. */
    id: text('id').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    search: jsonb('search').$type<Record<string, string>>().notNull(),
    label: text('label').notNull(),
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('topic_follows_subscription_idx').on(t.subscriptionId)],
);

/**
 * Every speech a subscription was sent for a followed search, ever: keyed on the speech, so a
 * sitting stored again, a retried job or a second matching search sends it nothing new.
 */
export const topicSpeechSends = pgTable(
  'topic_speech_sends',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    speechId: text('speech_id').notNull(),
    topicId: text('topic_id').notNull(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => alertDeliveries.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.speechId] }), index('topic_speech_sends_delivery_idx').on(t.deliveryId)],
);

/** SMS and WhatsApp messages: the delivery when no provider is configured, and the record when one is. */
export const textOutbox = pgTable(
  'text_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    /** status, attempts, claimed_until, next_attempt_at, last_error: sent | logged (no provider) | failed (refused for good, out of attempts, or a day old). */
    ...outboxColumns(),
    providerMessageId: text('provider_message_id'),
    /** The caller's own keys: what it is for ({ kind, subscriptionId } or { deliveryId }). */
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [index('text_outbox_status_idx').on(t.status, t.createdAt)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type DomainEventRow = typeof domainEvents.$inferSelect;
export type MemberFollowRow = typeof memberFollows.$inferSelect;
export type TopicFollowRow = typeof topicFollows.$inferSelect;
