import type { ParsedSitting } from '../../../official-report/parsed-sitting.js';
import type { TextIndex } from '../../../text-index/text-index.js';
import type { TextSpan } from '../../../text-index/text-span.js';
import type { BillOutcome, BusinessItem } from './business.js';
import type { Segment } from './segments.js';
import type { SentenceInfo } from './sentences.js';

// Types only, in a file of their own: every step reads the context, and context.ts builds it from
// those steps, so the shape cannot live beside either without a cycle.

export interface BillMention {
  bill: string;
  span: TextSpan;
  /** True for bills the contents list names (the sitting's own business). */
  inContents: boolean;
}

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
