import { z } from 'zod';
import { BillStatusSchema, StageKeySchema, StageStatusSchema } from './bills.js';

/*
 * Domain events: what the site announces, written to the events outbox (domain_events: `type` and
 * a jsonb `payload`) in the transaction that makes the change, relayed to the job queue, and read
 * again when alerts are rendered. One schema for all three, so a renamed or retyped field fails the
 * typecheck or the parse, never an alert.
 *
 * Stored rows: every event ever written has exactly these payloads (hansard-published since the
 * outbox began; the bill events since the bills writer, with all their fields from the start), so
 * no older shape needs accepting. Ids are checked as non-empty only, as the alert jobs always did.
 * Unknown payload fields are dropped when read, not passed on.
 */

const HansardPublishedSchema = z.object({
  type: z.literal('hansard-published'),
  payload: z.object({ hansardId: z.string().min(1) }),
});

/** A bill's move along its journey: the stage it reached and how that stage stands now. */
const BillMovePayloadSchema = z.object({ billId: z.string().min(1), stage: StageKeySchema, stageStatus: StageStatusSchema });

const BillCreatedSchema = z.object({ type: z.literal('bill-created'), payload: BillMovePayloadSchema });
const BillStageChangedSchema = z.object({ type: z.literal('bill-stage-changed'), payload: BillMovePayloadSchema });
const BillStatusChangedSchema = z.object({
  type: z.literal('bill-status-changed'),
  payload: z.object({ billId: z.string().min(1), status: BillStatusSchema, previousStatus: BillStatusSchema }),
});

export const DomainEventSchema = z.discriminatedUnion('type', [HansardPublishedSchema, BillCreatedSchema, BillStageChangedSchema, BillStatusChangedSchema]);
export type DomainEvent = z.infer<typeof DomainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
export type BillEvent = DomainEventOf<'bill-created' | 'bill-stage-changed' | 'bill-status-changed'>;

/** Every kind of event, in the union's order. */
export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = DomainEventSchema.options.map((member) => member.shape.type.value);

/** A stored event as the outbox holds it (a domain_events row, or the part of one that matters). */
export interface StoredEvent {
  id: number;
  type: string;
  payload: unknown;
}

/** A stored event that does not match the union: named with its id, type and every field at fault. */
export class UnreadableEventError extends Error {
  constructor(
    readonly eventId: number,
    readonly issues: readonly z.core.$ZodIssue[],
    type: string,
  ) {
    const faults = issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(event)'}: ${issue.message}`).join('; ');
    super(`domain event ${eventId} (type '${type}') does not match its schema: ${faults}`);
    this.name = 'UnreadableEventError';
  }
}

/** Reads a stored event once, into the typed union; throws UnreadableEventError when it does not match. */
export function readDomainEvent(row: StoredEvent): DomainEvent {
  const parsed = DomainEventSchema.safeParse({ type: row.type, payload: row.payload });
  if (!parsed.success) throw new UnreadableEventError(row.id, parsed.error.issues, row.type);
  return parsed.data;
}

/** For a `default:` branch of a switch on an event's type that every member has been handled before. */
export function unhandledEvent(event: never): never {
  throw new Error(`unhandled domain event type: ${String((event as { type?: unknown }).type)}`);
}
