import { z } from 'zod';
import { INDUSTRIES } from './industries.js';

/** The 8 legislative stages of spec §4, in order, with their labels and descriptions. */
export const STAGES = [
  { key: 'pre_introduction', label: 'Pre-Introduction', description: 'Drafting, Cabinet approval and Gazette publication.' },
  { key: 'first_reading', label: 'First Reading', description: 'Introduction and reading of the bill title.' },
  { key: 'committee', label: 'Committee Stage', description: 'Detailed examination by a parliamentary committee.' },
  { key: 'second_reading', label: 'Second Reading', description: 'Full debate on principles and amendments.' },
  { key: 'third_reading', label: 'Third Reading', description: 'Final vote.' },
  { key: 'presidential_assent', label: 'Presidential Assent', description: 'The President signs or refuses with reasons.' },
  { key: 'publication', label: 'Publication', description: 'Gazetted as an Act of Parliament.' },
  { key: 'implementation', label: 'Implementation', description: 'The law comes into effect.' },
] as const;

export const STAGE_KEYS = STAGES.map((s) => s.key) as unknown as readonly [StageKey, ...StageKey[]];
export type StageKey = (typeof STAGES)[number]['key'];
export const StageKeySchema = z.enum(STAGES.map((s) => s.key) as [StageKey, ...StageKey[]]);

export const BILL_STATUSES = ['active', 'passed', 'rejected', 'withdrawn', 'lapsed'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
export const BillStatusSchema = z.enum(BILL_STATUSES);

/** Badge colours of spec §4. */
export const BILL_STATUS_COLOURS: Record<BillStatus, 'blue' | 'green' | 'red' | 'grey' | 'yellow'> = {
  active: 'blue',
  passed: 'green',
  rejected: 'red',
  withdrawn: 'grey',
  lapsed: 'yellow',
};

export const BILL_TYPES = ['Government Bill', 'Private Members Bill', 'Hybrid Bill'] as const;
export type BillType = (typeof BILL_TYPES)[number];
export const BillTypeSchema = z.enum(BILL_TYPES);

export const STAGE_STATUSES = ['completed', 'in_progress', 'pending', 'rejected'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];
export const StageStatusSchema = z.enum(STAGE_STATUSES);
export const STAGE_STATUS_COLOURS: Record<StageStatus, 'green' | 'blue' | 'grey' | 'red'> = {
  completed: 'green',
  in_progress: 'blue',
  pending: 'grey',
  rejected: 'red',
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const BillIdSchema = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must contain only lower-case letters, digits and hyphens');

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
});

export const BILL_SEARCH_MAX_LENGTH = 200;
export const BillSearchQuerySchema = z.object({
  q: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(BILL_SEARCH_MAX_LENGTH, `must be at most ${BILL_SEARCH_MAX_LENGTH} characters`),
});

export const BillParamsSchema = z.object({ id: BillIdSchema });

export const BillListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(BillSchema),
});
export type BillListResponse = z.infer<typeof BillListResponseSchema>;

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

/** A stage with no record (spec §4: pending is the default). */
export function pendingStage(stage: StageKey): BillStage {
  return {
    stage,
    stageStatus: 'pending',
    startedDate: null,
    completedDate: null,
    committeeName: null,
    votesFor: null,
    votesAgainst: null,
    votesAbstain: null,
    notes: null,
    sources: [],
  };
}

/** All 8 stages in legislative order, whatever order or gaps the records have. */
export function orderedStages(stages: readonly BillStage[]): BillStage[] {
  const byKey = new Map(stages.map((stage) => [stage.stage, stage]));
  return STAGES.map(({ key }) => byKey.get(key) ?? pendingStage(key));
}
