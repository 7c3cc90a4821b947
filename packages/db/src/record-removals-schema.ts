/**
 * What left the record (issue 31, `?since=` on the lists): a sitting, bill or person deleted, or a
 * person merged into another. Written by triggers (migration 0024), not by the code that deletes,
 * so no path can forget it: an editor's SQL, an import, a merge. Kept for good, as incremental
 * sync needs to hear of a removal however long ago a client last asked. Holds ids, never content.
 */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const RECORD_KINDS = ['hansard', 'bill', 'person'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const recordRemovals = pgTable(
  'record_removals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<RecordKind>().notNull(),
    recordId: text('record_id').notNull(),
    /** The person it was merged into; null when it was deleted. */
    intoId: text('into_id'),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('record_removals_kind_removed_idx').on(t.kind, t.removedAt)],
);
export type RecordRemovalRow = typeof recordRemovals.$inferSelect;
