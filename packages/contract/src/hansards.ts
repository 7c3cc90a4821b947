import { z } from 'zod';
import { HansardEvidenceSchema } from './hansard-analysis.js';
import { HANSARD_ID_MAX_LENGTH, SLUG_ID_MESSAGE, SLUG_ID_PATTERN } from './ids.js';
import { LIMITS } from './limits.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');

/** A Hansard id is a readable slug: lower-case letters, digits and hyphens. */
export const HansardIdSchema = z
  .string()
  .min(1)
  .max(HANSARD_ID_MAX_LENGTH)
  .regex(SLUG_ID_PATTERN, SLUG_ID_MESSAGE);

/** How the record was produced: where the facts came from and which engine wrote the text. */
export const ProvenanceSchema = z.object({
  source: z.string().describe('Where the facts came from, e.g. a URL or "seed"'),
  engine: z.string().describe('What wrote the summary: "editor", "builtin", or an LLM provider'),
  engine_version: z.string().nullable(),
  model: z.string().nullable().describe('The LLM model that wrote the analysis; null for the built-in engine and editors'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Provenance = z.infer<typeof ProvenanceSchema>;

/** Spec §3 Hansard, with provenance. */
export const HansardSchema = z.object({
  id: HansardIdSchema,
  title: z.string(),
  date: isoDate,
  session_type: z.string().nullable(),
  summary: z.string(),
  affected_industries: z.array(z.string()),
  key_topics: z.array(z.string()),
  bills_discussed: z.array(z.string()),
  mps_present: z.array(z.string()),
  raw_text: z.string(),
  document_url: z.string().nullable(),
  has_pdf: z.boolean(),
  provenance: ProvenanceSchema,
  /** For ingested sittings: the passage of raw_text behind each summary sentence, industry and bill. */
  evidence: HansardEvidenceSchema.nullable(),
});
export type Hansard = z.infer<typeof HansardSchema>;

/** List items carry every field but the (large) raw transcript and its evidence spans. */
export const HansardListItemSchema = HansardSchema.omit({ raw_text: true, evidence: true });
export type HansardListItem = z.infer<typeof HansardListItemSchema>;

export const HansardListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${LIMITS.hansardListMaxLimit}`)
    .max(LIMITS.hansardListMaxLimit, `must be between 1 and ${LIMITS.hansardListMaxLimit}`)
    .optional(),
});
export type HansardListQuery = z.infer<typeof HansardListQuerySchema>;

export const HansardParamsSchema = z.object({ id: HansardIdSchema });

export const HansardListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ hansards: z.array(HansardListItemSchema) }),
});
export type HansardListResponse = z.infer<typeof HansardListResponseSchema>;

export const HansardDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ hansard: HansardSchema }),
});
export type HansardDetailResponse = z.infer<typeof HansardDetailResponseSchema>;
