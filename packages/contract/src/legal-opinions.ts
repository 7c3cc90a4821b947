import { z } from 'zod';
import { BillIdSchema } from './bills.js';
import { LIMITS } from './limits.js';
import { isQuestionLengthValid, LEGAL_OPINION_MESSAGES, OPINION_FEEDBACK_COMMENT_MAX_LENGTH } from './legal-opinion-rules.js';

/** POST /api/bills/{id}/ask body. The question is trimmed, then must be 1–140 characters. */
export const AskQuestionRequestSchema = z.object({
  question: z
    .string({ error: LEGAL_OPINION_MESSAGES.questionLength })
    .max(LIMITS.legalQuestionMaxLength * 4, LEGAL_OPINION_MESSAGES.questionLength)
    .refine(isQuestionLengthValid, LEGAL_OPINION_MESSAGES.questionLength)
    .transform((question) => question.trim()),
});
export type AskQuestionRequest = z.input<typeof AskQuestionRequestSchema>;

/**
 * A provision an opinion rests on. `quoteParts` are copied word for word from `text`, the section's
 * full text, in order (a whole subsection, or a long list's lead-in and the matching item); `quote`
 * is the parts joined with " … ".
 */
export const OpinionCitationSchema = z.object({
  /** The section number as printed: "12", "12(3)". */
  section: z.string(),
  heading: z.string(),
  quote: z.string(),
  quoteParts: z.array(z.string()).min(1),
  text: z.string(),
});
export type OpinionCitation = z.infer<typeof OpinionCitationSchema>;

export const OpinionEngineSchema = z.object({
  name: z.string(),
  model: z.string().nullable(),
  version: z.string(),
});
export type OpinionEngine = z.infer<typeof OpinionEngineSchema>;

/**
 * How far an opinion answers what was asked: `answered` (the cited provisions cover it), `closest`
 * (the engine is unsure and shows the provisions it ranked highest, or, without the bill's text,
 * the summary's closest sentences), `not-found` (no provision shares any idea of the question).
 */
export const OPINION_CONFIDENCES = ['answered', 'closest', 'not-found'] as const;
export const OpinionConfidenceSchema = z.enum(OPINION_CONFIDENCES);
export type OpinionConfidence = z.infer<typeof OpinionConfidenceSchema>;

/** The text an opinion rests on: an Act as enacted, a bill's text, or only the bill's summary. */
export const OpinionSourceSchema = z.object({
  kind: z.enum(['act', 'bill', 'summary']),
  /** "Electronic Transfer Levy Act, 2022 (Act 1075)"; the bill's title for a summary. */
  title: z.string(),
});
export type OpinionSource = z.infer<typeof OpinionSourceSchema>;

/** A later bill on the site that amends or repeals the text an opinion rests on. */
export const LaterBillSchema = z.object({
  id: z.string(),
  title: z.string(),
  relation: z.enum(['amends', 'repeals']),
  /** The later bill's status ("passed", "pending", …): whether the change is law yet. */
  status: z.string(),
});
export type LaterBill = z.infer<typeof LaterBillSchema>;

export const LegalOpinionSchema = z.object({
  id: z.string(),
  question: z.string(),
  opinion: z.string(),
  /** When the opinion was first given (ISO 8601); a cached answer keeps its original time. */
  timestamp: z.string(),
  citations: z.array(OpinionCitationSchema),
  confidence: OpinionConfidenceSchema,
  source: OpinionSourceSchema,
  /** Later bills that amend or repeal that text, so nobody takes an old rate for today's. */
  laterBills: z.array(LaterBillSchema),
  engine: OpinionEngineSchema,
  disclaimer: z.string(),
  cached: z.boolean(),
});
export type LegalOpinion = z.infer<typeof LegalOpinionSchema>;

export const AskQuestionResponseSchema = z.object({ success: z.literal(true), data: LegalOpinionSchema });
export type AskQuestionResponse = z.infer<typeof AskQuestionResponseSchema>;

/** POST /api/bills/{id}/opinions/{opinionId}/feedback body: "Was this helpful?". */
export const OpinionFeedbackRequestSchema = z.object({
  helpful: z.boolean(),
  comment: z
    .string()
    .max(OPINION_FEEDBACK_COMMENT_MAX_LENGTH, LEGAL_OPINION_MESSAGES.feedbackCommentLength)
    .transform((comment) => comment.trim())
    .optional(),
});
export type OpinionFeedbackRequest = z.input<typeof OpinionFeedbackRequestSchema>;

export const OpinionParamsSchema = z.object({ id: BillIdSchema, opinionId: z.uuid() });

export const OpinionFeedbackResponseSchema = z.object({ success: z.literal(true), data: z.object({ recorded: z.literal(true) }) });
export type OpinionFeedbackResponse = z.infer<typeof OpinionFeedbackResponseSchema>;
