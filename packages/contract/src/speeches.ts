/**
 * What was said in Parliament, speech by speech, with who said it (issue 29): the answers of
 * GET /api/hansards/{id}/speeches and GET /api/people/{id}/speeches.
 */
import { z } from 'zod';
import { HansardIdSchema } from './hansards.js';
import { SLUG_ID_MESSAGE, SLUG_ID_PATTERN } from './ids.js';
import { AI_FEEDBACK_COMMENT_MAX_LENGTH } from './ai-feedback-rules.js';
import { SPEECH_ID_MAX_LENGTH, SPEECH_LIST_DEFAULT_LIMIT, SPEECH_LIST_MAX_LIMIT, SPEECH_REPORT_MESSAGES } from './speech-rules.js';

/** `<hansard id>-c<column>-<fingerprint>`: stable when the same record is ingested again. */
export const SpeechIdSchema = z.string().min(1).max(SPEECH_ID_MAX_LENGTH).regex(SLUG_ID_PATTERN, SLUG_ID_MESSAGE);

/**
 * A speech's id: the sitting's id, the printed column it starts in (0 when unknown) and a
 * fingerprint of its label and words (lower-case hex, with `-2`, `-3`… for repeats in one column).
 */
export function speechId(hansardId: string, column: number | null, fingerprint: string): string {
  return `${hansardId}-c${column ?? 0}-${fingerprint}`;
}

const wholeNumber = () => z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number');

/** `limit` 1–1000 and `page` (from 1): the paging every list of speeches and people takes. */
export const PagedQuerySchema = z.object({
  limit: wholeNumber()
    .min(1, `must be between 1 and ${SPEECH_LIST_MAX_LIMIT}`)
    .max(SPEECH_LIST_MAX_LIMIT, `must be between 1 and ${SPEECH_LIST_MAX_LIMIT}`)
    .optional()
    .describe(`How many to answer at most; ${SPEECH_LIST_DEFAULT_LIMIT} when not given`),
  page: wholeNumber().min(1, 'must be 1 or more').max(1_000_000, 'must be at most 1000000').optional().describe('Which page of `limit` rows, from 1'),
});
export type PagedQuery = z.infer<typeof PagedQuerySchema>;

export const SpeechPersonSchema = z.object({ id: z.string(), name: z.string() });

export const SpeechSchema = z.object({
  id: SpeechIdSchema,
  hansard_id: HansardIdSchema,
  date: z.string().describe('The sitting date, YYYY-MM-DD'),
  position: z.number().int().min(0).describe('Its place in the sitting, from 0'),
  label: z.string().describe('The speaker as the record prints it'),
  person: SpeechPersonSchema.nullable().describe('Who spoke; null when the label does not name one person Kakyerɛ can identify that day'),
  post: z.string().nullable().describe('The office the label names, held by the speaker that day, e.g. "Speaker"'),
  heading: z.string().nullable().describe('The business item the speech belongs to'),
  column: z.number().int().nullable().describe('The printed column of the Official Report the speech starts in'),
  text: z.string().describe('The words spoken, the label removed, whitespace-normalised'),
  start: z.number().int().min(0).describe("Where the speech (its printed label first) starts in the sitting's raw_text"),
  end: z.number().int().min(0).describe("Where it ends in raw_text (exclusive)"),
});
export type Speech = z.infer<typeof SpeechSchema>;

export const SpeechListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(SpeechSchema),
  total: z.number().int().min(0).describe('How many speeches there are in all, across pages'),
});
export type SpeechListResponse = z.infer<typeof SpeechListResponseSchema>;

export const SpeechParamsSchema = z.object({ id: SpeechIdSchema });

/** POST /api/speeches/{id}/speaker-report body: "Wrong speaker?", with who it was if the reader knows. */
export const SpeechSpeakerReportRequestSchema = z.object({
  note: z
    .string()
    .max(AI_FEEDBACK_COMMENT_MAX_LENGTH, SPEECH_REPORT_MESSAGES.noteLength)
    .transform((note) => note.trim())
    .optional()
    .describe(`Who it was, or what is wrong; at most ${AI_FEEDBACK_COMMENT_MAX_LENGTH} characters`),
});
export type SpeechSpeakerReportRequest = z.input<typeof SpeechSpeakerReportRequestSchema>;

export const SpeechSpeakerReportResponseSchema = z.object({ success: z.literal(true), data: z.object({ recorded: z.literal(true) }) });
export type SpeechSpeakerReportResponse = z.infer<typeof SpeechSpeakerReportResponseSchema>;
