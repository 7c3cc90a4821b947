import type { TextSpan } from '../../../text-index/text-span.js';
import type { BusinessItem } from './business.js';
import type { SittingContext } from './sitting-context.js';
import { billTitleKey } from '../../../official-report/bill-names.js';

/**
 * What the sitting did with each bill on its order of business, in the words the title and the
 * summary use. A stage is only called complete ("passed", "read a second time") when the record
 * prints the Clerk's formula for it; otherwise the wording says the House took or debated it.
 */
export type BillStep =
  | 'passed'
  | 'third-reading'
  | 'second-reading'
  | 'second-reading-debated'
  | 'consideration'
  | 'second-consideration'
  | 'first-reading'
  | 'report-laid';

export interface BillProgress {
  bill: string;
  step: BillStep;
  /** The passage that shows it: the Clerk's formula, else the contents entry. */
  evidence: TextSpan | null;
  /** The contents items it came from (for quoting the contents block). */
  items: BusinessItem[];
}

/** Most significant first: a reader wants "passed" before "considered". */
export const STEP_ORDER: BillStep[] = [
  'passed',
  'third-reading',
  'second-reading',
  'consideration',
  'second-consideration',
  'second-reading-debated',
  'first-reading',
  'report-laid',
];

export function billProgress(ctx: SittingContext): BillProgress[] {
  const byBill = new Map<string, BillProgress>();
  for (const item of ctx.items) {
    if (!item.bill) continue;
    const step = stepOf(ctx, item);
    if (!step) continue;
    const current = byBill.get(item.bill);
    // One bill can go through several stages in a sitting; report the furthest it got.
    if (current && STEP_ORDER.indexOf(current.step) <= STEP_ORDER.indexOf(step.step)) {
      current.items.push(item);
      continue;
    }
    byBill.set(item.bill, { bill: item.bill, step: step.step, evidence: step.evidence, items: [...(current?.items ?? []), item] });
  }
  return [...byBill.values()]
    .map((p) => ({ ...p, bill: wholeName(ctx, p.bill) }))
    .sort((a, b) => STEP_ORDER.indexOf(a.step) - STEP_ORDER.indexOf(b.step));
}

/**
 * The name the bills discussed give a bill the contents list printed broken ("Coa stal Shipping Levy
 * Bill, 20 29" read as "Shipping Levy Bill, 2029"): the whole name of that year it ends. The stage
 * is found under the name the contents list gives; only the words readers see change.
 */
function wholeName(ctx: SittingContext, bill: string): string {
  const key = billTitleKey(bill);
  if (ctx.bills.some((b) => billTitleKey(b.bill) === key)) return bill;
  const year = bill.slice(-4);
  const whole = ctx.bills.filter((b) => b.bill.slice(-4) === year && billTitleKey(b.bill).endsWith(key));
  return whole.length === 1 ? whole[0]!.bill : bill;
}

function stepOf(ctx: SittingContext, item: BusinessItem): { step: BillStep; evidence: TextSpan | null } | null {
  const outcome = (name: string) => ctx.outcomes.find((o) => o.bill === item.bill && o.outcome === name)?.span ?? null;
  switch (item.kind === 'paper' ? 'paper' : item.stage) {
    case 'third': {
      const passed = outcome('passed');
      return passed ? { step: 'passed', evidence: passed } : { step: 'third-reading', evidence: item.contentsSpan };
    }
    case 'second': {
      const read = outcome('second-reading');
      return read ? { step: 'second-reading', evidence: read } : { step: 'second-reading-debated', evidence: outcome('second-reading-moved') ?? item.contentsSpan };
    }
    case 'consideration':
      return { step: 'consideration', evidence: item.contentsSpan };
    case 'second-consideration':
      return { step: 'second-consideration', evidence: item.contentsSpan };
    case 'first':
      return { step: 'first-reading', evidence: outcome('first-reading') ?? item.contentsSpan };
    case 'paper':
      return /report/i.test(item.heading) ? { step: 'report-laid', evidence: item.contentsSpan } : null;
    default:
      return null;
  }
}

/** "were read the third time and passed", in the singular or plural. */
export function stepPhrase(step: BillStep, plural: boolean): string {
  const be = plural ? 'were' : 'was';
  switch (step) {
    case 'passed':
      return `${be} read the third time and passed`;
    case 'third-reading':
      return `${be} taken at the third reading`;
    case 'second-reading':
      return `${be} read a second time`;
    case 'second-reading-debated':
      return `${be} debated at the second reading`;
    case 'consideration':
      return `${be} taken at the consideration stage`;
    case 'second-consideration':
      return `${be} taken through a second consideration stage`;
    case 'first-reading':
      return `${be} read the first time`;
    case 'report-laid':
      return plural ? 'had committee reports laid' : 'had its committee report laid';
  }
}

/** The short form a title uses: "passed", "read a second time", "report laid". */
export function stepLabel(step: BillStep): string {
  switch (step) {
    case 'passed':
      return 'passed';
    case 'third-reading':
      return 'at third reading';
    case 'second-reading':
      return 'read a second time';
    case 'second-reading-debated':
      return 'second reading debated';
    case 'consideration':
      return 'at consideration stage';
    case 'second-consideration':
      return 'second consideration stage';
    case 'first-reading':
      return 'introduced';
    case 'report-laid':
      return 'report laid';
  }
}
