import { z } from 'zod';
import { INDUSTRIES } from './industries.js';

/**
 * What the AI engine (built-in or an LLM) says about one sitting, and the evidence for it.
 * Every claim carries a `quote`: a verbatim passage of the sitting's raw text, so a reader (and the
 * validator) can find where it came from. LLM structured output is parsed with this schema.
 */

export const EvidenceQuoteSchema = z
  .string()
  .min(8)
  .max(600)
  .describe('A verbatim passage of the record, copied exactly as printed');

export const SummarySentenceSchema = z.object({
  sentence: z.string().min(1).max(600).describe('One sentence of the summary'),
  quote: EvidenceQuoteSchema,
});

export const IndustryTagSchema = z.object({
  industry: z.enum(INDUSTRIES),
  quote: EvidenceQuoteSchema,
});

export const BillMentionSchema = z.object({
  bill: z
    .string()
    .regex(/ Bill, \d{4}$/, 'must be normalised as "Title Bill, YYYY"')
    .describe('Normalised as "Title Bill, YYYY"'),
  quote: EvidenceQuoteSchema,
});

/** The structured output an LLM provider must return (and what the built-in engine produces). */
export const HansardAnalysisSchema = z.object({
  title: z.string().min(5).max(200),
  session_type: z.string().min(3).max(80).nullable(),
  summary: z.array(SummarySentenceSchema).min(3).max(5),
  key_topics: z.array(z.string().min(2).max(120)).min(5).max(10),
  affected_industries: z.array(IndustryTagSchema).max(20),
  bills_discussed: z.array(BillMentionSchema).max(50),
});
export type HansardAnalysis = z.infer<typeof HansardAnalysisSchema>;

/** Where a quote sits in the stored raw text (character offsets) and the printed column, if known. */
export const SourceSpanSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  column: z.number().int().nullable(),
});
export type SourceSpan = z.infer<typeof SourceSpanSchema>;

const located = { quote: z.string(), span: SourceSpanSchema };

/** Stored with an ingested Hansard and returned by `GET /api/hansards/{id}`: what each claim rests on. */
export const HansardEvidenceSchema = z.object({
  summary: z.array(z.object({ sentence: z.string(), ...located })),
  affected_industries: z.array(z.object({ industry: z.enum(INDUSTRIES), ...located })),
  bills_discussed: z.array(z.object({ bill: z.string(), bill_id: z.string().nullable(), ...located })),
  /** Why an LLM answer was rejected in favour of the built-in one, when that happened. */
  fallback_reason: z.string().nullable(),
});
export type HansardEvidence = z.infer<typeof HansardEvidenceSchema>;
