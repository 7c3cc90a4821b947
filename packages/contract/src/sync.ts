/**
 * Incremental sync (issue 31): `?since=` on GET /api/hansards, /api/bills and /api/people answers the
 * items changed since then, and what left the record since (deleted, or for people merged). Without
 * `since` the lists answer exactly as before and carry none of these fields.
 */
import { z } from 'zod';

export const SINCE_MESSAGE = 'must be an ISO 8601 date and time with a time zone, e.g. 2026-01-31T00:00:00Z';

export const SinceQuerySchema = z
  .iso.datetime({ offset: true, error: SINCE_MESSAGE })
  .optional()
  .describe(
    'Incremental sync: only the items changed after this moment (ISO 8601 with a time zone), with `deleted` (and for people `merged`) since then and `as_of`, the `since` to send next time',
  );

export const DeletedRecordSchema = z.object({
  id: z.string().describe('The id the item had'),
  at: z.string().describe('When it was deleted (ISO 8601)'),
});
export type DeletedRecord = z.infer<typeof DeletedRecordSchema>;

export const MergedRecordSchema = z.object({
  from: z.string().describe('The id merged away (it now redirects)'),
  into: z.string().describe('The id it became'),
  at: z.string().describe('When (ISO 8601)'),
});
export type MergedRecord = z.infer<typeof MergedRecordSchema>;

/** What a `since` answer adds to a list: all optional, present only when `since` was given. */
export const SyncFieldsSchema = z.object({
  as_of: z
    .string()
    .optional()
    .describe(
      'Only with `since`: send this as the next `since`. It is a little before the answer was made, so a write still committing then is not missed; an item may come twice, never not at all',
    ),
  deleted: z.array(DeletedRecordSchema).optional().describe('Only with `since`: items deleted since then, oldest first'),
});
export const PeopleSyncFieldsSchema = SyncFieldsSchema.extend({
  merged: z.array(MergedRecordSchema).optional().describe('Only with `since`: people merged into another since then, oldest first'),
});
export type SyncFields = z.infer<typeof PeopleSyncFieldsSchema>;
