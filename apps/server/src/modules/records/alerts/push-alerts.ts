import { and, eq, sql } from 'drizzle-orm';
import { readDomainEvent, type DomainEvent, type StoredEvent } from '@kakyere/contract';
import { domainEvents, pushDeliveries, pushSubscriptions, type Database } from '@kakyere/db';
import { sendPush } from '../../delivery/push/send-push.js';
import { wantsPushFor } from '../../delivery/push/push-targets-for-industries.js';
import { defineOutbox, type AttemptResult } from '../../delivery/outbox/define-outbox.js';
import { loadAlertItem } from './load-alert-item.js';
import type { AlertDeps, PushSender } from './alert-deps.js';
import type { SendOutcome } from './send-alert.js';

/**
 * Push deliveries' claims (modules/delivery/outbox): a claim lasts a minute (a push service gets
 * 10 s per request, send-push.ts). No backoff or last attempt of their own: a transient failure is
 * released at once and the send job's retry policy (or a later sweep) tries again.
 */
const pushOutbox = (unstartedAfterSeconds: number) =>
  defineOutbox(pushDeliveries, { leaseSeconds: 60, unstartedAfterSeconds, maxAttempts: Number.POSITIVE_INFINITY });
/** For sending one delivery; the unstarted window matters only to the sweep. */
const pushClaims = pushOutbox(60);

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
async function readOrRelease(row: StoredEvent, release: (error: string) => Promise<unknown>): Promise<DomainEvent> {
  try {
    return readDomainEvent(row);
  } catch (error) {
    await release(error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * Sends one push delivery: claims it, builds the notification from the event's item, sends it, and
 * records the outcome. A transient failure (429, 5xx, no answer) releases it and throws, so the job
 * retries with backoff; a browser its push service forgot is deleted with its deliveries.
 */
export async function sendPushDelivery(deps: AlertDeps & { push: PushSender }, deliveryId: string): Promise<SendOutcome> {
  const { db } = deps;
  const claimed = await pushClaims.claim(db, deliveryId);
  if (!claimed) return 'already-sent';
  const [found] = await db
    .select({ subscription: pushSubscriptions, event: domainEvents })
    .from(pushSubscriptions)
    .innerJoin(domainEvents, eq(domainEvents.id, claimed.eventId))
    .where(eq(pushSubscriptions.id, claimed.pushSubscriptionId));
  const finish = (result: AttemptResult) => pushClaims.finish(db, deliveryId, claimed.attempts, result);
  const release = (error: string) => finish({ status: 'retry', error });
  const item = found && (await loadAlertItem(db, deps.publicUrl, await readOrRelease(found.event, release)));
  if (!found || !item) {
    await finish({ status: 'cancelled' });
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
    await finish(outcome === 'sent' ? { status: 'sent', set: { sentAt: sql`now()` } } : { status: 'failed', error: 'refused by the push service' });
    if (outcome === 'sent') deps.onAlertSent?.();
    return outcome === 'sent' ? 'sent' : 'cancelled';
  } catch (error) {
    await release(error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** Push deliveries a dead process left: pending long after they were recorded, or claimed past their claim. */
export async function stalePushDeliveries(db: Database, olderThanSeconds: number, limit: number): Promise<string[]> {
  return pushOutbox(olderThanSeconds).dueIds(db, limit);
}
