import { z } from 'zod';
import { AI_FEEDBACK_COMMENT_MAX_LENGTH, HANSARD_FEEDBACK_MESSAGES } from './ai-feedback-rules.js';
import { HansardEvidenceSchema } from './hansard-analysis.js';
import { HANSARD_ID_MAX_LENGTH, SLUG_ID_MESSAGE, SLUG_ID_PATTERN } from './ids.js';
import { LIMITS } from './limits.js';
import { SinceQuerySchema, SyncFieldsSchema } from './sync.js';

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
  mps_present_people: z
    .array(
      z.object({
        name: z.string().describe('As mps_present has it'),
        person: z
          .object({ id: z.string(), name: z.string() })
          .nullable()
          .describe("The Member's page is /members/{id}; null unless the name is exactly one person's who held a seat or a post that day"),
      }),
    )
    .describe('mps_present in the same order, each linked to its person where the name resolves'),
  raw_text: z.string(),
  document_url: z.string().nullable(),
  has_pdf: z.boolean(),
  akn_path: z
    .string()
    .nullable()
    .describe('The sitting as an Akoma Ntoso 3.0 debate document (/akn/gh/debate/{date}/eng@/main.xml); null when no speeches are stored'),
  provenance: ProvenanceSchema,
  analysis_version: z
    .number()
    .int()
    .positive()
    .nullable()
    .describe('The version of the analysis shown (GET /api/hansards/{id}/analyses lists them all); null when none is recorded'),
  newer_machine_summary: z
    .object({ version: z.number().int().positive() })
    .nullable()
    .describe(
      "A machine-written analysis stored after the one shown (the newest such version), which the sitting does not show because an editor's is kept (or an editor chose an older one); null when there is none",
    ),
  /** For ingested sittings: the passage of raw_text behind each summary sentence, industry and bill. */
  evidence: HansardEvidenceSchema.nullable(),
});
export type Hansard = z.infer<typeof HansardSchema>;

/** List items carry every field but the (large) raw transcript, its evidence spans and the members' links. */
export const HansardListItemSchema = HansardSchema.omit({ raw_text: true, evidence: true, mps_present_people: true, akn_path: true });
export type HansardListItem = z.infer<typeof HansardListItemSchema>;

export const HansardListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${LIMITS.hansardListMaxLimit}`)
    .max(LIMITS.hansardListMaxLimit, `must be between 1 and ${LIMITS.hansardListMaxLimit}`)
    .optional(),
  since: SinceQuerySchema,
});
export type HansardListQuery = z.infer<typeof HansardListQuerySchema>;

export const HansardParamsSchema = z.object({ id: HansardIdSchema });

export const HansardListResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({ hansards: z.array(HansardListItemSchema) }),
  })
  .extend(SyncFieldsSchema.shape);
export type HansardListResponse = z.infer<typeof HansardListResponseSchema>;

export const HansardDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ hansard: HansardSchema }),
});
export type HansardDetailResponse = z.infer<typeof HansardDetailResponseSchema>;

/** The largest version number a path may name (PostgreSQL's integer); beyond it is a bad request, not a miss. */
const MAX_ANALYSIS_VERSION = 2_147_483_647;

export const HansardAnalysisParamsSchema = z.object({
  id: HansardIdSchema,
  version: z.coerce
    .number({ error: HANSARD_FEEDBACK_MESSAGES.versionInvalid })
    .int(HANSARD_FEEDBACK_MESSAGES.versionInvalid)
    .min(1, HANSARD_FEEDBACK_MESSAGES.versionInvalid)
    .max(MAX_ANALYSIS_VERSION, HANSARD_FEEDBACK_MESSAGES.versionInvalid),
});

/** One analysis a sitting has had, with what readers said of its summary. */
export const HansardAnalysisVersionSchema = z.object({
  version: z.number().int().positive(),
  engine: z.string().describe('What wrote it: "editor", "builtin", or an LLM provider'),
  engineVersion: z.string().nullable(),
  model: z.string().nullable().describe('The LLM model; null for the built-in engine and editors'),
  createdAt: z.string().describe('When this version was stored (ISO 8601)'),
  feedback: z
    .object({ yes: z.number().int().nonnegative(), no: z.number().int().nonnegative() })
    .describe('Readers who said the summary is accurate (yes) or not (no)'),
});
export type HansardAnalysisVersion = z.infer<typeof HansardAnalysisVersionSchema>;

export const HansardAnalysesResponseSchema = z.object({
  success: z.literal(true),
  data: z
    .array(HansardAnalysisVersionSchema)
    .describe("Oldest first. The Hansard shows the newest unless an editor's version is kept (its analysis_version says which)"),
});
export type HansardAnalysesResponse = z.infer<typeof HansardAnalysesResponseSchema>;

/** POST /api/hansards/{id}/analyses/{version}/feedback body: "Is this summary accurate?". */
export const HansardSummaryFeedbackRequestSchema = z.object({
  accurate: z.boolean({ error: HANSARD_FEEDBACK_MESSAGES.accurateRequired }),
  note: z
    .string()
    .max(AI_FEEDBACK_COMMENT_MAX_LENGTH, HANSARD_FEEDBACK_MESSAGES.noteLength)
    .transform((note) => note.trim())
    .optional(),
});
export type HansardSummaryFeedbackRequest = z.input<typeof HansardSummaryFeedbackRequestSchema>;

export const HansardSummaryFeedbackResponseSchema = z.object({ success: z.literal(true), data: z.object({ recorded: z.literal(true) }) });
export type HansardSummaryFeedbackResponse = z.infer<typeof HansardSummaryFeedbackResponseSchema>;
