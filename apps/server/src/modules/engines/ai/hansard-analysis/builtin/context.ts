import { findBillNames } from '../../../official-report/find-bill-names.js';
import type { ParsedSitting } from '../../../official-report/parsed-sitting.js';
import { recoverBillName } from './recover-bill-name.js';
import { TextIndex } from '../../../text-index/text-index.js';
import { findBillsDiscussed } from './bills-discussed.js';
import { readBusiness, readOutcomes } from './business.js';
import { readSegments } from './segments.js';
import { readSentences } from './sentences.js';
import type { SittingContext } from './sitting-context.js';

export type { SittingContext } from './sitting-context.js';

export function buildContext(parsed: ParsedSitting): SittingContext {
  const sitting = withWholeBillNames(parsed);
  const bodyStart = findBodyStart(sitting);
  const items = readBusiness(sitting, bodyStart);
  const segments = readSegments({ sitting, items });
  const ctx: SittingContext = {
    sitting,
    index: new TextIndex(sitting.text),
    bodyStart,
    items,
    segments,
    businessStart: segments.find((s) => s.item !== null)?.at ?? bodyStart,
    outcomes: readOutcomes(sitting.text, sitting.billsInContents, bodyStart),
    sentences: readSentences(sitting, bodyStart),
    bills: [],
  };
  ctx.bills = findBillsDiscussed(ctx);
  return ctx;
}

/**
 * The contents list with every bill name whole: one a line break cut ("(Amendment) Bill, 2011") is
 * completed from the names printed in full elsewhere in the record (the order of business, the
 * Clerk's formulas), or left out when that cannot be done without guessing.
 */
function withWholeBillNames(sitting: ParsedSitting): ParsedSitting {
  if (sitting.billsInContents.every((b) => recoverBillName(b, []) === b)) return sitting;
  const printed = findBillNames(sitting.text).map((m) => m.title);
  const whole = sitting.billsInContents.map((b) => recoverBillName(b, [...sitting.billsInContents, ...printed])).filter((b): b is string => b !== null);
  return { ...sitting, billsInContents: [...new Set(whole)] };
}

function findBodyStart(sitting: ParsedSitting): number {
  const met = /The\s+House\s+met\s+at/i.exec(sitting.text);
  if (met) return met.index;
  const prayers = /^\s*PRAYERS\s*$/m.exec(sitting.text);
  if (prayers) return prayers.index;
  return sitting.columns[0]?.offset ?? 0;
}
