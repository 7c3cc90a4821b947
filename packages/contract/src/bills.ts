import { z } from 'zod';
import { BILL_SEARCH_MAX_LENGTH, BILL_STATUSES, BILL_TYPES, STAGES, STAGE_STATUSES, type StageKey } from './bill-stages.js';
import { BILL_ID_MAX_LENGTH, SLUG_ID_MESSAGE, SLUG_ID_PATTERN } from './ids.js';
import { INDUSTRIES } from './industries.js';
import { LIMITS } from './limits.js';
import { SinceQuerySchema, SyncFieldsSchema } from './sync.js';

export const StageKeySchema = z.enum(STAGES.map((s) => s.key) as [StageKey, ...StageKey[]]);
export const BillStatusSchema = z.enum(BILL_STATUSES);
export const BillTypeSchema = z.enum(BILL_TYPES);
export const StageStatusSchema = z.enum(STAGE_STATUSES);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const BillIdSchema = z
  .string()
  .min(1)
  .max(BILL_ID_MAX_LENGTH)
  .regex(SLUG_ID_PATTERN, SLUG_ID_MESSAGE);

export const BillSchema = z.object({
  id: BillIdSchema,
  billNumber: z.string().nullable(),
  title: z.string(),
  shortTitle: z.string().nullable(),
  summary: z.string(),
  billType: BillTypeSchema,
  sponsor: z.string().nullable(),
  ministry: z.string().nullable(),
  status: BillStatusSchema,
  currentStage: StageKeySchema,
  introductionDate: isoDate.nullable(),
  lastActionDate: isoDate.nullable(),
  actNumber: z.string().nullable(),
  actTitle: z.string().nullable(),
  parliament: z.string().nullable(),
  industries: z.array(z.enum(INDUSTRIES)),
  aliases: z.array(z.string()),
  sources: z.array(z.string()),
});
export type Bill = z.infer<typeof BillSchema>;

export const BillStageSchema = z.object({
  stage: StageKeySchema,
  stageStatus: StageStatusSchema,
  startedDate: isoDate.nullable(),
  completedDate: isoDate.nullable(),
  committeeName: z.string().nullable(),
  votesFor: z.number().int().nullable(),
  votesAgainst: z.number().int().nullable(),
  votesAbstain: z.number().int().nullable(),
  notes: z.string().nullable(),
  sources: z.array(z.string()),
  /** Sources disagree on this stage's facts (its date, or whether it happened as recorded). */
  uncertain: z.boolean(),
});
export type BillStage = z.infer<typeof BillStageSchema>;

export const AmendmentSchema = z.object({
  id: z.string(),
  amendmentNumber: z.string().nullable(),
  proposedBy: z.string(),
  status: z.string(),
  rationale: z.string().nullable(),
  clauseAffected: z.string().nullable(),
});
export type Amendment = z.infer<typeof AmendmentSchema>;

export const DebateSchema = z.object({
  id: z.string(),
  debateType: z.string(),
  debateDate: isoDate.nullable(),
  debateSummary: z.string().nullable(),
  /** A Kakyerɛ permalink (/hansards/{id}) when the sitting is on the site, else the external record. */
  hansardUrl: z.string().nullable(),
  hansardId: z.string().nullable(),
});
export type Debate = z.infer<typeof DebateSchema>;

export const StakeholderSchema = z.object({
  id: z.string(),
  stakeholderName: z.string(),
  stakeholderType: z.string().nullable(),
  position: z.string(),
  keyConcerns: z.array(z.string()),
  submissionUrl: z.string().nullable(),
});
export type Stakeholder = z.infer<typeof StakeholderSchema>;

export const BillListQuerySchema = z.object({
  status: BillStatusSchema.optional(),
  billType: BillTypeSchema.optional(),
  since: SinceQuerySchema,
});

export const BillSearchQuerySchema = z.object({
  q: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(BILL_SEARCH_MAX_LENGTH, `must be at most ${BILL_SEARCH_MAX_LENGTH} characters`),
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${LIMITS.billSearchMaxLimit}`)
    .max(LIMITS.billSearchMaxLimit, `must be between 1 and ${LIMITS.billSearchMaxLimit}`)
    .optional()
    .describe(`How many of the best matches to answer at most; ${LIMITS.billSearchLimit} when not given`),
});
export type BillSearchQuery = z.infer<typeof BillSearchQuerySchema>;

export const BillParamsSchema = z.object({ id: BillIdSchema });

const BillArrayResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(BillSchema),
});

export const BillListResponseSchema = BillArrayResponseSchema.extend(SyncFieldsSchema.shape);
export type BillListResponse = z.infer<typeof BillListResponseSchema>;

/** GET /api/bills/search: the list's shape, and how many bills matched. */
export const BillSearchResponseSchema = BillArrayResponseSchema.extend({
  total: z
    .number()
    .int()
    .min(0)
    .describe('How many bills matched, before the limit: more than `data` holds when the answer was cut off'),
});
export type BillSearchResponse = z.infer<typeof BillSearchResponseSchema>;

export const BillJourneySchema = z.object({
  bill: BillSchema,
  /** All 8 stages in order; a stage with no record is pending. */
  stages: z.array(BillStageSchema),
  amendments: z.array(AmendmentSchema),
  debates: z.array(DebateSchema),
  stakeholders: z.array(StakeholderSchema),
});
export type BillJourney = z.infer<typeof BillJourneySchema>;

export const BillJourneyResponseSchema = z.object({
  success: z.literal(true),
  data: BillJourneySchema,
});
export type BillJourneyResponse = z.infer<typeof BillJourneyResponseSchema>;
