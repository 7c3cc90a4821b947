import { findBillNames } from '../../../official-report/find-bill-names.js';
import { billsBrokenInContents, recoverBillName } from './recover-bill-name.js';
import { readOutcomes, type BillOutcome } from './business.js';
import { editDistance } from '../../../text-index/edit-distance.js';
import type { TextSpan } from '../../../text-index/text-span.js';
import type { BillMention, SittingContext } from './sitting-context.js';
import { billRegExp, billTitleKey } from '../../../official-report/bill-names.js';

export type { BillMention } from './sitting-context.js';
import { widenToSentence } from './widen-to-sentence.js';

const MAX_BILLS = 50;
/**
 * A bill that is not on the order of business counts as discussed only when members keep coming
 * back to it; one mention is usually an Order Paper item read out or a citation in a report.
 */
const MIN_DEBATE_MENTIONS = 3;
const ORDER_PAPER_ITEM = /\bitems?\s+\d+[^.;]{0,30}$/i;
const OUTCOME_PREFERENCE = ['passed', 'second-reading', 'first-reading', 'second-reading-moved'] as const;

/**
 * The bills on the order of business (from the contents) and those members referred to in debate,
 * each with where the record names it. For a bill on the order of business, the evidence is the
 * formula recording what happened to it when the record has one ("... read the Third time and
 * passed"), else its first mention in the proceedings.
 */
export function findBillsDiscussed(ctx: SittingContext): BillMention[] {
  const mentions: BillMention[] = [];
  const keys = new Set<string>();
  const { bills: contentsBills, outcomes } = billsOnTheOrderOfBusiness(ctx);
  for (const bill of contentsBills) {
    const key = billTitleKey(bill);
    if (keys.has(key)) continue;
    const span = contentsBillSpan(ctx, bill, outcomes);
    if (!span) continue;
    keys.add(key);
    mentions.push({ bill, span, inContents: true });
  }
  for (const found of billsNamedInDebate(ctx, [...keys])) {
    if (mentions.length >= MAX_BILLS) break;
    mentions.push({ bill: found.bill, span: found.span, inContents: false });
  }
  return wholeNames(ctx, mentions);
}

/**
 * Names a line break cut ("(Amendment) Bill, 2011") made whole from the names the record prints in
 * full, contents list and order of business included; a name that cannot be recovered is left out.
 */
function wholeNames(ctx: SittingContext, mentions: BillMention[]): BillMention[] {
  if (mentions.every((m) => recoverBillName(m.bill, []) === m.bill)) return mentions;
  const printed = [...ctx.sitting.billsInContents, ...findBillNames(ctx.sitting.text).map((m) => m.title), ...mentions.map((m) => m.bill)];
  const out: BillMention[] = [];
  for (const mention of mentions) {
    const bill = recoverBillName(mention.bill, printed);
    if (bill && !out.some((o) => billTitleKey(o.bill) === billTitleKey(bill))) out.push({ ...mention, bill });
  }
  return out;
}

/**
 * The bills the contents list names, each whole: a name printed there with OCR spaces inside its
 * words and year, which the parser read short or missed, is the one the proceedings print in full
 * (with what the record shows happening to it).
 */
function billsOnTheOrderOfBusiness(ctx: SittingContext): { bills: string[]; outcomes: BillOutcome[] } {
  const headings = ctx.sitting.contents.map((entry) => entry.heading).filter((heading) => /bill/i.test(heading));
  const read = ctx.sitting.billsInContents.map(billTitleKey);
  // A whole name the contents list already gives (or a longer one that ends with it) needs no mending.
  const broken = (headings.length === 0 ? [] : billsBrokenInContents(headings, findBillNames(ctx.sitting.text.slice(ctx.bodyStart)).map((m) => m.title)))
    .filter((whole) => !read.some((key) => key.endsWith(billTitleKey(whole))));
  if (broken.length === 0) return { bills: ctx.sitting.billsInContents, outcomes: ctx.outcomes };
  const sameYear = (a: string, b: string) => a.slice(-4) === b.slice(-4);
  // A name read short ("Economic Zones Bill, 2012") gives way to the whole one it ends.
  const bills = ctx.sitting.billsInContents.map((bill) => broken.find((whole) => sameYear(whole, bill) && billTitleKey(whole).endsWith(billTitleKey(bill))) ?? bill);
  for (const whole of broken) if (!bills.includes(whole)) bills.push(whole);
  return { bills, outcomes: [...readOutcomes(ctx.sitting.text, broken, ctx.bodyStart), ...ctx.outcomes] };
}

function contentsBillSpan(ctx: SittingContext, bill: string, outcomes: BillOutcome[]): TextSpan | null {
  for (const outcome of OUTCOME_PREFERENCE) {
    const found = outcomes.find((o) => o.bill === bill && o.outcome === outcome);
    if (found) return found.span;
  }
  // Prefer a mention with the year (a full citation), then any mention in the proceedings.
  for (const yearOptional of [false, true]) {
    const re = billRegExp(bill, yearOptional);
    if (!re) return null;
    re.lastIndex = ctx.bodyStart;
    const inBody = re.exec(ctx.sitting.text);
    if (inBody) return widenToSentence(ctx.sitting.text, { start: inBody.index, end: inBody.index + inBody[0].length });
  }
  const re = billRegExp(bill, true);
  if (!re) return null;
  const anywhere = re.exec(ctx.sitting.text);
  return anywhere ? { start: anywhere.index, end: anywhere.index + anywhere[0].length } : null;
}

/** Bills named "Title Bill, YYYY" in the speeches, OCR variants and fragments of one bill merged. */
function billsNamedInDebate(ctx: SittingContext, known: string[]): { bill: string; span: TextSpan }[] {
  // Mentions of one bill (variants: misprints, fragments) are grouped; each group reports its best variant.
  const groups: { keys: string[]; variants: Map<string, { count: number; span: TextSpan }>; count: number }[] = [];
  const sources = ctx.sitting.speeches.length > 0
    ? ctx.sitting.speeches.map((s) => ({ text: s.text, from: s.span.start }))
    : [{ text: ctx.sitting.text.slice(ctx.bodyStart), from: ctx.bodyStart }];
  for (const source of sources) {
    if (!source.text.includes('Bill')) continue;
    for (const mention of findBillNames(source.text)) {
      const { bill, start } = withCommaPart(source.text, mention.title, mention.span.start);
      // "item 19, that is the ... Bill": the Order Paper read out, not a debate on that bill.
      if (ORDER_PAPER_ITEM.test(source.text.slice(Math.max(0, start - 40), start))) continue;
      const key = billTitleKey(bill);
      if (key.length < 4 || known.some((k) => sameBill(k, key) || sameBill(k, billTitleKey(mention.title)))) continue;
      let group = groups.find((g) => g.keys.some((k) => sameBill(k, key)));
      if (!group) {
        group = { keys: [], variants: new Map(), count: 0 };
        groups.push(group);
      }
      if (!group.keys.includes(key)) group.keys.push(key);
      group.count++;
      const variant = group.variants.get(bill);
      if (variant) {
        variant.count++;
        continue;
      }
      const at = ctx.index.findNormalised(source.text.slice(start, mention.span.end), source.from);
      if (at) group.variants.set(bill, { count: 1, span: widenToSentence(ctx.sitting.text, at) });
    }
  }
  return groups
    .filter((g) => g.variants.size > 0 && g.count >= MIN_DEBATE_MENTIONS)
    .sort((a, b) => b.count - a.count) // most-mentioned first; ties keep first-mention order
    .map((g) => {
      const [bill, { span }] = [...g.variants.entries()].sort(([a, va], [b, vb]) => vb.count - va.count || preferTitle(a, b))[0]!;
      return { bill, span };
    });
}

/**
 * Between two equally frequent forms of a title, the longer one, unless what it adds reads as
 * prose ("Consideration Sage of the Presidential (Transition) Bill"), which the finder let through.
 */
function preferTitle(a: string, b: string): number {
  if (a === b) return 0;
  const [longer, shorter] = a.length >= b.length ? [a, b] : [b, a];
  const prose = /\bof\s+the\b/i.test(longer.slice(0, longer.length - shorter.length));
  return (prose ? shorter : longer) === a ? -1 : 1;
}

/**
 * Titles such as "Veterans Administration, Ghana Bill, 2010" hold a comma, where the finder stops
 * ("Ghana Bill, 2010"). A one- or two-word title right after "Capitalised Words, " takes them back.
 */
function withCommaPart(text: string, title: string, start: number): { bill: string; start: number } {
  if (title.split(' ').length > 3) return { bill: title, start };
  const before = /((?:[A-Z][\w'’-]*\s+){0,3}[A-Z][\w'’-]*),\s*$/.exec(text.slice(Math.max(0, start - 80), start));
  if (!before || /^(?:The|Mr|Mrs|Madam|Speaker|Hon)\b/.test(before[1]!)) return { bill: title, start };
  return { bill: `${before[1]}, ${title}`, start: start - before[0].length };
}

/**
 * Two keys name the same bill when equal, a misprint apart ("ammendment"), or when one is a
 * fragment of the other that OCR or a line break cut ("Education Bill" of "Colleges of Education
 * Bill", "Consideration Sage of the Presidential (Transition) Bill").
 */
function sameBill(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) >= 5 && (a.endsWith(b) || b.endsWith(a))) return true;
  if (Math.min(a.length, b.length) < 10 || Math.abs(a.length - b.length) > 2) return false;
  return editDistance(a, b) <= 2;
}
