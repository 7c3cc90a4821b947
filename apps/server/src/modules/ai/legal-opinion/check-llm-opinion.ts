import type { OpinionCitation } from '@kakyere/contract';
import { z } from 'zod';
import { locateQuote } from '../../text-index/locate-quote.js';
import type { Checked } from '../run-with-fallback.js';
import type { ComposedOpinion } from './compose-builtin-opinion.js';
import type { OpinionSection } from './rank-sections.js';

const LlmOpinionSchema = z.object({
  opinion: z.string().trim().min(1).max(3_000),
  citations: z.array(z.object({ section: z.string().trim().min(1), quote: z.string().trim().min(1).max(600) })).max(4),
});

/**
 * A model's opinion, checked against the sections it was given: every citation names one of them
 * and quotes words that are in it (found verbatim, or up to spacing, case and typographic quotes, and
 * then stored as the section's own words). Anything else is rejected with the reason, and the
 * built-in engine answers instead.
 */
export function checkLlmOpinion(raw: unknown, given: readonly OpinionSection[]): Checked<ComposedOpinion> {
  const parsed = LlmOpinionSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: `answer does not match the schema: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const byNumber = new Map(given.map((section) => [section.number, section]));
  const citations: OpinionCitation[] = [];
  for (const { section: number, quote } of parsed.data.citations) {
    const section = byNumber.get(number);
    if (!section) return { ok: false, reason: `cites section ${number}, which it was not given` };
    const found = locateQuote(section.text, quote);
    if (!found) return { ok: false, reason: `quote not found in section ${number}: "${quote.slice(0, 120)}"` };
    const exact = section.text.slice(found.start, found.end);
    citations.push({ section: number, heading: section.heading, quote: exact, text: section.text });
  }
  return { ok: true, value: { opinion: parsed.data.opinion, citations, answered: citations.length > 0 } };
}
