import { eq } from 'drizzle-orm';
import { unhandledEvent, type DomainEvent } from '@kakyere/contract';
import { hansards, type DbExecutor } from '@kakyere/db';

/** ALERT_MAX_AGE_DAYS unless set: a sitting older than two weeks is a record, not news. */
export const DEFAULT_ALERT_MAX_AGE_DAYS = 14;

const DAY_MS = 86_400_000;

/**
 * Why an event is not news worth an alert, or null when it is. An alert is for something new: a
 * sitting whose date is more than `maxAgeDays` before `now` (an Official Report of 2012 ingested
 * today) is published and shown, but alerts nobody. A bill moving is news whatever the bill's age.
 */
export async function staleEventReason(db: DbExecutor, event: DomainEvent, maxAgeDays: number, now = new Date()): Promise<string | null> {
  switch (event.type) {
    case 'hansard-published':
      return staleSittingReason(db, event.payload.hansardId, maxAgeDays, now);
    case 'bill-created':
    case 'bill-stage-changed':
    case 'bill-status-changed':
      return null;
    default:
      return unhandledEvent(event);
  }
}

async function staleSittingReason(db: DbExecutor, hansardId: string, maxAgeDays: number, now: Date): Promise<string | null> {
  const [row] = await db.select({ date: hansards.sittingDate }).from(hansards).where(eq(hansards.id, hansardId));
  if (!row) return null;
  const ageDays = Math.floor((now.getTime() - Date.parse(`${row.date}T00:00:00Z`)) / DAY_MS);
  if (ageDays <= maxAgeDays) return null;
  return `the sitting of ${row.date} is ${ageDays} days old, more than ALERT_MAX_AGE_DAYS (${maxAgeDays}): published without alerts`;
}
