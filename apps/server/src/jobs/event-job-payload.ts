import { z } from 'zod';
import { DomainEventSchema, type DomainEvent, type DomainEventType } from '@kakyere/contract';

/**
 * An event job's payload as the relay queues it: the event's payload fields beside its `eventId`
 * (the format queued since the outbox began, so jobs already waiting still parse), on a queue named
 * for the event's type. The worker reads it once, through the contract's union, into
 * `{ eventId, event }`: a missing or mistyped field fails the job; unknown fields are dropped.
 */
export const eventJobPayload = (type: DomainEventType) =>
  z
    .record(z.string(), z.unknown())
    .transform(({ eventId, ...payload }) => ({ eventId, event: { type, payload } }))
    .pipe(z.object({ eventId: z.number().int().positive(), event: DomainEventSchema }));

export type EventJob = z.output<ReturnType<typeof eventJobPayload>>;

/** The payload to queue for an event. */
export const eventJobData = (eventId: number, event: DomainEvent): z.input<ReturnType<typeof eventJobPayload>> => ({ ...event.payload, eventId });
