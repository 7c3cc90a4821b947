import type { TextSpan } from '../../../text-index/text-span.js';

/**
 * Business the parsed structure can miss, read straight from the record: headings printed in
 * capitals (other parliaments' records have no contents list, and the parser keeps only the headings
 * it recognises), and the passages that state business, wherever they fall (a Question is often
 * printed inside the Chair's words, which the debate's sentences leave out).
 */

export interface LocatedText {
  text: string;
  span: TextSpan;
}

const MIN_HEADING_WORDS = 3;
const MAX_HEADING_WORDS = 30;

/**
 * Lines after `from` printed in capitals: at least three words, mostly letters, not a bracketed
 * running head ("[MR AMPOFO]") nor a row of figures. Headings in Westminster-style records are
 * printed so ("MINISTRY OF EDUCATION", "ESKOM'S INCREASING ELECTRICITY TARIFFS (MEMBER'S STATEMENT)").
 */
export function headingsInCapitals(text: string, from: number): LocatedText[] {
  const out: LocatedText[] = [];
  // A heading set over several lines ("MINISTRY OF ENVIRONMENT," / "SCIENCE AND TECHNOLOGY") is one.
  let run: LocatedText | null = null;
  const flush = () => {
    if (run && wordCount(run.text) >= MIN_HEADING_WORDS && wordCount(run.text) <= MAX_HEADING_WORDS) out.push(run);
    run = null;
  };
  const line = /^[^\n]*$/gm;
  line.lastIndex = from;
  for (let m = line.exec(text); m; m = line.exec(text)) {
    if (m[0].length === 0) line.lastIndex++;
    const trimmed = m[0].trim();
    if (!inCapitals(trimmed)) {
      flush();
      continue;
    }
    const start = m.index + m[0].indexOf(trimmed);
    run = run ? { text: `${run.text} ${trimmed}`, span: { start: run.span.start, end: start + trimmed.length } } : { text: trimmed, span: { start, end: start + trimmed.length } };
  }
  flush();
  return out;
}

const wordCount = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).length;

/** Mostly letters, all capitals, not a bracketed running head ("[MR AMPOFO]") nor a row of figures. */
function inCapitals(line: string): boolean {
  if (line.length === 0 || line.startsWith('[') || line.length > 250) return false;
  const letters = (line.match(/[A-Za-z]/g) ?? []).join('');
  if (letters.length < 4 || letters !== letters.toUpperCase()) return false;
  return (line.match(/\d/g) ?? []).length <= letters.length / 2;
}

/**
 * Words that open a statement of business: a Question ("… asked the Minister for …"), a referral
 * ("… referred to the Committee on …"), a presentation or laying, a committee's report, the object of
 * a Bill, its long title ("An Act to …"), a Member's Statement ("… to make a Statement on …").
 */
const BUSINESS_CUE =
  /\basked\s+the\b|\bquestions?\s+(?:to|for)\s+the\b|\breferred\s+to\s+the\b|\bpresented\s+by\s+the\b|\blaid\b.{0,80}?\bby\s+the\b|\breport\s+of\s+the\b|\b(?:object|objects|purpose)\s+of\s+(?:the|this)\s+bill\b|\bthe\s+bill\s+seeks\s+to\b|\ban\s+act\s+to\b|\bto\s+make\s+a\s+statement\s+on\b/gi;
const BACK = 300;
const FORWARD = 500;

/** Passages of the record (after `from`) that state business, from their sentence's start to its end. */
export function findBusinessStatements(text: string, from: number): LocatedText[] {
  const out: LocatedText[] = [];
  BUSINESS_CUE.lastIndex = from;
  let coveredTo = from;
  for (let m = BUSINESS_CUE.exec(text); m; m = BUSINESS_CUE.exec(text)) {
    if (m.index < coveredTo) continue;
    const start = sentenceStart(text, m.index, Math.max(from, coveredTo));
    const end = sentenceEnd(text, m.index + m[0].length);
    coveredTo = end;
    out.push({ text: text.slice(start, end).replace(/\s+/g, ' ').trim(), span: { start, end } });
    BUSINESS_CUE.lastIndex = end;
  }
  return out;
}

/** After the last full stop, question mark, colon or blank line before `at` (at most BACK characters back). */
function sentenceStart(text: string, at: number, floor: number): number {
  const lower = Math.max(floor, at - BACK);
  for (let i = at - 1; i >= lower; i--) {
    const c = text[i]!;
    if (c === '.' || c === '?' || c === '!' || c === ':' || (c === '\n' && /\n\s*$/.test(text.slice(Math.max(lower, i - 3), i)))) {
      let s = i + 1;
      while (s < at && /\s/.test(text[s]!)) s++;
      return s;
    }
  }
  return lower;
}

/** Through the next full stop (not one inside an abbreviation or a number) or blank line, at most FORWARD characters. */
function sentenceEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + FORWARD);
  for (let i = from; i < limit; i++) {
    const c = text[i]!;
    if ((c === '.' || c === '?' || c === '!') && /\s/.test(text[i + 1] ?? ' ') && !/\b(?:Mr|Mrs|Dr|Prof|No|Hon|St|Rev)$/.test(text.slice(Math.max(0, i - 4), i))) return i + 1;
    if (c === '\n' && /^\n\s*\n/.test(text.slice(i, i + 3))) return i;
  }
  return limit;
}
