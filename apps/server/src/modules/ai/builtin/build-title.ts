import { billProgress, stepLabel, type BillProgress } from './bill-progress.js';
import type { BusinessItem } from './business.js';
import type { SittingContext } from './context.js';
import { shortSubject } from './extract-key-topics.js';
import { clipWords, formatDate, listOf } from './format.js';

const MAX_TITLE = 200;
const MIN_TITLE = 5;

/**
 * A readable title from the sitting's main business, most consequential first: "Data Protection
 * Bill, 2010 passed; Electronic Transactions (Amendment) Bill, 2011 read a second time". A Special
 * Meeting is named with its date, as it is out of the ordinary calendar. Parts that would push the
 * title past 200 characters are left out rather than cut.
 */
export function buildTitle(ctx: SittingContext, fallbackTopic: string | null): string {
  const special = /special/i.test(ctx.sitting.meeting ?? '');
  const date = formatDate(ctx.sitting.date);
  const prefix = special ? `Special Meeting${date ? `, ${date}` : ''}: ` : '';

  const parts = [...billParts(billProgress(ctx)), ...otherParts(ctx.items)];
  let title = '';
  for (const part of parts) {
    const next = title ? `${title}; ${part}` : part;
    if (prefix.length + next.length <= MAX_TITLE) title = next;
    else if (!title) title = clipWords(part, MAX_TITLE - prefix.length);
  }
  if (!title) {
    const base = fallbackTopic ? `${fallbackTopic}` : 'Sitting of Parliament';
    title = date && !special ? `${base}, ${date}` : base;
  }
  const full = `${prefix}${title}`;
  return full.length >= MIN_TITLE ? clipWords(full, MAX_TITLE) : 'Sitting of Parliament';
}

/** Bills grouped by what happened to them: "A and B passed". Three or more are counted, not listed. */
function billParts(progress: BillProgress[]): string[] {
  const parts: string[] = [];
  const steps = [...new Set(progress.map((p) => p.step))];
  for (const step of steps) {
    const bills = progress.filter((p) => p.step === step).map((p) => (step === 'report-laid' ? p.bill.replace(/,\s*\d{4}$/, '') : p.bill));
    const names = bills.length <= 2 ? listOf(bills) : `${bills[0]} and ${bills.length - 1} other bills`;
    parts.push(`${names} ${stepLabel(step)}`);
  }
  return parts;
}

function otherParts(items: BusinessItem[]): string[] {
  const parts: string[] = [];
  const of = (kind: BusinessItem['kind']) => items.filter((i) => i.kind === kind && !i.generic && !i.bill);
  const resolutions = of('resolution');
  const motions = of('motion');
  const decided = resolutions.length > 0 ? resolutions : motions;
  if (decided.length > 0) {
    const what = resolutions.length > 0 ? 'Resolution' : 'Motion';
    parts.push(`${what}${decided.length > 1 ? 's' : ''} on ${clipWords(subject(decided[0]!.heading), 90)}${decided.length > 1 ? ' and more' : ''}`);
  }
  const statements = of('statement');
  if (statements.length > 0) parts.push(`Statements on ${listOf(statements.slice(0, 2).map((s) => clipWords(subject(s.heading), 60)))}`);
  const questions = of('question');
  if (questions.length > 0) parts.push(`Questions to the ${listOf(questions.map((q) => q.heading.replace(/^the\s+/i, '')))}`);
  const papers = of('paper');
  if (papers.length > 0) parts.push(`${clipWords(subject(papers[0]!.heading), 80)} laid`);
  return parts;
}

/** A heading without a leading article, amount or parties, so it reads inside a title. */
function subject(heading: string): string {
  return shortSubject(heading);
}
