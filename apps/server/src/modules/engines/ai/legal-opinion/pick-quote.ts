import { splitSentenceSpans } from '../../text-index/split-sentences.js';
import type { QueryConcept } from './query-concept.js';
import { textStems } from './text-stems.js';
import { contentWords } from './tokenise.js';

/** A subsection longer than this is quoted in part: a list's lead-in and the matching item, or its matching sentence. */
export const LONG_SUBSECTION = 420;
/** A list of three items or more longer than this is quoted as its lead-in and the matching item: a phone screen, not a page. */
export const LONG_LIST = 240;
/** What joins the parts of a quote when a list's items between them are left out. */
export const QUOTE_GAP = ' … ';

/** Where a piece of a section's text is: offsets into it. */
interface Span {
  start: number;
  end: number;
}

/** One passage a quote can be: one or more spans of the section's text, in order (a list's lead-in, then an item). */
interface QuoteUnit {
  parts: Span[];
}

// How a list-like subsection introduces its items: "does not apply to", "includes", "the following", a colon.
const LEAD_IN =
  /(?:^|\s)(?:(?:does|do|shall)\s+not\s+apply\s+to|appl(?:y|ies)\s+to|includes?|including|consists?\s+of|comprises?|the\s+following|as\s+follows|namely|unless\s+the\s+context\s+otherwise\s+requires,?|shall\s+be\s+(?:the\s+)?(?:following|as\s+follows))(?=\s)|:/i;

/**
 * A list whose lead-in has no set phrase ("The Commission shall have the power to resolve …; dismiss
 * …"): the lead-in runs to its first modal or infinitive "to", after two words at least and within
 * the first two thirds of the first item, so the items read on from it.
 */
function modalLeadIn(first: string): { index: number; 0: string } | null {
  const match = /^(\S+\s+\S+.*?\b(?:shall|may|must|will|to))(?=\s)/i.exec(first);
  if (!match || match[1]!.length > (first.length * 2) / 3) return null;
  return { index: 0, 0: match[1]! };
}

/** The subsections of a section's text: its lines, without their "(2)" numbers. */
function subsections(text: string): Span[] {
  const lines: Span[] = [];
  for (const line of text.matchAll(/[^\n]+/g)) {
    const start = line.index ?? 0;
    lines.push(trim(text, { start, end: start + line[0].length }, true));
  }
  return lines.filter((s) => s.end > s.start);
}

/** Items of a list-like passage: split at semicolons outside brackets. */
function listItems(text: string, span: Span): Span[] {
  const items: Span[] = [];
  let depth = 0;
  let from = span.start;
  for (let i = span.start; i < span.end; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) {
      items.push(trim(text, { start: from, end: i + 1 }));
      from = i + 1;
    }
  }
  items.push(trim(text, { start: from, end: span.end }));
  return items.filter((s) => s.end > s.start);
}

/**
 * The passages a quote is chosen from, each whole: a subsection; for a long list-like subsection,
 * its lead-in with each item ("does not apply to … a transfer between accounts owned by the same
 * person"); for a long subsection that is not a list, each of its sentences. Never a cut clause.
 */
export function quoteUnits(text: string): QuoteUnit[] {
  const known = unitsByText.get(text);
  if (known) return known;
  const units = findQuoteUnits(text);
  // A bill's sections are read for every question asked of it: their passages are worked out once.
  if (unitsByText.size >= UNIT_CACHE_SIZE) unitsByText.delete(unitsByText.keys().next().value!);
  unitsByText.set(text, units);
  return units;
}

/** Sections whose passages are remembered: several large Acts' worth. */
const UNIT_CACHE_SIZE = 2_000;
const unitsByText = new Map<string, QuoteUnit[]>();

function findQuoteUnits(text: string): QuoteUnit[] {
  const units: QuoteUnit[] = [];
  for (const sub of subsections(text)) {
    const length = sub.end - sub.start;
    const items = length > LONG_LIST ? listItems(text, sub) : [];
    if (length <= LONG_SUBSECTION && items.length < 3) {
      units.push({ parts: [sub] });
      continue;
    }
    if (items.length >= 3) {
      const first = items[0]!;
      const firstText = text.slice(first.start, first.end);
      const lead = LEAD_IN.exec(firstText) ?? modalLeadIn(firstText);
      const leadEnd = lead ? first.start + lead.index + lead[0].length : null;
      items.forEach((item, index) => {
        // The first item carries the lead-in already; the others are quoted after it.
        if (index === 0 || leadEnd === null) units.push({ parts: [item] });
        else units.push({ parts: [trim(text, { start: first.start, end: leadEnd }), item] });
      });
      continue;
    }
    for (const sentence of splitSentenceSpans(text.slice(sub.start, sub.end))) {
      units.push({ parts: [{ start: sub.start + sentence.start, end: sub.start + sentence.end }] });
    }
  }
  return units;
}

/** Each passage's words as one string: what ranking and quoting score. */
export function quoteUnitTexts(text: string): string[] {
  return quoteUnits(text).map((unit) => unit.parts.map((p) => text.slice(p.start, p.end)).join(' '));
}

export interface PickedQuote {
  /** The verbatim parts, in order: each a substring of the section's text. */
  parts: string[];
  /** The parts joined with " … ". */
  quote: string;
  /** The weight of the question's concepts the passage mentions: 0 when it mentions none. */
  hits: number;
}

export interface PickQuoteOptions {
  /** A passage this says yes to is preferred: for a "how many / how long" question, one that states the number. */
  prefer?: (passage: string) => boolean;
}

/** A passage with this many content words or more is a sentence, worth quoting; shorter ones (a cross-reference, a form's field) lose ties. */
const INFORMATIVE_WORDS = 6;

/**
 * The passage of `text` that answers best: the one mentioning most of the question's concepts,
 * rarer ones weighing more (on a tie, the more informative, then the earliest). Quoted whole, as
 * verbatim parts of the section.
 */
export function pickQuote(text: string, concepts: readonly QueryConcept[], options: PickQuoteOptions = {}): PickedQuote {
  const preferBonus = concepts.reduce((sum, c) => sum + c.weight, 0) / 2;
  const scored = quoteUnits(text).map((unit, index) => {
    const passage = unit.parts.map((p) => text.slice(p.start, p.end)).join(' ');
    const stems = textStems(passage);
    const mentioned = concepts.filter((concept) => [...concept.stems].some((s) => stems.has(s)));
    const hits = mentioned.reduce((sum, c) => sum + c.weight, 0);
    const score = hits + (options.prefer?.(passage) ? preferBonus : 0);
    return { unit, index, mentioned, hits, score, informative: Math.min(contentWords(passage).length, INFORMATIVE_WORDS) };
  });
  let best: (typeof scored)[number] | undefined;
  for (const candidate of scored) {
    if (!best || candidate.score > best.score || (candidate.score === best.score && candidate.informative > best.informative)) best = candidate;
  }
  if (!best) {
    const whole = trim(text, { start: 0, end: text.length });
    return { parts: [text.slice(whole.start, whole.end)], quote: text.slice(whole.start, whole.end), hits: 0 };
  }
  // Ideas asked together may be answered in two subsections ("who pays, and how much"): a second
  // whole passage is quoted when it adds a good share of what the first leaves out.
  const missing = concepts.filter((c) => !best.mentioned.includes(c));
  const missingWeight = missing.reduce((sum, c) => sum + c.weight, 0);
  const second = scored
    .filter((c) => c !== best && c.unit.parts.length === 1 && best.unit.parts.length === 1 && !overlaps(c.unit, best.unit))
    .map((c) => ({ c, adds: c.mentioned.filter((m) => missing.includes(m)).reduce((sum, m) => sum + m.weight, 0) }))
    .filter(({ adds }) => adds > 0 && adds >= missingWeight * SECOND_PASSAGE_SHARE)
    .sort((a, b) => b.adds - a.adds || a.c.index - b.c.index)[0]?.c;
  const chosen = second ? [best, second].sort((a, b) => a.index - b.index) : [best];
  const parts = chosen.flatMap((c) => c.unit.parts.map((p) => text.slice(p.start, p.end)));
  const hits = [...new Set(chosen.flatMap((c) => c.mentioned))].reduce((sum, c) => sum + c.weight, 0);
  return { parts, quote: parts.join(QUOTE_GAP), hits };
}

/** A second passage is quoted only when it adds at least this share of what the first leaves out. */
const SECOND_PASSAGE_SHARE = 0.5;

const overlaps = (a: QuoteUnit, b: QuoteUnit) => a.parts.some((p) => b.parts.some((q) => p.start < q.end && q.start < p.end));

/** A span without surrounding spaces, a list's closing ";" or "," and (when asked) a leading "(2)" or "(a)". */
function trim(text: string, { start, end }: Span, dropNumber = false): Span {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  if (dropNumber) {
    const number = /^\(\w{1,4}\)\s*/.exec(text.slice(s, e));
    if (number) s += number[0].length;
  }
  while (e > s && /[\s;,]/.test(text[e - 1]!)) e--;
  return { start: s, end: e };
}
