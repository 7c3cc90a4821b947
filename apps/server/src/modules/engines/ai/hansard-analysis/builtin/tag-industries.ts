import type { Industry } from '@kakyere/contract';
import type { TextSpan } from '../../../text-index/text-span.js';
import type { SittingContext } from './sitting-context.js';
import { byStrength, OFFICE_DISCOUNT, OFFICE_WEIGHT, weighIndustries, type EvidenceInput, type IndustryGrounds, type IndustryScore, type TextPart } from './industry-evidence.js';
import { findOffices, findTerms, namesIndustry, tokens } from './industry-lexicon-index.js';
import { findBusinessStatements, headingsInCapitals } from './sitting-business-text.js';
import type { SentenceInfo } from './sentences.js';

export type { IndustryScore } from './industry-evidence.js';

export interface IndustryTag {
  industry: Industry;
  quote: string;
}

type Ref = TextSpan | null;
type Grounds = IndustryGrounds<Ref, SentenceInfo>;

/**
 * What the scoring reads of a sitting: its business as headed (the contents list, headings printed
 * in the proceedings), the passages that state business (questions put to Ministers, objects of
 * Bills, referrals to Committees), and the debate's sentences.
 */
function inputsOf(ctx: SittingContext): EvidenceInput<Ref, SentenceInfo> {
  const headings: TextPart<Ref>[] = [];
  const seen = new Set<string>();
  const addHeading = (text: string, ref: Ref) => {
    const key = tokens(text).join(' ');
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    headings.push({ text, ref });
  };
  for (const item of ctx.items) if (!item.generic) addHeading(item.heading, item.contentsSpan ?? ctx.index.findNormalised(item.heading));
  for (const section of ctx.sitting.sections) if (section.span.start >= ctx.bodyStart) addHeading(section.heading, section.span);
  for (const line of headingsInCapitals(ctx.sitting.text, ctx.bodyStart)) addHeading(line.text, line.span);
  return {
    headings,
    statements: findBusinessStatements(ctx.sitting.text, ctx.bodyStart).map((s) => ({ text: s.text, ref: s.span })),
    sentences: ctx.sentences.map((s) => ({ text: s.text, ref: s })),
    shortBodyStatesSubject: false,
  };
}

/** Per-industry evidence, exposed so the evaluation can show why a sitting was (not) tagged. */
export function scoreIndustries(ctx: SittingContext): { scores: IndustryScore[]; grounds: Map<Industry, Grounds> } {
  return weighIndustries(inputsOf(ctx));
}

/**
 * The industries a sitting concerns, strongest first, each with the passage that shows it: the
 * heading or statement of business when the industry is on it, else the debate sentence that says
 * most. Only the 20 industries of the contract.
 */
export function tagIndustries(ctx: SittingContext): IndustryTag[] {
  const { scores, grounds } = scoreIndustries(ctx);
  return scores
    .filter((s) => s.tagged)
    .sort(byStrength)
    .flatMap((s): IndustryTag[] => {
      const quote = evidenceFor(ctx, s.industry, grounds.get(s.industry)!);
      return quote ? [{ industry: s.industry, quote }] : [];
    });
}

const MAX_QUOTE = 400;

function evidenceFor(ctx: SittingContext, industry: Industry, grounds: Grounds): string | null {
  const located = [grounds.heading?.part, grounds.statement?.part].flatMap((p) => (p?.ref ? [{ text: p.text, from: p.ref.start, span: p.ref }] : []));
  const sentences = [...(grounds.stating ? [grounds.stating.part] : []), ...grounds.best.map((b) => b.part)].map(({ text, ref }) => ({ text, from: ref.from, span: null }));
  const quotes = [...located, ...sentences].flatMap(({ text, from, span }) => {
    const quote = quoteOf(ctx, text, from, span);
    // The quote must still hold a word that triggered the tag (a page break can cut it off).
    return quote && namesIndustry(quote, industry) ? [quote] : [];
  });
  // A passage naming the subject ("teachers", "the Public Health Bill") says more than one naming
  // only the Ministry that answers ("Ministry of Education"): that is the last resort.
  return quotes.find((q) => namesIndustry(q, industry, { officesToo: false })) ?? quotes[0] ?? null;
}

/** The passage as the record prints it: the span itself when short enough, else its first 400 characters. */
function quoteOf(ctx: SittingContext, text: string, from: number, span: TextSpan | null): string | null {
  if (span) {
    const whole = ctx.index.quoteAt(span);
    if (whole.length >= 8 && whole.length <= 600) return whole;
  }
  const found = ctx.index.findPrefix(clip(text.replace(/\s+/g, ' ').trim(), MAX_QUOTE), from, 30);
  if (!found) return null;
  const quote = ctx.index.quoteAt(found);
  return quote.length >= 8 && quote.length <= 600 ? quote : null;
}

/** The sentence cut at a word boundary to at most `max` characters. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > 0 ? cut : max);
}

/**
 * Lexicon matches in a run of words, for tests and diagnostics: each term with its weight, and each
 * office with its weight shared among the industries it names (discounted when `discountOffices`:
 * "the Minister for Finance" said in passing is not a debate on finance).
 */
export function matchLexicon(words: readonly string[], discountOffices: boolean): { entry: { industry: Industry; term: string }; weight: number }[] {
  const joined = tokens(words.join(' '));
  const offices = findOffices(joined);
  return [
    ...offices.flatMap((o) => o.industries.map((industry) => ({ entry: { industry, term: o.name }, weight: (OFFICE_WEIGHT * (discountOffices ? OFFICE_DISCOUNT : 1)) / o.industries.length, at: o.start }))),
    ...findTerms(joined, offices).map((m) => ({ entry: { industry: m.entry.industry, term: m.entry.term }, weight: m.entry.weight, at: m.at })),
  ]
    .sort((a, b) => a.at - b.at)
    .map(({ entry, weight }) => ({ entry, weight }));
}
