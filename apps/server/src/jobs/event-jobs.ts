import { DOMAIN_EVENT_TYPES, type DomainEvent, type DomainEventType } from '@kakyere/contract';
import { defineJob } from './define-job.js';
import { eventJobData, eventJobPayload } from './event-job-payload.js';
import type { JobQueue } from './job-queue.js';
import { sendJob } from './send-job.js';

/** An event was recorded (relayed from the events outbox): record the alerts it causes. */
const eventJob = (type: DomainEventType) =>
  defineJob({
    name: type,
    payload: eventJobPayload(type),
    retry: { limit: 5, delaySeconds: 10, backoff: true },
    load: async () => (await import('./handlers/fan-out-event.js')).fanOutEvent,
  });

const JOB_OF_TYPE = new Map(DOMAIN_EVENT_TYPES.map((type) => [type, eventJob(type)] as const));

/** One job per kind of event, named for it. */
export const EVENT_JOBS = [...JOB_OF_TYPE.values()];

/** Queues an event's fan-out job under `jobId` (pg-boss ignores a second send with that id). */
export async function sendEventJob(queue: JobQueue, eventId: number, event: DomainEvent, jobId: string): Promise<void> {
  await sendJob(queue, JOB_OF_TYPE.get(event.type)!, eventJobData(eventId, event), { id: jobId });
}
