import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './accounts-schema.js';
import { domainEvents } from './alerts-schema.js';
import { outboxColumns } from './outbox-columns.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * One browser's Web Push subscription (the spec's `fcmToken`), held for the account signed in there.
 * The endpoint is the browser's own address at its push service, so it belongs to one account at a
 * time: storing it again for another account moves it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and authentication secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the browser last stored it (each sign-in with permission granted). */
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastSuccessAt: at('last_success_at'),
    /** Transient failures (429, 5xx, no answer) since the last success. */
    failureCount: integer('failure_count').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One notification to one browser about one event, recorded once under its unique key (as
 * alert_deliveries are for e-mail and texts). A sender claims it before calling the push service,
 * so two senders never both send it, and a sender that died lets go when its claim runs out.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pushSubscriptionId: uuid('push_subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    /** status, attempts, claimed_until, next_attempt_at, last_error: sent | failed (a 4xx no retry fixes) | cancelled (the item is gone). */
    ...outboxColumns(),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [uniqueIndex('push_deliveries_once').on(t.pushSubscriptionId, t.eventId), index('push_deliveries_pending_idx').on(t.status, t.createdAt)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
