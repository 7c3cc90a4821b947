import type { LegalOpinion } from '@kakyere/contract';
import { checkOpinionText, type ReadabilityFault } from '../../../apps/server/src/modules/engines/ai/readability/check-readability.js';

/** What eval:opinions checks of one answer beyond which sections it cites. */
export interface OpinionJudgement {
  /** Citations whose every quote part is in their section, word for word. */
  verbatimQuotes: number;
  badQuotes: string[];
  /** Figures in the opinion that neither the cited text, the summary nor the question states. */
  strayFigures: string[];
  readability: ReadabilityFault[];
  /** For a labelled question: whether a cited quote holds one of the words that answer it (null: not labelled). */
  answerQuoted: boolean | null;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The figures a text states: "1.50", "100", "2022" (section numbers are named as such and left out). */
function figures(text: string): string[] {
  return (text.replace(/\b(?:sections?|Schedule|subsections?|Act)\s+\d+\w*(?:\(\w+\))*/gi, ' ').match(/\d+(?:[.,]\d+)*/g) ?? []).map((f) => f.replace(/,/g, ''));
}

/**
 * Judges one answer: every quote part verbatim in its section (any section printed with that
 * number), no figure the sources do not state, the opinion's own sentences readable, and, when the
 * question is labelled with the words that answer it, whether a quote holds them.
 */
export function judgeOpinion(
  opinion: LegalOpinion,
  sources: { sectionTexts: ReadonlyMap<string, readonly string[]>; summary: string; question: string },
  answerWords: readonly string[] | null,
): OpinionJudgement {
  const badQuotes = opinion.citations
    .filter((c) => c.quoteParts.length === 0 || c.quoteParts.some((part) => part.trim() === '' || !(sources.sectionTexts.get(c.section) ?? []).some((text) => text.includes(part))))
    .map((c) => `section ${c.section}: “${c.quote}”`);
  const allowed = new Set([
    ...opinion.citations.flatMap((c) => [...figures(c.text), ...figures(c.heading), ...figures(c.section)]),
    ...figures(sources.summary),
    ...figures(sources.question),
    ...figures(opinion.source.title),
  ]);
  const strayFigures = figures(opinion.opinion).filter((f) => !allowed.has(f));
  const quoted = collapse(opinion.citations.map((c) => c.quoteParts.join(' ')).join(' ')).toLowerCase();
  const answerQuoted = answerWords && answerWords.length ? answerWords.some((w) => quoted.includes(collapse(w).toLowerCase())) : null;
  return { verbatimQuotes: opinion.citations.length - badQuotes.length, badQuotes, strayFigures, readability: checkOpinionText(opinion.opinion, opinion.citations.map((c) => c.quote)), answerQuoted };
}
