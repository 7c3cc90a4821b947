import type { QueryConcept } from './rank-sections.js';
import { contentWords, stem } from './tokenise.js';

/** The longest quote an opinion carries: a provision's sentence, not a page. */
export const MAX_QUOTE_LENGTH = 320;

/** The units a quote is chosen from: a section's subsections, or else its sentences, as offsets into its text. */
export function quoteUnits(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  const pattern = /[^\n]+/g;
  for (const line of text.matchAll(pattern)) {
    const lineStart = line.index ?? 0;
    // Sentences within the line: end at ". " / "; " followed by a capital or "(", or at the line's end.
    let start = lineStart;
    const sentence = /[.;:](?=\s+(?:[A-Z(]|$))/g;
    for (const stop of line[0].matchAll(sentence)) {
      const end = lineStart + (stop.index ?? 0) + 1;
      if (end - start > 20) {
        found.push({ start, end });
        start = end;
      }
    }
    found.push({ start, end: lineStart + line[0].length });
  }
  return found
    .map(({ start, end }) => {
      // Trim whitespace and a leading subsection number such as "(2) ", so the quote starts with words.
      const raw = text.slice(start, end);
      const lead = raw.length - raw.replace(/^\s*(?:\(\w{1,4}\)\s*)?/, '').length;
      const trail = raw.length - raw.trimEnd().length;
      return { start: start + lead, end: end - trail };
    })
    .filter(({ start, end }) => end - start > 0);
}

export interface PickedQuote {
  /** Words copied exactly from the section's text. */
  quote: string;
  /** The weight of the question's concepts the quoted unit mentions: 0 when it mentions none. */
  hits: number;
}

export interface PickQuoteOptions {
  /** A unit this says yes to is preferred: for a "how many / how long" question, one that states the number. */
  prefer?: (unit: string) => boolean;
}

/** A unit with this many content words or more is a sentence, worth quoting; shorter ones (a cross-reference, a form's field) lose ties. */
const INFORMATIVE_WORDS = 6;

/**
 * Words copied exactly from `text` that answer best: the subsection or sentence mentioning most of
 * the question's concepts, rarer ones weighing more (on a tie, the more informative, then the
 * earliest), cut to MAX_QUOTE_LENGTH around the densest run of the concepts it mentions, at word
 * boundaries. Always a substring of `text`.
 */
export function pickQuote(text: string, concepts: readonly QueryConcept[], options: PickQuoteOptions = {}): PickedQuote {
  const preferBonus = concepts.reduce((sum, c) => sum + c.weight, 0) / 2;
  let best = { start: 0, end: Math.min(text.length, MAX_QUOTE_LENGTH), score: -1, hits: 0, informative: 0 };
  for (const unit of quoteUnits(text)) {
    const unitText = text.slice(unit.start, unit.end);
    const words = contentWords(unitText);
    const stems = new Set(words.map(stem));
    const hits = concepts.reduce((sum, concept) => sum + ([...concept.stems].some((s) => stems.has(s)) ? concept.weight : 0), 0);
    const score = hits + (options.prefer?.(unitText) ? preferBonus : 0);
    const informative = Math.min(words.length, INFORMATIVE_WORDS);
    if (score > best.score || (score === best.score && informative > best.informative)) best = { ...unit, score, hits, informative };
  }
  const { start, end } = best.end - best.start > MAX_QUOTE_LENGTH ? densestWindow(text, best.start, best.end, concepts) : best;
  return { quote: text.slice(start, end).trim(), hits: best.hits };
}

/**
 * Within text[start, end), the run of whole words at most MAX_QUOTE_LENGTH long that mentions the
 * most concepts; among equals, one that starts a clause (after ";" or ":"), then the earliest.
 */
function densestWindow(text: string, start: number, end: number, concepts: readonly QueryConcept[]): { start: number; end: number } {
  const words = [...text.slice(start, end).matchAll(/\S+/g)].map((m, index, all) => {
    const stems = new Set(contentWords(m[0]).map(stem));
    return {
      start: start + (m.index ?? 0),
      end: start + (m.index ?? 0) + m[0].length,
      startsClause: index === 0 || /[;:]$/.test(all[index - 1]![0]),
      concepts: concepts.filter((c) => [...c.stems].some((s) => stems.has(s))),
    };
  });
  let bestRun = { start, end: start, weight: -1, startsClause: false };
  let last = 0;
  for (let first = 0; first < words.length; first++) {
    last = Math.max(last, first);
    while (last + 1 < words.length && words[last + 1]!.end - words[first]!.start <= MAX_QUOTE_LENGTH) last++;
    const seen = new Set(words.slice(first, last + 1).flatMap((w) => w.concepts));
    const weight = [...seen].reduce((sum, c) => sum + c.weight, 0);
    const startsClause = words[first]!.startsClause;
    if (weight > bestRun.weight || (weight === bestRun.weight && startsClause && !bestRun.startsClause)) {
      bestRun = { start: words[first]!.start, end: words[last]!.end, weight, startsClause };
    }
  }
  return bestRun.weight < 0 ? { start, end: Math.min(end, start + MAX_QUOTE_LENGTH) } : bestRun;
}
