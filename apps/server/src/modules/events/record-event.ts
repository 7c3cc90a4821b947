import type { BillStatus, StageKey, StageStatus } from '@kakyere/contract';
import { domainEvents, type Database } from '@kakyere/db';

/** Domain events the site announces; the alerts fan-out consumes them. */
export type DomainEvent =
  | { type: 'hansard-published'; payload: { hansardId: string } }
  | { type: 'bill-created'; payload: { billId: string; stage: StageKey; stageStatus: StageStatus } }
  | { type: 'bill-stage-changed'; payload: { billId: string; stage: StageKey; stageStatus: StageStatus } }
  | { type: 'bill-status-changed'; payload: { billId: string; status: BillStatus; previousStatus: BillStatus } };

export type DomainEventType = DomainEvent['type'];

/** The database or the transaction that makes the change. */
type Executor = Pick<Database, 'insert'>;

/**
 * The port domain modules announce through: the event is written in the caller's transaction (the
 * outbox), so it exists exactly when the change does. The same `dedupeKey` twice writes one event.
 * Nothing here knows about the job queue; the server relays events to it (relay-events.ts).
 */
export async function recordEvent(executor: Executor, event: DomainEvent, dedupeKey: string): Promise<void> {
  await executor.insert(domainEvents).values({ type: event.type, payload: event.payload, dedupeKey }).onConflictDoNothing({ target: domainEvents.dedupeKey });
}
