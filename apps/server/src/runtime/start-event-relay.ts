import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kakyere/db';
import { sendEventJob } from '../jobs/event-jobs.js';
import { jobIdFor, type JobQueue } from '../jobs/job-queue.js';
import { relayEvents, type EventSink } from '../modules/delivery/events/relay-events.js';
import { repeatEvery } from './repeat-every.js';

/** How often the server looks for events written by any process (the ingest CLI included). */
const RELAY_EVERY_MS = 2_000;

/**
 * Relays the events outbox to the job queue: at once (events written while the server was stopped
 * go out when it starts), then every two seconds, one pass at a time. Returns a function that stops it.
 */
export function startEventRelay(db: Database, queue: JobQueue, log: FastifyBaseLogger): () => Promise<void> {
  const sink: EventSink = {
    send: (eventId, event, jobId) => sendEventJob(queue, eventId, event, jobId),
    unreadable: (error) => log.error({ err: error, eventId: error.eventId }, `${error.message}; not relayed, tried again in a minute`),
  };
  const drain = async () => {
    while ((await relayEvents(db, sink, jobIdFor)) > 0) {
      // Drain a backlog in batches.
    }
  };
  return repeatEvery(RELAY_EVERY_MS, drain, log, 'relaying domain events failed; will try again', { now: true });
}
