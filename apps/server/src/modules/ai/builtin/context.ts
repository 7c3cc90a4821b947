import { findBillNames } from '../../official-report/find-bill-names.js';
import type { ParsedSitting } from '../../official-report/parsed-sitting.js';
import { recoverBillName } from './recover-bill-name.js';
import { TextIndex } from '../../text-index/text-index.js';
import { findBillsDiscussed, type BillMention } from './bills-discussed.js';
import { readBusiness, readOutcomes, type BillOutcome, type BusinessItem } from './business.js';
import { readSegments, type Segment } from './segments.js';
import { readSentences, type SentenceInfo } from './sentences.js';

/** Everything the engine's steps share about one sitting, computed once. */
export interface SittingContext {
  sitting: ParsedSitting;
  index: TextIndex;
  /** Where the proceedings start ("The House met at ..."): before it are the cover and contents. */
  bodyStart: number;
  items: BusinessItem[];
  outcomes: BillOutcome[];
  /** The proceedings in parts, each with the item of business it takes. */
  segments: Segment[];
  /** Where the first item of business begins: before it are prayers and corrections to the record. */
  businessStart: number;
  sentences: SentenceInfo[];
  bills: BillMention[];
}

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
