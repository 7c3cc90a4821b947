import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import { readDomainEvent, type DomainEvent, type StoredEvent } from '@kakyere/contract';
import { domainEvents, pushDeliveries, pushSubscriptions, type Database } from '@kakyere/db';
import { sendPush } from '../../delivery/push/send-push.js';
import { wantsPushFor } from '../../delivery/push/push-targets-for-industries.js';
import { loadAlertItem } from './load-alert-item.js';
import type { AlertDeps, PushSender } from './alert-deps.js';
import type { SendOutcome } from './send-alert.js';

/** What sending a push needs beside the database: the VAPID keys (and, in tests, an agent). */

/** A claim on a push delivery lasts this long; a push service gets 10 s per request (send-push.ts). */
const CLAIM_SECONDS = 60;

/**
 * Records one push delivery per (browser, event) for every signed-in reader's browser that wants the
 * event's industries (their linked subscription's, or all when none is linked), in one statement;
 * the unique key makes a repeat add nothing. Returns the event's deliveries still to send.
 */
export async function recordPushDeliveries(db: Database, eventId: number, industries: readonly string[]): Promise<string[]> {
  if (industries.length > 0) {
    await db.execute(sql`
      insert into ${pushDeliveries} (push_subscription_id, event_id)
      select ${pushSubscriptions.id}, ${eventId} from ${pushSubscriptions} where ${wantsPushFor(industries)}
      on conflict (push_subscription_id, event_id) do nothing`);
  }
  const pending = await db
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.eventId, eventId), eq(pushDeliveries.status, 'pending')));
  return pending.map((row) => row.id);
}

/** An event that does not match the contract is never rendered: its delivery is released with the reason, and the error thrown. */
async function readOrRelease(row: StoredEvent, release: (status: string, lastError: string) => Promise<unknown>): Promise<DomainEvent> {
  try {
    return readDomainEvent(row);
  } catch (error) {
    await release('pending', error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** Pending, or held by a sender whose claim ran out (it died): one conditional update, so one sender wins. */
const claimable = or(eq(pushDeliveries.status, 'pending'), and(eq(pushDeliveries.status, 'sending'), lt(pushDeliveries.claimedUntil, sql`now()`)));

/**
 * Sends one push delivery: claims it, builds the notification from the event's item, sends it, and
 * records the outcome. A transient failure (429, 5xx, no answer) releases it and throws, so the job
 * retries with backoff; a browser its push service forgot is deleted with its deliveries.
 */
export async function sendPushDelivery(deps: AlertDeps & { push: PushSender }, deliveryId: string): Promise<SendOutcome> {
  const { db } = deps;
  const [claimed] = await db
    .update(pushDeliveries)
    .set({ status: 'sending', attempts: sql`${pushDeliveries.attempts} + 1`, claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(and(eq(pushDeliveries.id, deliveryId), claimable))
    .returning();
  if (!claimed) return 'already-sent';
  const [found] = await db
    .select({ subscription: pushSubscriptions, event: domainEvents })
    .from(pushSubscriptions)
    .innerJoin(domainEvents, eq(domainEvents.id, claimed.eventId))
    .where(eq(pushSubscriptions.id, claimed.pushSubscriptionId));
  const finish = (status: string, lastError: string | null = null) =>
    db
      .update(pushDeliveries)
      .set({ status, lastError, claimedUntil: null, ...(status === 'sent' ? { sentAt: sql`now()` } : {}) })
      .where(eq(pushDeliveries.id, deliveryId));
  const item = found && (await loadAlertItem(db, deps.publicUrl, await readOrRelease(found.event, finish)));
  if (!found || !item) {
    await finish('cancelled');
    return 'cancelled';
  }
  const link = new URL(item.link);
  try {
    const outcome = await sendPush({ db, ...deps.push }, found.subscription, {
      title: item.title,
      body: `${item.when}. ${item.summary}`,
      url: `${link.pathname}${link.search}`,
      tag: `${item.kind}:${link.pathname}`,
    });
    if (outcome === 'gone') return 'gone';
    await finish(outcome === 'sent' ? 'sent' : 'refused', outcome === 'refused' ? 'refused by the push service' : null);
    if (outcome === 'sent') deps.onAlertSent?.();
    return outcome === 'sent' ? 'sent' : 'cancelled';
  } catch (error) {
    await finish('pending', error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** Push deliveries a dead process left: pending long after they were recorded, or claimed past their claim. */
export async function stalePushDeliveries(db: Database, olderThanSeconds: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .where(
      or(
        and(eq(pushDeliveries.status, 'pending'), lt(pushDeliveries.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`)),
        and(eq(pushDeliveries.status, 'sending'), lt(pushDeliveries.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(pushDeliveries.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
