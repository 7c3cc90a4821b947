/**
 * Open data (issue 31): the Popolo file of the people and the bulk downloads, one JSON Lines file per
 * kind. Each line is one item, as the JSON API gives it (the line schemas below are built from the
 * API's own), so a researcher's script reads the same shapes as a client of the API. Nothing personal
 * (subscribers, accounts, feedback) is in any of them.
 */
import { z } from 'zod';
import { BillJourneySchema } from './bills.js';
import { HansardSchema } from './hansards.js';
import { PopoloMembershipSchema, PopoloPersonSchema } from './people.js';
import { SpeechSchema } from './speeches.js';

export const POPOLO_EXPORT_PATH = '/api/people.popolo.json';

export const BULK_KINDS = ['sittings', 'bills', 'people'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];
export const bulkPath = (kind: BulkKind) => `/api/bulk/${kind}.jsonl`;

/** JSON Lines (https://jsonlines.org): UTF-8, one JSON object per line, each line ending in \n. */
export const BULK_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';

/**
 * A sitting as GET /api/hansards/{id} answers it (its analysis: summary, topics, industries, bills,
 * Members present), without the transcript and the evidence offsets into it, with every speech as
 * GET /api/hansards/{id}/speeches answers them: the speeches hold the transcript's words.
 */
export const BulkSittingLineSchema = HansardSchema.omit({ raw_text: true, evidence: true }).extend({
  speeches: z.array(SpeechSchema).describe('Every speech of the sitting in the order of the record'),
});
export type BulkSittingLine = z.infer<typeof BulkSittingLineSchema>;

/** A bill with its journey, as GET /api/bills/{id}/journey answers it. */
export const BulkBillLineSchema = BillJourneySchema;
export type BulkBillLine = z.infer<typeof BulkBillLineSchema>;

/**
 * A person as the Popolo file has them (GET /api/people.popolo.json), with their memberships (seats
 * and posts): the organization, legislative period and area ids are the file's.
 */
export const BulkPersonLineSchema = PopoloPersonSchema.extend({
  memberships: z.array(PopoloMembershipSchema).describe('Their seats and posts, by id'),
});
export type BulkPersonLine = z.infer<typeof BulkPersonLineSchema>;

export const BULK_LINE_SCHEMAS = {
  sittings: BulkSittingLineSchema,
  bills: BulkBillLineSchema,
  people: BulkPersonLineSchema,
} as const;
