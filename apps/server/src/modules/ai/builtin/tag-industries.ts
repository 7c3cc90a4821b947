import { INDUSTRIES, type Industry } from '@kakyere/contract';
import type { TextSpan } from '../../text-index/text-span.js';
import type { SittingContext } from './context.js';
import { INDUSTRY_LEXICON, OFFICE_WORDS } from './industry-lexicon.js';
import type { SentenceInfo } from './sentences.js';

export interface IndustryTag {
  industry: Industry;
  quote: string;
}

/** Per-industry evidence, exposed so the evaluation can show why a sitting was (not) tagged. */
export interface IndustryScore {
  industry: Industry;
  /** Lexicon weight found in the order of business (contents headings, bills). */
  business: number;
  /** Lexicon weight found in the debate, office names discounted, repeats capped. */
  debate: number;
  /** How many different lexicon entries matched in the debate. */
  distinctTerms: number;
  tagged: boolean;
}

/** An industry on the order of business needs one unambiguous word there ("Mental Health Bill"). */
const BUSINESS_THRESHOLD = 3;
/**
 * Without that, the debate must dwell on the industry: its weight divided by the square root of
 * the debate's length in thousands of words must reach this, from at least this many different
 * words. Incidental mentions grow with a sitting's length, but so does the business it covers; the
 * square root sits between the two. A passing remark ("as the farmers in my constituency know")
 * never reaches it.
 */
const DEBATE_STRENGTH = 11;
const DEBATE_DISTINCT = 4;
/** "The object of the Bill is ...", "The purpose of the Facility is ...". */
const PURPOSE = /\b(?:object|objects|objective|objectives|purpose)\s+of\s+the\s+(?:Bill|Agreement|Facility|Loan|Motion|Statement|Regulations|Instrument|amendment)\b/i;

/** "Minister for Finance", "Committee on Health": an office name is not the subject. */
const OFFICE_DISCOUNT = 0.15;
const OFFICE_WINDOW = 6;

interface Entry {
  words: string[];
  industry: Industry;
  term: string;
  weight: number;
}

let byFirstWord: Map<string, Entry[]> | null = null;

/** The lexicon indexed by first word, longest phrases first so they win over their own words. */
function lexiconIndex(): Map<string, Entry[]> {
  if (byFirstWord) return byFirstWord;
  const index = new Map<string, Entry[]>();
  for (const industry of INDUSTRIES) {
    for (const [term, weight] of Object.entries(INDUSTRY_LEXICON[industry])) {
      const words = term.split(/\s+/);
      const list = index.get(words[0]!) ?? [];
      list.push({ words, industry, term, weight });
      index.set(words[0]!, list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  byFirstWord = index;
  return index;
}

interface Match {
  entry: Entry;
  /** Discounted when the word names an office. */
  weight: number;
}

/** Lexicon matches in a run of lower-case words, longest phrase first, no overlaps. */
export function matchLexicon(words: string[], discountOffices: boolean): Match[] {
  const index = lexiconIndex();
  const matches: Match[] = [];
  for (let i = 0; i < words.length; i++) {
    const candidates = index.get(words[i]!);
    if (!candidates) continue;
    const found = candidates.filter((c) => c.words.every((w, k) => words[i + k] === w));
    if (found.length === 0) continue;
    const length = found[0]!.words.length;
    const office = discountOffices && namesOffice(words, i, length);
    // One phrase can belong to two industries ("trade finance"): count it for each.
    for (const entry of found.filter((f) => f.words.length === length)) {
      matches.push({ entry, weight: office ? entry.weight * OFFICE_DISCOUNT : entry.weight });
    }
    i += length - 1;
  }
  return matches;
}

function namesOffice(words: string[], at: number, length: number): boolean {
  for (let k = Math.max(0, at - OFFICE_WINDOW); k < at; k++) if (OFFICE_WORDS.has(words[k]!)) return true;
  const next = words[at + length];
  return next !== undefined && OFFICE_WORDS.has(next);
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g) ?? [];
}

interface Tally {
  business: number;
  businessEvidence: { weight: number; span: TextSpan } | null;
  /** A sentence stating the purpose of the business that names the industry. */
  purposeSentence?: SentenceInfo;
  debate: number;
  /** Per lexicon entry: how often it matched and the weight it carried (less when naming an office). */
  repeats: Map<string, { count: number; weight: number }>;
  best: { weight: number; sentence: SentenceInfo }[];
}

export function scoreIndustries(ctx: SittingContext): { scores: IndustryScore[]; tallies: Map<Industry, Tally> } {
  const tallies = new Map<Industry, Tally>(
    INDUSTRIES.map((i) => [i, { business: 0, businessEvidence: null, debate: 0, repeats: new Map(), best: [] }]),
  );

  // The order of business: every item's heading, and each bill on it.
  for (const item of ctx.items) {
    if (item.generic) continue;
    const span = item.contentsSpan ?? ctx.index.findNormalised(item.heading);
    // A question time heading is the Ministry answering: its name is the subject, not an office.
    for (const { entry, weight } of matchLexicon(wordsOf(item.heading), item.kind !== 'question')) {
      const tally = tallies.get(entry.industry)!;
      tally.business += weight;
      if (span && weight >= BUSINESS_THRESHOLD && (!tally.businessEvidence || weight > tally.businessEvidence.weight)) {
        tally.businessEvidence = { weight, span };
      }
    }
  }

  let debateWords = 0;
  for (const sentence of ctx.sentences) {
    debateWords += sentence.words.length;
    const perSentence = new Map<Industry, number>();
    const statesPurpose = PURPOSE.test(sentence.text);
    for (const { entry, weight } of matchLexicon(sentence.words, true)) {
      const tally = tallies.get(entry.industry)!;
      // What a Bill or agreement is for, in its own report's words, counts as order of business.
      if (statesPurpose) {
        tally.business += weight;
        if (weight >= BUSINESS_THRESHOLD && !tally.businessEvidence) tally.purposeSentence ??= sentence;
      }
      const seen = tally.repeats.get(entry.term) ?? { count: 0, weight: 0 };
      tally.repeats.set(entry.term, { count: seen.count + 1, weight: seen.weight + weight });
      perSentence.set(entry.industry, (perSentence.get(entry.industry) ?? 0) + weight);
    }
    for (const [industry, weight] of perSentence) keepBest(tallies.get(industry)!.best, weight, sentence);
  }

  for (const tally of tallies.values()) tally.debate = debateWeight(tally.repeats);
  const debateThreshold = DEBATE_STRENGTH * Math.sqrt(Math.max(1, debateWords / 1000));
  const scores = INDUSTRIES.map((industry): IndustryScore => {
    const t = tallies.get(industry)!;
    const distinctTerms = t.repeats.size;
    const tagged = t.business >= BUSINESS_THRESHOLD || (t.debate >= debateThreshold && distinctTerms >= DEBATE_DISTINCT);
    return { industry, business: t.business, debate: Math.round(t.debate * 10) / 10, distinctTerms, tagged };
  });
  return { scores, tallies };
}

/**
 * Each word's weight grows with the log of its repeats: a debate that keeps naming one Bill says
 * less about an industry than one using many of its words, and an incidental word repeated in a
 * definition clause ("teacher" in a data protection bill) cannot carry a sitting on its own.
 */
function debateWeight(repeats: Tally['repeats']): number {
  let total = 0;
  for (const { count, weight } of repeats.values()) total += (weight / count) * (1 + Math.log(count));
  return total;
}

const EVIDENCE_CANDIDATES = 5;

/** Keeps the few sentences that say most about an industry, as evidence candidates. */
function keepBest(best: Tally['best'], weight: number, sentence: SentenceInfo): void {
  if (sentence.text.length < 40) return;
  if (best.length === EVIDENCE_CANDIDATES && weight <= best[best.length - 1]!.weight) return;
  best.push({ weight, sentence });
  best.sort((a, b) => b.weight - a.weight);
  if (best.length > EVIDENCE_CANDIDATES) best.pop();
}

/**
 * The industries a sitting concerns, strongest first, each with the passage that shows it: the
 * order-of-business entry when the industry is on it, else the debate sentence that says most.
 * Only the 20 industries of the contract; precision over recall, by the thresholds above.
 */
export function tagIndustries(ctx: SittingContext): IndustryTag[] {
  const { scores, tallies } = scoreIndustries(ctx);
  return scores
    .filter((s) => s.tagged)
    .sort((a, b) => b.business * 4 + b.debate - (a.business * 4 + a.debate) || INDUSTRIES.indexOf(a.industry) - INDUSTRIES.indexOf(b.industry))
    .flatMap((s): IndustryTag[] => {
      const quote = evidenceFor(ctx, s.industry, tallies.get(s.industry)!);
      return quote ? [{ industry: s.industry, quote }] : [];
    });
}

const MAX_QUOTE = 400;

function evidenceFor(ctx: SittingContext, industry: Industry, tally: Tally): string | null {
  if (tally.businessEvidence) {
    const quote = ctx.index.quoteAt(tally.businessEvidence.span);
    if (quote.length >= 8 && quote.length <= 600) return quote;
  }
  const terms = Object.keys(INDUSTRY_LEXICON[industry]);
  const candidates = [...(tally.purposeSentence ? [tally.purposeSentence] : []), ...tally.best.map((b) => b.sentence)];
  for (const sentence of candidates) {
    const span = ctx.index.findPrefix(clip(sentence.text, MAX_QUOTE), sentence.from, 30);
    if (!span) continue;
    const quote = ctx.index.quoteAt(span);
    const words = ` ${wordsOf(quote).join(' ')} `;
    // The quote must still hold a word that triggered the tag (a page break can cut it off).
    if (quote.length <= 600 && terms.some((t) => words.includes(` ${t} `))) return quote;
  }
  return null;
}

/** The sentence cut at a word boundary to at most `max` characters. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > 0 ? cut : max);
}
