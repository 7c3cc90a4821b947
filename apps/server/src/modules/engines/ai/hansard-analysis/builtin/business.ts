import { cleanDisplayText } from '../../../official-report/clean-display-text.js';
import type { ContentsEntry, ParsedSitting } from '../../../official-report/parsed-sitting.js';
import type { TextSpan } from '../../../text-index/text-span.js';
import { billRegExp, billTitleKey, splitBillName } from '../../../official-report/bill-names.js';
import { headingRegExp, wordsPattern } from '../../../official-report/ocr-patterns.js';

/**
 * The sitting's business as the CONTENTS list states it (the Clerk's own summary of the day),
 * each item placed in the record. Title, summary and topics are built from this first because it
 * is the most reliable structure the record has.
 */

export type ItemKind = 'bill' | 'paper' | 'question' | 'statement' | 'motion' | 'resolution' | 'announcement' | 'other';
export type BillStage = 'first' | 'second' | 'consideration' | 'second-consideration' | 'third';

export interface BusinessItem {
  kind: ItemKind;
  /** The contents heading without list numbering or trailing dashes. */
  heading: string;
  /** True when the entry is only a group name ("PAPERS") with no subject of its own. */
  generic: boolean;
  stage: BillStage | null;
  /** The normalised bill the item concerns, when it is about one of `billsInContents`. */
  bill: string | null;
  /** Where the heading is printed in the contents list. */
  contentsSpan: TextSpan | null;
  /** Where the group heading ("SECOND READING OF BILLS") is printed in the contents list. */
  groupSpan: TextSpan | null;
  /** Where the item's business begins in the proceedings, when found. */
  bodyAt: number | null;
  /** The group as the parser gave it, to tell entries of one group apart from the next. */
  groupText: string | null;
}

/** A stage the record shows a bill completing, with the words that say so. */
export interface BillOutcome {
  bill: string;
  outcome: 'first-reading' | 'second-reading' | 'second-reading-moved' | 'passed';
  span: TextSpan;
}

const PROCEDURAL_HEADING = /^(votes and proceedings|adjournment|prayers|official report)/i;

export function classifyGroup(group: string): { kind: ItemKind; stage: BillStage | null } {
  const g = group.toUpperCase();
  if (/FIRST\s+READING/.test(g)) return { kind: 'bill', stage: 'first' };
  if (/SECOND\s+CONSIDERATION/.test(g)) return { kind: 'bill', stage: 'second-consideration' };
  if (/CONSIDERATION/.test(g)) return { kind: 'bill', stage: 'consideration' };
  if (/SECOND\s+READING/.test(g)) return { kind: 'bill', stage: 'second' };
  if (/THIRD\s+READING/.test(g)) return { kind: 'bill', stage: 'third' };
  if (/PAPER/.test(g)) return { kind: 'paper', stage: null };
  if (/QUESTION/.test(g)) return { kind: 'question', stage: null };
  if (/STATEMENT/.test(g)) return { kind: 'statement', stage: null };
  if (/RESOLUTION/.test(g)) return { kind: 'resolution', stage: null };
  if (/MOTION/.test(g)) return { kind: 'motion', stage: null };
  if (/ANNOUNCEMENT|COMMUNICATION/.test(g)) return { kind: 'announcement', stage: null };
  return { kind: 'other', stage: null };
}

/** Strips list numbering ("ii)", "(iii)"), column references (OCR variants too) and trailing dashes from a heading. */
export function cleanHeading(heading: string): string {
  return cleanDisplayText(heading)
    .replace(/^\s*\(?\s*[ivx]{1,4}\s*\)\s*/i, '')
    .replace(/[\s\-_~—–'.,:]+$/, '')
    .replace(/^[\s\-_~—–'.,:]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function readBusiness(sitting: ParsedSitting, bodyStart: number): BusinessItem[] {
  const items: BusinessItem[] = [];
  let contentsCursor = 0;
  for (const entry of sitting.contents) {
    const item = toItem(sitting, entry, bodyStart, contentsCursor);
    if (!item) continue;
    if (item.contentsSpan) contentsCursor = item.contentsSpan.end;
    // Later entries of a group share the group heading printed above the first one.
    const previous = items[items.length - 1];
    if (!item.groupSpan && entry.group && previous && previous.groupText === entry.group) item.groupSpan = previous.groupSpan;
    items.push(item);
  }
  return items;
}

function toItem(sitting: ParsedSitting, entry: ContentsEntry, bodyStart: number, contentsFrom: number): BusinessItem | null {
  const heading = cleanHeading(entry.heading);
  if (heading.length < 3 || PROCEDURAL_HEADING.test(heading)) return null;
  const group = entry.group ? cleanHeading(entry.group) : null;
  const fromGroup = group ? classifyGroup(group) : null;
  const fromHeading = classifyGroup(heading);
  // An entry without a group that is itself a group name ("PAPERS - [Cols. 760-769]").
  const generic = !group && fromHeading.kind !== 'other' && heading.toUpperCase() === heading;
  const { kind, stage } = fromGroup && fromGroup.kind !== 'other' ? fromGroup : generic ? fromHeading : { kind: 'other' as const, stage: null };
  const bill = /bill/i.test(heading) ? matchBill(heading, sitting.billsInContents) : null;
  const contentsSpan = findInRange(sitting.text, heading, contentsFrom, bodyStart);
  const groupSpan = group
    ? findLastBefore(sitting.text, group, contentsFrom, contentsSpan?.start ?? bodyStart) ?? groupLineBefore(sitting.text, contentsSpan)
    : null;
  return {
    kind: kind === 'other' && bill ? 'bill' : kind,
    heading,
    generic,
    stage,
    bill,
    contentsSpan,
    groupSpan,
    bodyAt: locateInBody(sitting.text, bill ?? heading, bill !== null, bodyStart),
    groupText: entry.group,
  };
}

/**
 * The line just above a contents entry when it is a group heading the OCR garbled beyond the
 * parser's reading ("CONSIDERATION STAGE OP BILLS"): printed in capitals, naming a kind of business.
 */
function groupLineBefore(text: string, entry: TextSpan | null): TextSpan | null {
  if (!entry) return null;
  const lineStart = text.lastIndexOf('\n', entry.start - 1);
  if (lineStart < 0) return null;
  let end = lineStart;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  const start = text.lastIndexOf('\n', end - 1) + 1;
  const line = text.slice(start, end);
  const letters = line.replace(/[^A-Za-z]/g, '');
  if (letters.length < 5 || letters.replace(/[^A-Z]/g, '').length / letters.length < 0.8) return null;
  return classifyGroup(line).kind === 'other' ? null : { start, end };
}

function matchBill(heading: string, bills: string[]): string | null {
  const key = billTitleKey(heading);
  if (key.length === 0) return null;
  const completing = bills.filter((b) => billTitleKey(b).endsWith(key));
  // A heading a line break cut ("(Amendment) Bill, 2011") is the one bill whose name it ends.
  return bills.find((b) => billTitleKey(b) === key) ?? bills.find((b) => key.endsWith(billTitleKey(b))) ?? (completing.length === 1 ? completing[0]! : null);
}

function findInRange(text: string, needle: string, from: number, to: number): TextSpan | null {
  const re = headingRegExp(needle);
  re.lastIndex = from;
  const m = re.exec(text);
  if (!m || m.index >= to) return null;
  return { start: m.index, end: m.index + m[0].length };
}

/** The group heading printed nearest before its first entry (groups precede their entries). */
function findLastBefore(text: string, needle: string, from: number, before: number): TextSpan | null {
  const re = headingRegExp(needle);
  re.lastIndex = from;
  let found: TextSpan | null = null;
  for (let m = re.exec(text); m && m.index < before; m = re.exec(text)) found = { start: m.index, end: m.index + m[0].length };
  return found;
}

/** Where the item's subject first appears in the proceedings, preferring a line of its own (a heading). */
function locateInBody(text: string, subject: string, isBill: boolean, bodyStart: number): number | null {
  const re = (isBill ? billRegExp(subject, true) : null) ?? headingRegExp(subject);
  re.lastIndex = bodyStart;
  let first: number | null = null;
  for (let m = re.exec(text), n = 0; m && n < 50; m = re.exec(text), n++) {
    first ??= m.index;
    const lineStart = text.lastIndexOf('\n', m.index - 1);
    if (/^\s*$/.test(text.slice(lineStart + 1, m.index))) return m.index;
  }
  return first;
}

const OUTCOMES: { outcome: BillOutcome['outcome']; re: RegExp; lookBack: number }[] = [
  { outcome: 'passed', re: /read\s+the\s+third\s+time\s+and\s+passed/gi, lookBack: 200 },
  // "… Bill, 2011 was accordingly read a Second time", or "… Bill, 2011 was read a Second time" with the name just before.
  { outcome: 'second-reading', re: /(?:(?:accordingly|duly)\s+|(?<=\bBill,?\s*(?:19|20)\d\s?\d\s?\d?\s*[-–—.,]?\s*)(?:was|were)\s+)read\s+(?:a|the)\s+second\s+time/gi, lookBack: 200 },
  { outcome: 'second-reading-moved', re: /be\s+now\s+read\s+a\s+second\s+time/gi, lookBack: 200 },
  { outcome: 'first-reading', re: /\bread?\s+the\s+first\s+time[^.]{0,120}\./gi, lookBack: 500 },
];

/**
 * Stages the record shows each bill completing ("The Data Protection Bill, 2010 - read the Third
 * time and passed"), found by the formula the Clerk prints, with the bill named just before it.
 */
export function readOutcomes(text: string, bills: string[], bodyStart: number): BillOutcome[] {
  const outcomes: BillOutcome[] = [];
  const patterns = bills.map((bill) => ({ bill, full: billRegExp(bill, true), head: headRegExp(bill, bills) }));
  for (const { outcome, re, lookBack } of OUTCOMES) {
    re.lastIndex = bodyStart;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const windowStart = Math.max(bodyStart, m.index - lookBack);
      const window = text.slice(windowStart, m.index);
      // The full title first; failing that (OCR garbled "(AmendInent)"), its distinctive first words.
      const best = lastMatch(window, patterns, 'full') ?? lastMatch(window, patterns, 'head');
      if (!best) continue;
      const start = windowStart + best.at;
      const end = m.index + m[0].length;
      if (end - start > 600) continue;
      if (outcomes.some((o) => o.bill === best.bill && o.outcome === outcome)) continue;
      outcomes.push({ bill: best.bill, outcome, span: { start, end } });
    }
  }
  return outcomes;
}

type BillPatterns = { bill: string; full: RegExp | null; head: RegExp | null }[];

/** The bill named last (nearest the formula) in `window`. */
function lastMatch(window: string, patterns: BillPatterns, which: 'full' | 'head'): { bill: string; at: number } | null {
  let best: { bill: string; at: number } | null = null;
  for (const p of patterns) {
    const re = p[which];
    if (!re) continue;
    re.lastIndex = 0;
    for (let b = re.exec(window); b; b = re.exec(window)) if (!best || b.index > best.at) best = { bill: p.bill, at: b.index };
  }
  return best;
}

/** "[The] Internal Revenue": a title's first words, when no other bill on the list starts with them. */
function headRegExp(bill: string, bills: string[]): RegExp | null {
  const name = splitBillName(bill);
  if (!name) return null;
  const words = name.title.replace(/^the\s+/i, '').split(/\s+/).filter((w) => /^[A-Za-z]/.test(w)).slice(0, 3);
  if (words.length < 2) return null;
  const head = words.join(' ').toLowerCase();
  const shared = bills.filter((b) => (splitBillName(b)?.title ?? '').toLowerCase().replace(/^the\s+/, '').startsWith(head));
  return shared.length === 1 ? new RegExp(`(?:\\bthe\\s+)?${wordsPattern(words.join(' '))}`, 'gi') : null;
}
