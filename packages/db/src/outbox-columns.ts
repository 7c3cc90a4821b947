import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every outbox-like table shares (mail_outbox, text_outbox, push_deliveries), so one
 * claim / lease / attempt / backoff / give-up mechanism (apps/server modules/delivery/outbox) works
 * on each. One status vocabulary:
 * pending → sending (claimed until `claimed_until`) → sent | logged (no provider: the row is the
 * delivery) | failed (permanent, or out of attempts) | cancelled (nothing to send any more);
 * back to pending, not before `next_attempt_at`, after a transient failure.
 */
export const outboxColumns = () => ({
  status: text('status').notNull().default('pending'),
  /** Attempts made, counted when a row is claimed (the current one included). */
  attempts: integer('attempts').notNull().default(0),
  /** The lease: until when the sender that claimed it has it; past this, a sender that died has it no more. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'string' }),
  /** After a transient failure: not tried again before this (backoff). Null: never failed. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }),
  lastError: text('last_error'),
});

/** The statuses outbox rows take (see outboxColumns). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'logged' | 'failed' | 'cancelled';
