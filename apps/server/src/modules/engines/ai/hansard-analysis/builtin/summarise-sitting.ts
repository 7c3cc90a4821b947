import type { TextSpan } from '../../../text-index/text-span.js';
import { billProgress, STEP_ORDER, stepPhrase, type BillStep } from './bill-progress.js';
import type { BusinessItem, ItemKind } from './business.js';
import type { SittingContext } from './sitting-context.js';
import { rankDebateSentences } from './rank-sentences.js';
import { phraseForms, subjectForms } from './subject-forms.js';
import { capitalise, clipWords, listOf, speakerPhrase } from './format.js';
import { checkSummaryBusiness, recordedStageIn } from '../../readability/check-readability.js';

export interface SummarySentence {
  sentence: string;
  quote: string;
}

const MIN_SENTENCES = 3;
const MAX_SENTENCES = 5;
/** Structural sentences that may precede the debate extracts: opening + this many items of business. */
const MAX_BUSINESS = 3;
/** Debates whose best sentence competes for the one quotation. */
const QUOTE_CANDIDATES = 4;

/**
 * A 3-5 sentence summary in which every sentence rests on a verbatim passage of the record: the
 * sitting's main business as the contents list and the Clerk's formulas record it, then what was
 * said in the main debates, attributed to the speaker and quoted. No sentence says more than its
 * passage shows. When the House met and who took the Chair is procedure, not news: never said.
 * No paper is named twice: a sentence that would name one again is left out.
 */
export function summariseSitting(ctx: SittingContext): SummarySentence[] {
  const business = businessSentences(ctx);
  // One quotation, chosen for what it carries; the biggest debate wins a tie.
  const extracts = rankDebateSentences(ctx, QUOTE_CANDIDATES)
    .map((e, order) => ({ ...e, order }))
    .sort((a, b) => b.substance - a.substance || a.order - b.order);
  const closing = adjournmentSentence(ctx);

  const out: SummarySentence[] = [];
  const recordedStage = recordedStageIn(ctx.sitting.text);
  const faultCount = (sentences: SummarySentence[]) => checkSummaryBusiness(sentences.map((o) => o.sentence), { recordedStage }).length;
  const add = (s: SummarySentence | null | undefined) => {
    if (!s || out.length >= MAX_SENTENCES || out.some((o) => o.quote === s.quote || o.sentence === s.sentence)) return;
    // Nothing the readability checker would send back: a paper named again, procedure, a vague stage.
    if (faultCount([...out, s]) > faultCount(out)) return;
    out.push(s);
  };
  business.slice(0, MAX_BUSINESS).forEach(add);
  // Short or unusual records: more business first, then the quotation, then the adjournment.
  for (const s of business.slice(MAX_BUSINESS)) {
    if (out.length >= MIN_SENTENCES - 1) break;
    add(s);
  }
  const quotation = extracts[0];
  if (quotation) add({ sentence: quotation.sentence, quote: quotation.quote });
  for (const s of [...business.slice(MAX_BUSINESS), closing]) {
    if (out.length >= MIN_SENTENCES) break;
    add(s);
  }
  return out;
}

function quoteOf(ctx: SittingContext, span: TextSpan | null): string | null {
  if (!span) return null;
  const quote = ctx.index.quoteAt(span);
  return quote.length >= 8 && quote.length <= 600 ? quote : null;
}

interface Candidate extends SummarySentence {
  rank: number;
}

/** One sentence per kind of business, the most consequential first. */
function businessSentences(ctx: SittingContext): SummarySentence[] {
  const candidates: Candidate[] = [];
  const progress = billProgress(ctx);
  const steps = [...new Set(progress.map((p) => p.step))];
  for (const step of steps) {
    const bills = progress.filter((p) => p.step === step);
    // One bill: the Clerk's formula is the best evidence; several: the contents block lists them all.
    // One bill with the Clerk's formula: that is the evidence. Otherwise the contents block, whose
    // group heading names the stage ("CONSIDERATION STAGE OF BILLS - ...") and lists the bills.
    const formula = bills.length === 1 && FORMULA_STEPS.has(step) ? quoteOf(ctx, bills[0]!.evidence) : null;
    const quote =
      formula ?? contentsBlockQuote(ctx, bills.flatMap((b) => b.items.filter((i) => stepMatches(step, i)))) ?? quoteOf(ctx, bills[0]!.evidence);
    // The record's own words for where the bill went next ("Read the First time; referred to the Committee on Education").
    const referral = step === 'first-reading' && formula && formula === quote ? REFERRED.exec(formula.replace(/\s+/g, ' ')) : null;
    const sentence = billSentence(step, bills.map((b) => b.bill), referral ? referral[1]!.replace(/[\s,;.]+$/, '') : null);
    if (quote) candidates.push({ sentence, quote, rank: STEP_ORDER.indexOf(step) });
  }

  const byKind = new Map<ItemKind, BusinessItem[]>();
  for (const item of ctx.items) {
    if (item.bill || item.generic || item.kind === 'bill') continue;
    byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
  }
  for (const [kind, items] of byKind) {
    const answered = kind === 'question' ? questionTimeSentence(ctx, items) : kind === 'motion' && !byKind.has('resolution') ? motionOutcomeSentence(ctx, items) : null;
    if (answered) {
      candidates.push({ ...answered, rank: KIND_RANK[kind] });
      continue;
    }
    const sentence = otherSentence(kind, items, byKind);
    const quote = sentence ? contentsBlockQuote(ctx, items) : null;
    if (sentence && quote) candidates.push({ sentence, quote, rank: KIND_RANK[kind] });
  }
  return candidates.sort((a, b) => a.rank - b.rank);
}

const FORMULA_STEPS = new Set<BillStep>(['passed', 'second-reading', 'first-reading', 'second-reading-debated']);

function stepMatches(step: BillStep, item: BusinessItem): boolean {
  if (step === 'report-laid') return item.kind === 'paper';
  if (step === 'passed' || step === 'third-reading') return item.stage === 'third';
  if (step === 'second-reading' || step === 'second-reading-debated') return item.stage === 'second';
  if (step === 'first-reading') return item.stage === 'first';
  return item.stage === step;
}

const REFERRED = /\breferred\s+to\s+the\s+((?:[A-Z][\w'’&-]*\s+)*Committee(?:\s+on\s+[A-Z][\w'’&-]*(?:,?\s+(?:and|of|the|for|[A-Z][\w'’&-]*))*)?)/;

function billSentence(step: BillStep, bills: string[], referredTo: string | null = null): string {
  const names = listOf(bills.map((b) => `the ${b}`));
  return `${names.charAt(0).toUpperCase()}${names.slice(1)} ${stepPhrase(step, bills.length > 1)}${referredTo ? ` and referred to the ${referredTo}` : ''}.`;
}

// Ranks after the bill steps (0-7): resolutions carry the House's decisions, papers the least.
const KIND_RANK: Record<ItemKind, number> = {
  bill: 0,
  resolution: 8,
  statement: 9,
  motion: 10,
  question: 11,
  paper: 12,
  announcement: 13,
  other: 14,
};

/** A heading as a summary names it: whole when short enough, else its leading phrase ("Report on the Master Facility Agreement"). */
function shortName(heading: string): string {
  // "Report on the Master Facility Agreement", not "Master Facility Agreement": a paper is the report, not its subject.
  return phraseForms(heading, 100)[0] ?? subjectForms(heading, 100)[0] ?? clipWords(heading, 100);
}

function otherSentence(kind: ItemKind, items: BusinessItem[], all: Map<ItemKind, BusinessItem[]>): string | null {
  const names = listOf(items.slice(0, 2).map((i) => `“${shortName(i.heading)}”`));
  const more = items.length > 2 ? `, among ${items.length} items` : '';
  switch (kind) {
    case 'resolution':
      return `The House adopted ${items.length > 1 ? 'resolutions' : 'a resolution'} on ${names}${more}.`;
    case 'motion':
      // The resolution sentence already reports motions that ended in one.
      return all.has('resolution') ? null : `The House considered ${items.length > 1 ? 'motions' : 'a motion'} on ${names}${more}.`;
    case 'statement':
      return `${items.length > 1 ? 'Statements were' : 'A Statement was'} made on ${names}${more}.`;
    case 'question':
      return `Members put oral questions to the ${listOf(items.map((i) => i.heading.replace(/^the\s+/i, '')))}.`;
    case 'paper':
      return `Papers laid included ${names}${more}.`;
    case 'announcement':
      return items.some((i) => /communication\s+from\s+the\s+president/i.test(i.heading))
        ? 'The Speaker announced a communication from the President.'
        : null;
    default:
      return null;
  }
}

const MINISTER = /^(?:Deputy\s+)?Minister\b/i;
const MOTION_OUTCOMES: [RegExp, (name: string) => string][] = [
  [/Question\s+put\s+and\s+Motion\s+agreed\s+to/i, (name) => `The House adopted the motion on “${name}”.`],
  [/Motion,?\s+by\s+leave,?\s+withdrawn|leave\s+to\s+withdraw\s+the\s+Motion/i, (name) => `The motion on “${name}” was withdrawn.`],
];

/** What became of a motion: the Clerk's "Question put and Motion agreed to", or its withdrawal by leave. */
function motionOutcomeSentence(ctx: SittingContext, items: BusinessItem[]): SummarySentence | null {
  for (const item of items) {
    // The item's part of the record can span several headings ("MOTIONS", then the motion's title).
    for (const [index, segment] of ctx.segments.entries()) {
      if (segment.item !== item) continue;
      const from = segment.at;
      const to = ctx.segments[index + 1]?.at ?? ctx.sitting.text.length;
      const part = ctx.sitting.text.slice(from, to);
      for (const [re, sentence] of MOTION_OUTCOMES) {
        const m = re.exec(part);
        const quote = m ? quoteOf(ctx, { start: from + m.index, end: from + m.index + m[0].length }) : null;
        if (quote) return { sentence: sentence(shortName(item.heading)), quote };
      }
    }
  }
  return null;
}

/**
 * Who answered at question time and on what: "The Minister for Education (Mrs …) answered
 * questions on “Broken-down Kindergarten”." The Minister is the first to speak with that office in
 * the part of the record the questions take; the subjects are the questions' printed titles there.
 * The evidence runs from the first title to the Minister's name when they are close, else the name.
 */
function questionTimeSentence(ctx: SittingContext, items: BusinessItem[]): SummarySentence | null {
  const ranges = ctx.segments
    .map((segment, i) => ({ segment, end: ctx.segments[i + 1]?.at ?? ctx.sitting.text.length }))
    .filter(({ segment }) => segment.item !== null && items.includes(segment.item));
  const within = (at: number) => ranges.some(({ segment, end }) => at >= segment.at && at < end);
  const inRange = ctx.sitting.speeches.filter((s) => within(s.span.start));
  // After the first answer the Minister is printed by name alone ("Mrs Mould-Iddrisu:"): such a
  // speech is the Minister's, under the office.
  const officeOf = new Map(inRange.filter((s) => MINISTER.test(s.speaker.role ?? '') && s.speaker.name).map((s) => [s.speaker.name!.toLowerCase(), s.speaker] as const));
  const ministers = inRange.flatMap((s) => {
    if (MINISTER.test(s.speaker.role ?? '')) return [s];
    const speaker = s.speaker.name ? officeOf.get(s.speaker.name.toLowerCase()) : undefined;
    return speaker ? [{ ...s, speaker }] : [];
  });
  if (ministers.length === 0) return null;
  const subjects: { title: string; at: number; end: number }[] = [];
  for (const section of ctx.sitting.sections) {
    const title = section.heading.replace(/\s+/g, ' ').replace(/\s*\([^)]*\)\s*$/, '').trim();
    if (!within(section.span.start) || !/^[A-Z]/.test(title) || title === title.toUpperCase() || title.length < 8 || title.length > 90) continue;
    if (!subjects.some((s) => s.title === title)) subjects.push({ title, at: section.span.start, end: section.span.end });
  }
  const labelEnd = (speech: (typeof ministers)[number]) => {
    const colon = ctx.sitting.text.indexOf(':', speech.span.start);
    return colon > speech.span.start && colon - speech.span.start <= 200 ? colon : speech.span.start + speech.speaker.label.length;
  };
  // The evidence runs from a question's printed title to the Minister answering it, when the answer
  // follows close enough to quote; else it is the Minister's name alone.
  for (const subject of subjects) {
    const answer = ministers.find((m) => m.span.start > subject.at && labelEnd(m) - subject.at <= 600);
    const quote = answer ? quoteOf(ctx, { start: subject.at, end: labelEnd(answer) }) : null;
    if (!answer || !quote) continue;
    const others = subjects.filter((s) => s !== subject);
    const more = subjects.length > 2 ? `, among ${subjects.length} questions` : '';
    const on = listOf([subject, ...others].slice(0, 2).map((s) => `“${s.title}”`));
    return { sentence: `${capitalise(speakerPhrase(answer.speaker))} answered questions on ${on}${more}.`, quote };
  }
  const speech = ministers[0]!;
  const quote = quoteOf(ctx, { start: speech.span.start, end: labelEnd(speech) });
  return quote ? { sentence: `${capitalise(speakerPhrase(speech.speaker))} answered questions.`, quote } : null;
}

/** The contents list's lines for these items, from their group heading to the last entry. */
function contentsBlockQuote(ctx: SittingContext, items: BusinessItem[]): string | null {
  const spans = items.map((i) => i.contentsSpan).filter((s): s is TextSpan => s !== null);
  if (spans.length === 0) return null;
  const group = items.find((i) => i.groupSpan)?.groupSpan ?? null;
  const start = Math.min(...spans.map((s) => s.start), group && group.start < spans[0]!.start ? group.start : Infinity);
  const end = Math.max(...spans.map((s) => s.end));
  return quoteOf(ctx, { start, end }) ?? quoteOf(ctx, spans[0]!);
}

const ADJOURNED =
  /The\s+House\s+was\s+(?:accordingly\s+)?adjourned\s+at\s+(\d{1,2})\s*[.:]\s*(\d{2})\s*-?\s*([ap])\.?\s*m\b\.?\s*(?:till|until|to)\s+([A-Z][a-z]+,?\s+\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+,?\s+\d{4})/;

/** "The House adjourned at 1.05 p.m. until Thursday, 25th August, 2011." */
function adjournmentSentence(ctx: SittingContext): SummarySentence | null {
  const m = ADJOURNED.exec(ctx.sitting.text.slice(ctx.bodyStart));
  if (!m) return null;
  const start = ctx.bodyStart + m.index;
  const quote = quoteOf(ctx, { start, end: start + m[0].length });
  if (!quote) return null;
  const until = m[4]!.replace(/\s+/g, ' ');
  return { sentence: `The House adjourned at ${Number(m[1])}.${m[2]} ${m[3]!.toLowerCase()}.m. until ${until}.`, quote };
}
