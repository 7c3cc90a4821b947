import { getNlp } from './nlp.js';

/** A sentence of a text, as offsets into it (trimmed), so callers can quote it verbatim. */
export interface SentenceSpan {
  start: number;
  end: number;
}

// wink-nlp ends a sentence at "Act 1075." or "GH¢5." correctly and keeps "1.5%", "No. 5", "s. 2" and
// initials ("A. A. Osei") whole. These guards hold the rules this site cannot get wrong whatever the
// tokenizer does: a break never falls between a digit and the rest of its number, and never after
// an abbreviation that a number or a name follows.
const INSIDE_NUMBER = /\d[.,]$/;
const STARTS_WITH_DIGIT = /^\d/;
const ABBREVIATION = /\b(?:s|ss|No|Nos|Art|Arts|Cap|Vol|p|pp|para|paras|cl|reg|Mr|Mrs|Ms|Dr|Prof|Hon|Rev|St|Gen|Col|Lt|Capt|Maj|Sgt|Jr|Sr|e\.g|i\.e|cf|viz|vs|etc|Ltd|Co|Inc|[A-Z])\.$/;

/**
 * The sentences of `text`: one splitter for bill summaries, opinions and quotes, so no sentence ever
 * ends inside a figure ("1.5%", "GH¢5.00"), after an abbreviation ("s. 2", "No. 5") or between an
 * Act's number and the rest of its sentence. A line break that separates list items or
 * subsections also ends a sentence.
 */
export function splitSentenceSpans(text: string): SentenceSpan[] {
  if (text.trim() === '') return [];
  const nlp = getNlp();
  const spans: SentenceSpan[] = [];
  for (const line of text.matchAll(/[^\n]+/g)) {
    const lineText = line[0];
    const lineStart = line.index ?? 0;
    const doc = nlp.readDoc(lineText);
    // wink gives sentences as token spans; map them back to characters through the tokens' offsets.
    const raw = doc.sentences().out(nlp.its.span) as unknown as [number, number][];
    const tokens = doc.tokens();
    const offsets: number[] = [];
    let at = 0;
    tokens.each((token: { out: () => string }) => {
      const value = token.out();
      const found = lineText.indexOf(value, at);
      offsets.push(found === -1 ? at : found);
      at = (found === -1 ? at : found) + value.length;
    });
    const tokenEnd = (index: number) => offsets[index]! + tokens.itemAt(index).out().length;
    let pending: SentenceSpan | null = null;
    for (const [first, last] of raw) {
      const span = { start: lineStart + offsets[first]!, end: lineStart + tokenEnd(last) };
      if (pending && keepsTogether(text, pending, span)) {
        pending = { start: pending.start, end: span.end };
        continue;
      }
      if (pending) spans.push(pending);
      pending = span;
    }
    if (pending) spans.push(pending);
    if (raw.length === 0 && lineText.trim()) spans.push({ start: lineStart, end: lineStart + lineText.length });
  }
  return spans.map(trimSpan(text)).filter((s) => s.end > s.start);
}

/** The sentences of `text` as strings. */
export function splitSentences(text: string): string[] {
  return splitSentenceSpans(text).map(({ start, end }) => text.slice(start, end));
}

function keepsTogether(text: string, before: SentenceSpan, after: SentenceSpan): boolean {
  const head = text.slice(before.start, before.end);
  const tail = text.slice(after.start, after.end);
  if (INSIDE_NUMBER.test(head) && STARTS_WITH_DIGIT.test(tail) && after.start === before.end) return true;
  if (ABBREVIATION.test(head) && (/^[\d(]/.test(tail) || /^[A-Z][a-z]/.test(tail) && /\b(?:Mr|Mrs|Ms|Dr|Prof|Hon|Rev|[A-Z])\.$/.test(head))) return true;
  // "No. 5", "s. 2": a lone abbreviation is never a sentence.
  return /^\S{1,4}\.$/.test(head.trim()) && /^\d/.test(tail);
}

const trimSpan = (text: string) => ({ start, end }: SentenceSpan): SentenceSpan => {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  return { start: s, end: e };
};
