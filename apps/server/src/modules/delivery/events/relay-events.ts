import { sql } from 'drizzle-orm';
import { readDomainEvent, UnreadableEventError, type DomainEvent } from '@kakyere/contract';
import { domainEvents, type Database } from '@kakyere/db';
import { defineOutbox } from '../outbox/define-outbox.js';

/** Where relayed events go: the job queue, as a job named for the event's type. */
export interface EventSink {
  /** Must ignore a second send with the same id (pg-boss does), so a relay that dies half-way is safe to repeat. */
  send(eventId: number, event: DomainEvent, jobId: string): Promise<void>;
  /**
   * Told of a stored event that does not match the contract. It is not sent, and not marked relayed:
   * it stays claimed (for the minute), then waits for a relay that can read it (a newer server's
   * event met by an older one during a deploy), without holding up the events after it.
   */
  unreadable(error: UnreadableEventError): void;
}

/**
 * Events' claims (modules/delivery/outbox): a relay may take a minute over its claimed events
 * before another may take them. No backoff and no last attempt: an event is relayed, or waits.
 */
const eventClaims = defineOutbox(domainEvents, { leaseSeconds: 60, unstartedAfterSeconds: 0, maxAttempts: Number.POSITIVE_INFINITY });

/**
 * Hands events not yet relayed to the sink, oldest first, and marks them relayed. A relay first
 * claims a batch for a minute (other relays skip claimed rows), sends, then marks: two server
 * processes never relay one event at once, and a relay that dies after claiming leaves its events
 * to the next after the minute, sent again under the same job id, which the queue ignores.
 * No transaction is held while sending (on PGlite it would hold the only connection the queue uses).
 * Each event is read once, through the contract's union, before it is sent.
 */
export async function relayEvents(db: Database, sink: EventSink, jobIdFor: (key: string) => string, batch = 100): Promise<number> {
  const claimed = await eventClaims.claimBatch(db, batch, domainEvents.id);
  claimed.sort((a, b) => a.id - b.id);
  for (const row of claimed) {
    let event: DomainEvent;
    try {
      event = readDomainEvent(row);
    } catch (error) {
      if (!(error instanceof UnreadableEventError)) throw error;
      sink.unreadable(error);
      continue;
    }
    await sink.send(row.id, event, jobIdFor(row.dedupeKey));
    await eventClaims.finish(db, row.id, row.attempts, { status: 'sent', set: { relayedAt: sql`now()` } });
  }
  return claimed.length;
}
