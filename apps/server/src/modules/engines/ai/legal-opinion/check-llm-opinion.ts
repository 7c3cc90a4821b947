import { OPINION_CONFIDENCES, type OpinionCitation, type OpinionSource } from '@kakyere/contract';
import { z } from 'zod';
import { locateQuote } from '../../text-index/locate-quote.js';
import type { Checked } from '../shared/run-with-fallback.js';
import type { ComposedOpinion } from './compose-builtin-opinion.js';
import { OPINION_TEMPLATES } from './opinion-templates.js';
import type { OpinionSection } from './rank-sections.js';

const LlmOpinionSchema = z.object({
  opinion: z.string().trim().min(1).max(3_000),
  confidence: z.enum(OPINION_CONFIDENCES).optional(),
  citations: z.array(z.object({ section: z.string().trim().min(1), quote: z.string().trim().min(1).max(600) })).max(4),
});

/**
 * A model's opinion, checked against the bill's stored sections: every citation names a section of
 * the text (one it was shown in full, or one it saw only in the table of contents) and quotes words
 * that are in it (found verbatim, or up to spacing, case and typographic quotes, and then stored as
 * the section's own words). Anything else is rejected with the reason, and the built-in engine
 * answers instead. The opinion opens with the text it rests on, written by the server.
 */
export function checkLlmOpinion(raw: unknown, sections: readonly OpinionSection[], source: OpinionSource): Checked<ComposedOpinion> {
  const parsed = LlmOpinionSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: `answer does not match the schema: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const citations: OpinionCitation[] = [];
  for (const { section: number, quote } of parsed.data.citations) {
    // Printed numbers can repeat in an enacted text: the quote decides which section is meant.
    const candidates = sections.filter((s) => s.number === number);
    if (candidates.length === 0) return { ok: false, reason: `cites section ${number}, which the text does not have` };
    const match = candidates.map((section) => ({ section, found: locateQuote(section.text, quote) })).find((m) => m.found);
    if (!match?.found) return { ok: false, reason: `quote not found in section ${number}: "${quote.slice(0, 120)}"` };
    const exact = match.section.text.slice(match.found.start, match.found.end);
    citations.push({ section: number, heading: match.section.heading, quote: exact, quoteParts: [exact], text: match.section.text });
  }
  // A model may be unsure ('closest') but cannot claim an answer it does not cite.
  const claimed = parsed.data.confidence ?? (citations.length > 0 ? 'answered' : 'not-found');
  const confidence = citations.length === 0 ? 'not-found' : claimed === 'not-found' ? 'closest' : claimed;
  return { ok: true, value: { opinion: `${OPINION_TEMPLATES.source(source)}\n\n${parsed.data.opinion}`, citations, confidence, source } };
}
