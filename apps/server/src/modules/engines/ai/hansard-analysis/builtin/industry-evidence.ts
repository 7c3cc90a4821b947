import { INDUSTRIES, type Industry } from '@kakyere/contract';
import { findOffices, findTerms, tokens, type LexiconEntry } from './industry-lexicon-index.js';

/**
 * The industry tagger's scoring, shared by a parsed sitting (tag-industries.ts) and plain text
 * (tag-industries-of-text.ts). Evidence weighs by where it is:
 * - the business: headings (contents entries, bill titles, headings printed in capitals) and
 *   statements of what the business is (a Question put to a Minister, the object of a Bill, its long
 *   title, the title of a paper laid). One unambiguous word there tags an industry; so does the
 *   Ministry or Committee that is asked, reports or is referred to, its weight shared among the
 *   industries its name names, and each fact counts once however often it is printed;
 * - the debate confirms what the business points at: an industry with some business (a "usually"
 *   word in a heading, one sector of a joint Ministry) is tagged when the debate dwells on it, over
 *   the whole text or one stretch of it. A debate alone tags only a text whose business names nothing.
 *   A passing mention never tags.
 */

export interface TextPart<R> {
  text: string;
  ref: R;
}

export interface EvidenceInput<H, S> {
  /** Headings of the business: contents entries, section headings, a bill's title. */
  headings: readonly TextPart<H>[];
  /** Passages that state the business, found by the caller where sentences miss them (questions on the page). */
  statements: readonly TextPart<H>[];
  /** The body, sentence by sentence; those that state the business are found among them too. */
  sentences: readonly TextPart<S>[];
  /**
   * Whether a body of at most SHORT_TEXT_WORDS words is read whole as a statement of its subject (a
   * summary, a bill's synopsis). Not for a sitting: a short record is still a debate.
   */
  shortBodyStatesSubject: boolean;
}

export interface IndustryScore {
  industry: Industry;
  /** Weight found in the business (headings, statements, offices that answer or report). */
  business: number;
  /** Strength of the debate over the whole body: weight per √(thousand words). */
  debate: number;
  /** Strength of the densest stretch of the body (about WINDOW_WORDS words). */
  stretch: number;
  /** How many different terms the debate used, over the whole body and in that stretch. */
  distinctTerms: number;
  stretchTerms: number;
  tagged: boolean;
}

/**
 * Why an industry scored, in the order a quote is best taken from: the heading that names it, the
 * statement of business found by the caller, the sentence stating business, the sentences that say most.
 */
export interface IndustryGrounds<H, S> {
  heading: { weight: number; part: TextPart<H> } | null;
  statement: { weight: number; part: TextPart<H> } | null;
  stating: { weight: number; part: TextPart<S> } | null;
  best: { weight: number; part: TextPart<S> }[];
}

/** One unambiguous word of the business ("Mental Health Bill"), or an office answering for it alone. */
export const BUSINESS_THRESHOLD = 3;
/** A heading is the editor's own word for the business: a "usually" word (weight 2) there suffices. */
const HEADING_FACTOR = 1.5;
/** What a Ministry or Committee is worth when it answers, reports or is referred to; shared by its industries. */
export const OFFICE_WEIGHT = 3;
/** An office named in passing in the debate ("as the Minister for Finance said") says little. */
export const OFFICE_DISCOUNT = 0.15;
/**
 * Without enough business, the debate must confirm it: weight divided by the square root of the
 * length in thousands of words must reach DEBATE_STRENGTH over the whole body, or WINDOW_STRENGTH
 * within a stretch of WINDOW_WORDS words (a statement, a group of Questions), from at least this many
 * different words, and the business must point at the industry (SUPPORTED_BUSINESS: a "usually" word
 * in a heading, a Ministry sharing its name with another sector). Incidental mentions grow with a
 * text's length, but so does the business it covers; the square root sits between the two.
 */
const SUPPORTED_BUSINESS = 1.5;
const DEBATE_STRENGTH = 11;
const DEBATE_DISTINCT = 4;
const WINDOW_WORDS = 1500;
const WINDOW_STRENGTH = 13;
/**
 * An industry the business does not point at is tagged from the debate alone only when the business
 * names no industry at all (a record whose headings say nothing of its subject), and then only on a
 * debate twice as strong from many words. Where the business is known, a stretch of debate on another
 * sector (teachers in a data protection Bill's definitions, banks in a debate on electronic
 * transactions, prisons in one on mental health) is about the business at hand.
 */
const UNSUPPORTED_DEBATE_STRENGTH = 22;
const UNSUPPORTED_DISTINCT = 8;
/** A body this short (a summary) is all statement of its subject: every word counts as business. */
const SHORT_TEXT_WORDS = 200;

/** "The object of the Bill is …", "asked the Minister for …", "An Act to …", "a Statement on …". */
const STATES_BUSINESS = [
  /\b(?:object|objects|objective|objectives|purpose)\s+of\s+(?:the|this)\s+(?:Bill|Agreement|Facility|Loan|Motion|Statement|Regulations|Instrument|amendment|Act)\b/i,
  /\b(?:the|this)\s+Bill\s+seeks\s+to\b/i,
  /^\s*An\s+Act\s+to\b/i,
  /\basked\s+the\s+(?:Deputy\s+)?Minister\b/i,
  /\b(?:rise|wish|want)\s+to\s+make\s+a\s+Statement\s+on\b/i,
  // The title of a paper laid: "Report of the Committee on Health on the Public Health Bill, 2011."
  /^\s*(?:The\s+)?Report\s+of\s+the\b/i,
];

export const statesBusiness = (text: string): boolean => STATES_BUSINESS.some((re) => re.test(text));

interface ReadPart {
  terms: { entry: LexiconEntry }[];
  offices: { industries: Industry[]; formula: boolean; name: string }[];
  words: number;
}

function readPart(text: string): ReadPart {
  const words = tokens(text);
  const offices = findOffices(words);
  return { terms: findTerms(words, offices), offices, words: words.length };
}

/** What one part says of the business: each term and each office with its weight, keyed to count once. */
interface BusinessFact {
  industry: Industry;
  key: string;
  weight: number;
}

/** One part read as business: terms × factor, offices (those `officesCount` admits) at full weight. */
function businessFacts(part: ReadPart, factor: number, officesCount: (o: ReadPart['offices'][number]) => boolean): BusinessFact[] {
  const facts: BusinessFact[] = part.terms.map(({ entry }) => ({ industry: entry.industry, key: entry.term, weight: entry.weight * factor }));
  for (const office of part.offices) {
    if (!officesCount(office)) continue;
    for (const industry of office.industries) facts.push({ industry, key: `office:${office.name}`, weight: OFFICE_WEIGHT / office.industries.length });
  }
  return facts;
}

interface DebateTerm {
  industry: Industry;
  key: string;
  weight: number;
}

/**
 * The debate's terms of one sentence, each once (a list of treaties naming "nuclear" ten times is
 * one mention), offices named in passing at a fraction of their weight.
 */
function debateTerms(part: ReadPart): DebateTerm[] {
  const out = new Map<string, DebateTerm>();
  for (const { entry } of part.terms) out.set(`${entry.industry}|${entry.term}`, { industry: entry.industry, key: entry.term, weight: entry.weight });
  for (const office of part.offices) {
    for (const industry of office.industries) {
      const key = `office:${office.name}`;
      out.set(`${industry}|${key}`, { industry, key, weight: (OFFICE_WEIGHT * OFFICE_DISCOUNT) / office.industries.length });
    }
  }
  return [...out.values()];
}

type Repeats = Map<string, { count: number; weight: number }>;

/**
 * Each word's weight grows with the log of its repeats: a debate that keeps naming one Bill says
 * less about an industry than one using many of its words, and an incidental word repeated in a
 * definition clause ("teacher" in a data protection bill) cannot carry a sitting on its own.
 */
function debateWeight(repeats: Repeats): number {
  let total = 0;
  for (const { count, weight } of repeats.values()) total += (weight / count) * (1 + Math.log(count));
  return total;
}

const strength = (weight: number, words: number) => weight / Math.sqrt(Math.max(1, words / 1000));

const EVIDENCE_CANDIDATES = 5;

/** Scores every industry on the business and the debate; `grounds` says why, for quoting. */
export function weighIndustries<H, S>(input: EvidenceInput<H, S>): { scores: IndustryScore[]; grounds: Map<Industry, IndustryGrounds<H, S>> } {
  // Per industry, each fact of the business once at its strongest: a bill's title printed in the
  // contents, over its debate and in the motion is one heading, a Ministry answering five Questions
  // one office.
  const business = new Map<Industry, Map<string, number>>(INDUSTRIES.map((i) => [i, new Map()]));
  const grounds = new Map<Industry, IndustryGrounds<H, S>>(INDUSTRIES.map((i) => [i, { heading: null, statement: null, stating: null, best: [] }]));
  const noteBusiness = (facts: BusinessFact[], onGround: (industry: Industry, weight: number) => void) => {
    const perIndustry = new Map<Industry, number>();
    for (const { industry, key, weight } of facts) {
      const known = business.get(industry)!;
      known.set(key, Math.max(known.get(key) ?? 0, weight));
      perIndustry.set(industry, (perIndustry.get(industry) ?? 0) + weight);
    }
    for (const [industry, weight] of perIndustry) onGround(industry, weight);
  };

  for (const heading of input.headings) {
    noteBusiness(businessFacts(readPart(heading.text), HEADING_FACTOR, () => true), (industry, weight) => {
      const g = grounds.get(industry)!;
      if (!g.heading || weight > g.heading.weight) g.heading = { weight, part: heading };
    });
  }
  // Statements found by the caller: their terms count when they state what the business is for, their
  // offices when a formula introduces them. The same words among the sentences are not read again.
  const stated: string[] = [];
  for (const statement of input.statements) {
    stated.push(` ${tokens(statement.text).join(' ')} `);
    const read = readPart(statement.text);
    noteBusiness(businessFacts(statesBusiness(statement.text) ? read : { ...read, terms: [] }, 1, (o) => o.formula), (industry, weight) => {
      const g = grounds.get(industry)!;
      if (!g.statement || weight > g.statement.weight) g.statement = { weight, part: statement };
    });
  }
  const alreadyStated = (text: string) => {
    const key = ` ${tokens(text).join(' ')} `;
    return key.length > 2 && stated.some((s) => s.includes(key) || key.includes(s));
  };

  const sentences = input.sentences.map((part) => ({ part, read: readPart(part.text) }));
  const bodyWords = sentences.reduce((n, s) => n + s.read.words, 0);
  const short = input.shortBodyStatesSubject && bodyWords <= SHORT_TEXT_WORDS;
  const repeats = new Map<Industry, Repeats>(INDUSTRIES.map((i) => [i, new Map()]));
  const perSentence: DebateTerm[][] = [];
  for (const { part, read } of sentences) {
    if (!alreadyStated(part.text)) {
      // A sentence stating the business counts whole; any other counts only for the office that a
      // formula names ("referred to the Committee on Education").
      const whole = short || statesBusiness(part.text);
      noteBusiness(businessFacts(whole ? read : { ...read, terms: [] }, 1, (o) => short || o.formula), (industry, weight) => {
        const g = grounds.get(industry)!;
        if (!g.stating || weight > g.stating.weight) g.stating = { weight, part };
      });
    }
    const terms = debateTerms(read);
    perSentence.push(terms);
    const sentenceWeight = new Map<Industry, number>();
    for (const t of terms) {
      const r = repeats.get(t.industry)!;
      const seen = r.get(t.key) ?? { count: 0, weight: 0 };
      r.set(t.key, { count: seen.count + 1, weight: seen.weight + t.weight });
      sentenceWeight.set(t.industry, (sentenceWeight.get(t.industry) ?? 0) + t.weight);
    }
    for (const [industry, weight] of sentenceWeight) keepBest(grounds.get(industry)!.best, weight, part);
  }

  const stretches = densestStretches(sentences.map((s) => s.read.words), perSentence);
  const businessOf = (industry: Industry) => [...business.get(industry)!.values()].reduce((a, w) => a + w, 0);
  const businessKnown = INDUSTRIES.some((industry) => businessOf(industry) >= BUSINESS_THRESHOLD);
  const scores = INDUSTRIES.map((industry): IndustryScore => {
    const r = repeats.get(industry)!;
    const debate = strength(debateWeight(r), bodyWords);
    const stretch = stretches.get(industry) ?? { strength: 0, distinct: 0 };
    const b = businessOf(industry);
    const confirmed = (debate >= DEBATE_STRENGTH && r.size >= DEBATE_DISTINCT) || (stretch.strength >= WINDOW_STRENGTH && stretch.distinct >= DEBATE_DISTINCT);
    const tagged =
      b >= BUSINESS_THRESHOLD ||
      (!short && b >= SUPPORTED_BUSINESS && confirmed) ||
      (!short && !businessKnown && debate >= UNSUPPORTED_DEBATE_STRENGTH && r.size >= UNSUPPORTED_DISTINCT);
    return {
      industry,
      business: Math.round(b * 100) / 100,
      debate: Math.round(debate * 10) / 10,
      stretch: Math.round(stretch.strength * 10) / 10,
      distinctTerms: r.size,
      stretchTerms: stretch.distinct,
      tagged,
    };
  });
  return { scores, grounds };
}

/**
 * For each industry, the strongest stretch of about WINDOW_WORDS consecutive words (whole
 * sentences): Questions on electricity to a Ministry of Mines and Energy inside a long sitting on
 * other business are judged on their own length, not drowned by the sitting's.
 */
function densestStretches(wordsPerSentence: readonly number[], terms: readonly DebateTerm[][]): Map<Industry, { strength: number; distinct: number }> {
  const best = new Map<Industry, { strength: number; distinct: number }>();
  const total = wordsPerSentence.reduce((a, b) => a + b, 0);
  if (total <= WINDOW_WORDS) return best;
  const window = new Map<Industry, Repeats>(INDUSTRIES.map((i) => [i, new Map()]));
  const change = (sentence: number, sign: 1 | -1) => {
    for (const t of terms[sentence]!) {
      const r = window.get(t.industry)!;
      const seen = r.get(t.key) ?? { count: 0, weight: 0 };
      const next = { count: seen.count + sign, weight: seen.weight + sign * t.weight };
      if (next.count <= 0) r.delete(t.key);
      else r.set(t.key, next);
    }
  };
  let start = 0;
  let words = 0;
  for (let end = 0; end < wordsPerSentence.length; end++) {
    change(end, 1);
    words += wordsPerSentence[end]!;
    while (words > WINDOW_WORDS && start < end) {
      change(start, -1);
      words -= wordsPerSentence[start]!;
      start++;
    }
    for (const t of terms[end]!) {
      const r = window.get(t.industry)!;
      const s = strength(debateWeight(r), Math.max(words, WINDOW_WORDS));
      const prev = best.get(t.industry);
      if (!prev || s > prev.strength) best.set(t.industry, { strength: s, distinct: r.size });
    }
  }
  return best;
}

/** Keeps the few sentences that say most about an industry, as evidence candidates. */
function keepBest<S>(best: IndustryGrounds<unknown, S>['best'], weight: number, part: TextPart<S>): void {
  if (part.text.length < 40) return;
  if (best.length === EVIDENCE_CANDIDATES && weight <= best[best.length - 1]!.weight) return;
  best.push({ weight, part });
  best.sort((a, b) => b.weight - a.weight);
  if (best.length > EVIDENCE_CANDIDATES) best.pop();
}

/** Strongest first: the business counts four times the debate; ties in the contract's order. */
export function byStrength(a: IndustryScore, b: IndustryScore): number {
  return b.business * 4 + b.debate - (a.business * 4 + a.debate) || INDUSTRIES.indexOf(a.industry) - INDUSTRIES.indexOf(b.industry);
}
