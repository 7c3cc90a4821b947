import { MAX_TITLE_CHARS, repeatedPhrase } from '../../readability/check-readability.js';
import { billProgress, stepLabel, type BillProgress } from './bill-progress.js';
import type { BusinessItem } from './business.js';
import type { SittingContext } from './sitting-context.js';
import { formatDate, listOf } from './format.js';
import { subjectForms } from './subject-forms.js';

const MIN_TITLE = 5;

/**
 * A readable title from the sitting's main business, most consequential first: "Data Protection
 * Bill, 2010 passed; Electronic Transactions (Amendment) Bill, 2011 read a second time". At most
 * 120 characters (what a card shows), each subject named once: a part is written in its longest
 * form that still fits, in a shorter one, or left out; never cut mid-phrase. A Special Meeting is
 * named with its date when there is room, as it is out of the ordinary calendar.
 */
export function buildTitle(ctx: SittingContext, fallbackTopic: string | null): string {
  const special = /special/i.test(ctx.sitting.meeting ?? '');
  const date = formatDate(ctx.sitting.date);
  const parts = [...billParts(billProgress(ctx)), ...otherParts(ctx.items)];
  const prefixes = special ? [...(date ? [`Special Meeting, ${date}: `] : []), 'Special Meeting: '] : [''];
  for (const prefix of prefixes) {
    const title = compose(parts, MAX_TITLE_CHARS - prefix.length);
    if (title) return `${prefix}${title}`;
  }
  const base = fallbackTopic ?? 'Sitting of Parliament';
  const title = date && !special ? `${base}, ${date}` : special ? `Special Meeting${date ? `, ${date}` : ''}` : base;
  return title.length >= MIN_TITLE && title.length <= MAX_TITLE_CHARS ? title : 'Sitting of Parliament';
}

/** Each part's first form that fits beside the ones before and repeats nothing of them. */
function compose(parts: string[][], budget: number): string {
  let title = '';
  for (const forms of parts) {
    for (const form of forms) {
      const next = title ? `${title}; ${form}` : form;
      if (next.length <= budget && !repeatedPhrase(next)) {
        title = next;
        break;
      }
    }
  }
  return title;
}

/** Bills grouped by what happened to them: "A and B passed", else "A and 2 other bills passed". */
function billParts(progress: BillProgress[]): string[][] {
  const parts: string[][] = [];
  const steps = [...new Set(progress.map((p) => p.step))];
  for (const step of steps) {
    const bills = progress.filter((p) => p.step === step).map((p) => (step === 'report-laid' ? p.bill.replace(/,\s*\d{4}$/, '') : p.bill));
    const label = stepLabel(step);
    const forms = bills.length <= 2 ? [`${listOf(bills)} ${label}`] : [];
    if (bills.length > 1) forms.push(`${bills[0]} and ${bills.length - 1} other bill${bills.length > 2 ? 's' : ''} ${label}`);
    forms.push(`${bills.length === 1 ? bills[0] : `${bills.length} bills`} ${label}`);
    parts.push(forms);
  }
  return parts;
}

function otherParts(items: BusinessItem[]): string[][] {
  const parts: string[][] = [];
  const of = (kind: BusinessItem['kind']) => items.filter((i) => i.kind === kind && !i.generic && !i.bill);
  const resolutions = of('resolution');
  const motions = of('motion');
  const decided = resolutions.length > 0 ? resolutions : motions;
  if (decided.length > 0) {
    const what = resolutions.length > 0 ? 'Resolution' : 'Motion';
    const more = decided.length > 1 ? ' and more' : '';
    parts.push(subjectForms(decided[0]!.heading, 90).map((s) => `${what}${decided.length > 1 ? 's' : ''} on ${s}${more}`));
  }
  const statements = of('statement');
  if (statements.length > 0) {
    const [first, second] = statements.map((s) => subjectForms(s.heading, 60));
    const forms: string[] = [];
    if (first && second) for (const a of first) for (const b of second) forms.push(`Statements on ${a} and ${b}`);
    for (const a of first ?? []) forms.push(`Statement${statements.length > 1 ? 's' : ''} on ${a}${statements.length > 1 ? ' and more' : ''}`);
    parts.push(forms);
  }
  const questions = of('question');
  if (questions.length > 0) {
    const ministries = [...new Set(questions.map((q) => q.heading.replace(/^the\s+/i, '')))];
    const forms = [`Questions to the ${listOf(ministries)}`];
    if (ministries.length > 1) forms.push(`Questions to the ${ministries[0]} and ${ministries.length - 1} other Ministr${ministries.length > 2 ? 'ies' : 'y'}`);
    parts.push(forms);
  }
  const papers = of('paper');
  if (papers.length > 0) parts.push(subjectForms(papers[0]!.heading, 80).map((s) => `${s} laid`));
  return parts;
}
