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

/**
 * Words copied exactly from `text` that answer best: the subsection or sentence mentioning most of
 * the question's concepts, rarer ones weighing more (the earliest on a tie), cut to MAX_QUOTE_LENGTH at word boundaries around
 * the first concept it mentions. Always a substring of `text`.
 */
export function pickQuote(text: string, concepts: readonly QueryConcept[]): string {
  let best = { start: 0, end: Math.min(text.length, MAX_QUOTE_LENGTH), hits: -1 };
  for (const unit of quoteUnits(text)) {
    const stems = new Set(contentWords(text.slice(unit.start, unit.end)).map(stem));
    const hits = concepts.reduce((sum, concept) => sum + ([...concept.stems].some((s) => stems.has(s)) ? concept.weight : 0), 0);
    if (hits > best.hits) best = { ...unit, hits };
  }
  let { start, end } = best;
  if (end - start > MAX_QUOTE_LENGTH) {
    // Centre the window on the first word that matched, then snap both ends to word boundaries.
    const slice = text.slice(start, end).toLowerCase();
    const first = concepts
      .flatMap((concept) => [...concept.stems].map((s) => slice.search(new RegExp(`\\b${s.replace(/[^a-z0-9]/g, '')}`))))
      .filter((index) => index >= 0)
      .sort((a, b) => a - b)[0];
    const from = Math.max(0, (first ?? 0) - 80);
    start += from;
    end = Math.min(end, start + MAX_QUOTE_LENGTH);
    while (start > 0 && /\S/.test(text[start - 1] ?? '') && start < end) start++;
    while (end < text.length && /\S/.test(text[end] ?? '') && end > start) end--;
  }
  return text.slice(start, end).trim();
}
