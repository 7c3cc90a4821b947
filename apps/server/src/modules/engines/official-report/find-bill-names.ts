import type { TextSpan } from '../text-index/text-span.js';
import { ocrDigits } from './ocr-patterns.js';

/**
 * Bill names as Ghana prints them: "Title Bill, YYYY". Both the CONTENTS list and the debates name
 * bills with OCR noise, list markers, "The"/"Report on the" prefixes and column references; these
 * helpers reduce every form to one canonical string so mentions can be matched across records.
 */

export interface BillMention {
  /** Canonical "Title Bill, YYYY" (or "Title Bill" when no year is printed and none was required). */
  title: string;
  /** Where the mention sits in the searched text, from the first title word to the year. */
  span: TextSpan;
}

const SMALL_WORDS = new Set(['of', 'and', 'for', 'the', 'on', 'in', 'to', 'a', 'an', 'by', 'with', 'or', 'at']);

/** Words that may sit between capitalised title words ("Office of the Special Prosecutor"). */
const CONNECTORS = new Set(['of', 'and', 'for', 'on', 'to', 'in', 'the', '&']);

/** Capitalised words that start a sentence or name a procedure, never part of a bill's title. */
const STOP_WORDS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'hon', 'madam', 'speaker', 'i', 'we', 'you', 'he', 'she', 'it', 'they', 'this', 'that',
  'these', 'those', 'our', 'my', 'his', 'her', 'their', 'its', 'if', 'so', 'but', 'when', 'as', 'clause', 'question',
  'order', 'paper', 'item', 'page', 'yes', 'no', 'whereas', 'now', 'therefore', 'also', 'under', 'with', 'from',
  'any', 'every', 'each', 'another', 'which', 'what', 'where', 'why', 'how', 'and', 'or',
]);

/** Capitalised words that can precede "of the" in prose about a bill ("Second Reading of the X Bill"). */
const PROCEDURAL = /^(?:reading|stage|report|memorandum|motion|committee|consideration|passage|title|clause|schedule|section|debate|part|objects?|purpose|principles?|provisions?|laying|presentation|introduction|chairman|members?|minister|ministry|amendments?|copy|copies|version|content|contents|sponsor|sponsors|withdrawal)$/i;

const YEARISH = /^[ ]*,?[ \n]*([12Z][0O9](?:[ ]?[0-9OolIi]){2})(?![0-9A-Za-z])/;

function yearOf(raw: string): string | null {
  const digits = ocrDigits(raw);
  return digits !== null && digits.length === 4 && Number(digits) >= 1950 && Number(digits) <= 2099 ? digits : null;
}

interface Token {
  text: string;
  start: number;
  end: number;
}

/** Title tokens: parenthesised groups, words (with hyphens, apostrophes and inner digits), or single symbols. */
const TOKEN_RE = /\([^()\n]{0,80}\)|[\p{L}\p{N}][\p{L}\p{N}'’.-]*|&|[^\s]/gu;

function isCapitalised(word: string): boolean {
  return /^[\p{Lu}]/u.test(word) || /^\d+-[\p{L}]/u.test(word) || /^[\p{Lu}]+-\d+$/u.test(word);
}

/**
 * Finds bill names ("... Bill, 2011") in free text: the CONTENTS list, section headings, speeches.
 * The title is read backwards from "Bill" over capitalised words, parenthesised parts and the small
 * words that join them, and stops at prose ("that the", "Hon Members,", "Second Reading of the").
 */
export function findBillNames(text: string, options: { requireYear?: boolean } = {}): BillMention[] {
  const requireYear = options.requireYear ?? true;
  const mentions: BillMention[] = [];
  for (const m of text.matchAll(/\b(?:Bill|BILL)\b/g)) {
    const billAt = m.index;
    const after = text.slice(billAt + 4, billAt + 20);
    const yearMatch = YEARISH.exec(after);
    const year = yearMatch ? yearOf(yearMatch[1]!) : null;
    if (requireYear && year === null) continue;
    const titleStart = titleStartBefore(text, billAt);
    if (titleStart === null) continue;
    const rawTitle = text.slice(titleStart, billAt).replace(/\s+/g, ' ').trim();
    const title = formatTitle(rawTitle, year);
    if (title === null) continue;
    const end = year !== null && yearMatch ? billAt + 4 + yearMatch[0].length : billAt + 4;
    mentions.push({ title, span: { start: titleStart, end } });
  }
  return mentions;
}

/** Offset where the title before "Bill" at `billAt` starts, or null when no title words precede it. */
function titleStartBefore(text: string, billAt: number): number | null {
  const windowStart = titleWindowStart(text, billAt);
  const window = text.slice(windowStart, billAt);
  const tokens: Token[] = [];
  for (const t of window.matchAll(TOKEN_RE)) tokens.push({ text: t[0], start: windowStart + t.index, end: windowStart + t.index + t[0].length });
  // A token cut by the window edge is not a whole word.
  if (windowStart > 0 && /[\p{L}\p{N}]/u.test(text[windowStart - 1]!) && tokens[0]?.start === windowStart) tokens.shift();

  let committed: number | null = null;
  let pending: string[] = [];
  let words = 0;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const lower = token.text.toLowerCase();
    if (token.text.startsWith('(')) {
      if (!/^\(\s*[\p{Lu}\d]/u.test(token.text)) break;
      committed = token.start;
      pending = [];
    } else if (CONNECTORS.has(lower) && committed !== null) {
      // "the" belongs to a title only in "of the" ("Office of the Special Prosecutor").
      if (lower === 'the' && tokens[i - 1]?.text.toLowerCase() !== 'of') break;
      pending.push(lower);
    } else if (isCapitalised(token.text) && !token.text.endsWith('.') && !STOP_WORDS.has(lower)) {
      if (pending.length > 0 && pending[pending.length - 1] === 'of' && PROCEDURAL.test(token.text)) break;
      committed = token.start;
      pending = [];
    } else {
      break;
    }
    if (++words > 16) break;
  }
  return committed;
}

/**
 * A title never runs across a blank line or up into a heading printed in capitals
 * ("BILLS - CONSIDERATION STAGE\nCriminal Offences (Amendment)\nBill, 2011").
 */
function titleWindowStart(text: string, billAt: number): number {
  let start = Math.max(0, billAt - 220);
  let lineEnd = text.lastIndexOf('\n', billAt - 1);
  while (lineEnd >= start) {
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
    const line = text.slice(lineStart, lineEnd);
    if (line.trim() === '' || (!/[\p{Ll}]/u.test(line) && /[\p{Lu}]{4}/u.test(line))) {
      start = lineEnd + 1;
      break;
    }
    lineEnd = lineStart - 1;
  }
  return start;
}

/** "The Ghana Maritime Authority(Amendment)" + "2011" → "Ghana Maritime Authority (Amendment) Bill, 2011". */
function formatTitle(rawTitle: string, year: string | null): string | null {
  let title = rawTitle
    .replace(/^(?:The|THE)\s+/, '')
    .replace(/\(\s*/g, '(')
    .replace(/\s*\)/g, ')')
    .replace(/(\S)\(/g, '$1 (')
    .replace(/\)(?=[^\s)])/g, ') ')
    .replace(/\(No\.?\s*(\d+)\)/gi, '(No. $1)')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/[\p{L}]/u.test(title)) return null;
  title = fixCasing(title);
  return year === null ? `${title} Bill` : `${title} Bill, ${year}`;
}

/** Title case for titles printed in capitals; lower-case initials of significant words are raised. */
function fixCasing(title: string): string {
  const shouting = !/[\p{Ll}]/u.test(title);
  return title
    .split(' ')
    .map((word, i) => {
      const bare = word.replace(/^\(/, '');
      const lead = word.length - bare.length;
      const lower = bare.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower.replace(/\)$/, ''))) return word.slice(0, lead) + lower;
      const cased = shouting && bare.length > 3 ? lower : bare;
      return word.slice(0, lead) + cased.charAt(0).toUpperCase() + cased.slice(1);
    })
    .join(' ');
}
