import { DomainEventSchema, type DomainEvent } from '@kakyere/contract';
import { domainEvents, type DbExecutor } from '@kakyere/db';

/**
 * The port domain modules announce through: the event is written in the caller's transaction (the
 * outbox), so it exists exactly when the change does. The same `dedupeKey` twice writes one event.
 * The event is checked against the contract's union first, so what is stored is what readers parse
 * (a value built past the types fails here, in the writer's transaction, not in an alert).
 * Nothing here knows about the job queue; the server relays events to it (relay-events.ts).
 */
export async function recordEvent(executor: DbExecutor, event: DomainEvent, dedupeKey: string): Promise<void> {
  const { type, payload } = DomainEventSchema.parse(event);
  await executor.insert(domainEvents).values({ type, payload, dedupeKey }).onConflictDoNothing({ target: domainEvents.dedupeKey });
}
