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

/** A provision an opinion rests on: `quote` is copied word for word from `text`, the section's full text. */
export const OpinionCitationSchema = z.object({
  /** The section number as printed: "12", "12(3)". */
  section: z.string(),
  heading: z.string(),
  quote: z.string(),
  text: z.string(),
});
export type OpinionCitation = z.infer<typeof OpinionCitationSchema>;

export const OpinionEngineSchema = z.object({
  name: z.string(),
  model: z.string().nullable(),
  version: z.string(),
});
export type OpinionEngine = z.infer<typeof OpinionEngineSchema>;

export const LegalOpinionSchema = z.object({
  id: z.string(),
  question: z.string(),
  opinion: z.string(),
  /** When the opinion was first given (ISO 8601); a cached answer keeps its original time. */
  timestamp: z.string(),
  citations: z.array(OpinionCitationSchema),
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
