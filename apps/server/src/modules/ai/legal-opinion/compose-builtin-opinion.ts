import type { OpinionCitation } from '@kakyere/contract';
import { pickQuote } from './pick-quote.js';
import { rankSections, type OpinionSection, type QueryConcept, type RankedSection } from './rank-sections.js';
import { contentWords, stem } from './tokenise.js';

export const BUILTIN_OPINION_ENGINE = { name: 'builtin', model: null, version: 'builtin-opinion-1.0.0' } as const;

/** What the engine knows about the bill besides its text. */
export interface OpinionBill {
  title: string;
  summary: string;
}

export interface ComposedOpinion {
  opinion: string;
  citations: OpinionCitation[];
  /** Whether the text (or, without text, the summary) was found to address the question. */
  answered: boolean;
}

/** At most this many provisions are cited. */
const MAX_CITATIONS = 3;
/** A further provision is cited only if it scores at least this share of the best one. */
const RELATED_SHARE = 0.6;
/** Below this share of the question's ideas covered by the best section, the text is taken not to answer. */
const MIN_COVERAGE = 0.5;

const describeSection = (section: OpinionSection) => `section ${section.number}${section.heading ? ` (${section.heading})` : ''}`;
const listWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

/** Whether the best section speaks to enough of what was asked to answer it. */
function addresses(best: RankedSection | undefined, concepts: readonly QueryConcept[]): best is RankedSection {
  if (!best || concepts.length === 0) return false;
  return best.matched.length / concepts.length >= MIN_COVERAGE;
}

/**
 * The built-in engine's opinion: offline, deterministic, and never more than the text says. A direct
 * answer from the best provision, quoted; the other provisions that bear on it, quoted; then what the
 * text does not say. When no section speaks to the question it says so and cites nothing.
 */
export function composeBuiltinOpinion(question: string, bill: OpinionBill, sections: readonly OpinionSection[]): ComposedOpinion {
  if (sections.length === 0) return composeFromSummary(question, bill);
  const { concepts, ranked } = rankSections(question, sections);
  const best = ranked[0];
  if (!addresses(best, concepts)) {
    const topics = concepts.map((c) => c.word).slice(0, 4);
    return {
      answered: false,
      citations: [],
      opinion:
        `The text of the ${bill.title} does not appear to address this question` +
        (topics.length ? `: none of its sections deals with ${listWords(topics)} in the way asked.` : '.') +
        ' Nothing is cited, because no provision answers it. Try asking about something the bill covers, or consult the full text or a qualified legal professional.',
    };
  }

  const cited = ranked.filter((r, index) => index === 0 || r.score >= best.score * RELATED_SHARE).slice(0, MAX_CITATIONS);
  const citations: OpinionCitation[] = cited.map(({ section }) => ({
    section: section.number,
    heading: section.heading,
    quote: pickQuote(section.text, concepts),
    text: section.text,
  }));

  const [first, ...others] = citations;
  const lines = [`On this question, the most relevant provision is ${describeSection(best.section)}, which says: “${first!.quote}”`];
  for (const [index, citation] of others.entries()) {
    lines.push(`${capitalise(describeSection(cited[index + 1]!.section))} also bears on it: “${citation.quote}”`);
  }
  const covered = new Set(cited.flatMap((r) => r.matched.map((c) => c.ownStem)));
  const unaddressed = concepts.filter((c) => !covered.has(c.ownStem)).map((c) => c.word);
  lines.push(
    unaddressed.length
      ? `The text does not say anything about ${listWords(unaddressed)}, and it does not say how these provisions apply to any particular case.`
      : 'The text does not say how these provisions apply to any particular case.',
  );
  return { answered: true, citations, opinion: lines.join('\n\n') };
}

/** A bill without its text on file: say so first, answer only from the summary, cite nothing. */
function composeFromSummary(question: string, bill: OpinionBill): ComposedOpinion {
  const lead = `The full text of the ${bill.title} is not available on Kakyerɛ, so this answer draws only on its summary and cites no sections.`;
  const asked = new Set(contentWords(question).map(stem));
  const sentences = bill.summary.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [bill.summary.trim()];
  const scored = sentences
    .map((sentence) => ({ sentence, hits: contentWords(sentence).filter((w) => asked.has(stem(w))).length }))
    .sort((a, b) => b.hits - a.hits);
  const top = scored[0];
  if (!top || top.hits === 0) {
    return { answered: false, citations: [], opinion: `${lead} The summary does not address this question.` };
  }
  return { answered: true, citations: [], opinion: `${lead} The summary says: “${top.sentence}”` };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
