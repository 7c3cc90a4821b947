import { HansardAnalysisSchema, type HansardAnalysis } from '@kakyere/contract';
import type { ParsedSitting } from '../../../official-report/parsed-sitting.js';
import type { AnalysisEngine } from '../analysis-engine.js';
import { checkTopic, PROCEDURAL_OPENING } from '../../readability/check-readability.js';
import { buildTitle } from './build-title.js';
import { createDisplayPolish } from './polish-display-text.js';
import { buildContext, type SittingContext } from './context.js';
import { extractKeyTopics } from './extract-key-topics.js';
import { sessionType } from './session-type.js';
import { summariseSitting, type SummarySentence } from './summarise-sitting.js';
import { tagIndustries } from './tag-industries.js';

export const BUILTIN_ENGINE_VERSION = 'builtin-1.4.0';

/** Used only when a record is too thin to support three summary sentences of its own. */
const MIN_SUMMARY = 3;
const MIN_TOPICS = 5;

/**
 * The built-in analysis: offline, deterministic (same sitting in, same analysis out), and every
 * claim quoted from the record. Synchronous and CPU-bound (~0.5 s for a 43k-word sitting); exported
 * for benchmarks and for callers that do not need the engine interface.
 */
export function analyseSittingSync(sitting: ParsedSitting): HansardAnalysis {
  return analyseSittingWithNotes(sitting).analysis;
}

/** The analysis and the OCR corrections made in its displayed text (for the evaluation's listing). */
export function analyseSittingWithNotes(sitting: ParsedSitting): { analysis: HansardAnalysis; corrections: string[] } {
  const ctx = buildContext(sitting);
  const display = createDisplayPolish(sitting);
  // Displayed text only: every quote stays the record's printed characters, so evidence still finds it.
  const topics = padTopics(ctx, distinct(extractKeyTopics(ctx).map(display.polish)));
  const analysis: HansardAnalysis = {
    title: display.polish(buildTitle(ctx, topics[0] ?? null)),
    session_type: sessionType(sitting),
    summary: padSummary(ctx, summariseSitting(ctx))
      .map(clipSentence)
      .map((s) => ({ ...s, sentence: display.polish(s.sentence) })),
    key_topics: topics,
    affected_industries: tagIndustries(ctx),
    bills_discussed: ctx.bills
      .map((b) => ({ bill: display.polish(b.bill), quote: ctx.index.quoteAt(b.span) }))
      .filter((b, i, all) => b.quote.length >= 8 && b.quote.length <= 600 && all.findIndex((o) => o.bill === b.bill) === i),
  };
  // A bug here must fail loudly in tests rather than store an analysis the contract rejects.
  return { analysis: HansardAnalysisSchema.parse(analysis), corrections: display.corrections };
}

const distinct = (items: string[]) => items.filter((item, i) => items.findIndex((o) => o.toLowerCase() === item.toLowerCase()) === i);

export const builtinEngine: AnalysisEngine = {
  name: 'builtin',
  model: null,
  version: BUILTIN_ENGINE_VERSION,
  async analyse(sitting, options) {
    options?.signal?.throwIfAborted();
    return analyseSittingSync(sitting);
  },
};

function clipSentence(s: SummarySentence): SummarySentence {
  if (s.sentence.length <= 600) return s;
  const cut = s.sentence.lastIndexOf(' ', 598);
  return { ...s, sentence: `${s.sentence.slice(0, cut > 300 ? cut : 598)}…` };
}

/**
 * A record with almost no structure or debate (a stub, a failed OCR page) still gets a valid
 * analysis: the first sentences of the record itself, quoted as they stand.
 */
function padSummary(ctx: SittingContext, summary: SummarySentence[]): SummarySentence[] {
  const out = [...summary];
  // Records without blank lines (some parliaments' exports) are one paragraph: fall back to its sentences.
  // The proceedings first; a fragment whose only landmark is a late column marker, from its start.
  const body = ctx.sitting.text.slice(ctx.bodyStart);
  const paragraphs = [...body.split(/\n\s*\n/), ...(ctx.bodyStart > 0 ? ctx.sitting.text.slice(0, ctx.bodyStart).split(/\n\s*\n/) : [])];
  const candidates = paragraphs.flatMap((p) => [p, ...p.split(/(?<=[.!?])\s+(?=[A-Z])/)]);
  for (const para of candidates) {
    if (out.length >= MIN_SUMMARY) break;
    const flat = para.replace(/\s+/g, ' ').trim();
    // Not when the House met or who took the Chair: procedure, not news.
    if (flat.length < 20 || /^\[?\d+\]?$/.test(flat) || PROCEDURAL_OPENING.test(flat)) continue;
    const quote = flat.length <= 300 ? flat : flat.slice(0, flat.lastIndexOf(' ', 300));
    if (out.some((s) => s.quote === quote) || !ctx.index.locate(quote)) continue;
    out.push({ sentence: `The record reads: “${quote}”`, quote });
  }
  return out;
}

/** Fills a thin record's topics from its longest words, so the contract's minimum of 5 holds. */
function padTopics(ctx: SittingContext, topics: string[]): string[] {
  if (topics.length >= MIN_TOPICS) return topics;
  const out = [...topics];
  const counts = new Map<string, number>();
  for (const s of ctx.sentences) for (const t of s.terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  const words = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  for (const w of words) {
    if (out.length >= MIN_TOPICS) break;
    const topic = w.charAt(0).toUpperCase() + w.slice(1);
    // Not an office or a vague word ("President"), as for any topic.
    if (!out.some((t) => t.toLowerCase().includes(w)) && checkTopic(topic).length === 0) out.push(topic);
  }
  for (const generic of ['Parliamentary Business', 'Legislation', 'Public Policy', 'Public Affairs', 'Ghana']) {
    if (out.length >= MIN_TOPICS) break;
    if (!out.includes(generic)) out.push(generic);
  }
  return out;
}
