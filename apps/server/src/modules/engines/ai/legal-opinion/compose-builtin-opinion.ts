import type { OpinionCitation, OpinionConfidence, OpinionSource } from '@kakyere/contract';
import { splitSentences } from '../../text-index/split-sentences.js';
import { specificity } from './everyday-words.js';
import { OPINION_TEMPLATES as T, describeSection, describeSource } from './opinion-templates.js';
import { pickQuote } from './pick-quote.js';
import { askedQuantity, coverageOf, rankSections, statesQuantity, type AskedQuantity, type OpinionSection, type QueryConcept, type RankedSection } from './rank-sections.js';
import { questionKinds, statesAmount, statuteMarkers } from './statute-phrasing.js';
import { contentWords, stem } from './tokenise.js';

export const BUILTIN_OPINION_ENGINE = { name: 'builtin', model: null, version: 'builtin-opinion-2.0.0' } as const;

/** What the engine knows about the bill besides its text. */
export interface OpinionBill {
  title: string;
  summary: string;
  /** The stored text's own title ("Electronic Transfer Levy Act, 2022 (Act 1075)"); null or absent when it prints none. */
  textTitle?: string | null;
}

export interface ComposedOpinion {
  opinion: string;
  citations: OpinionCitation[];
  confidence: OpinionConfidence;
  source: OpinionSource;
}

/** At most this many provisions are cited. */
const MAX_CITATIONS = 3;
/** A further provision is cited with an answer only if it scores at least this share of the best one. */
const RELATED_SHARE = 0.7;
/** When unsure, the provisions scoring at least this share of the best are shown as the closest. */
const CLOSEST_SHARE = 0.5;
/**
 * Below this share of the question's ideas, by weight, that the provisions to be cited speak to
 * together, the text is taken not to answer. An idea the whole text never mentions weighs most,
 * unless it is everyday English (everyday-words.ts). Chosen on the TUNE half of bench/eval/opinions
 * (bench/README.md).
 */
const MIN_COVERAGE = 0.67;
/**
 * A word of the question this specific in everyday English (everyday-words.ts) that no cited
 * provision mentions means the text may well be silent on what was asked ("cryptocurrency",
 * "school meals"): the answer is then the closest provisions, never `answered`.
 */
const SPECIFIC_WORD = 0.3;

/** How the text answers one question: its ideas, the ranking, and how sure the answer can be. */
interface Plan {
  concepts: QueryConcept[];
  ranked: RankedSection[];
  cited: RankedSection[];
  coverage: number;
  confidence: OpinionConfidence;
  quantity: AskedQuantity | null;
}

function plan(question: string, bill: OpinionBill, sections: readonly OpinionSection[]): Plan {
  const { concepts, ranked } = rankSections(question, sections, { title: bill.title });
  const quantity = askedQuantity(question);
  const best = ranked[0];
  // Ideas that say what is asked: the bill's own name only when nothing else is asked.
  // Not found only when no section shares any idea of the question (its words, the bill's name included).
  if (!best || !ranked.some((r) => r.matched.some((c) => !c.synthetic))) {
    return { concepts, ranked, cited: [], coverage: 0, confidence: 'not-found', quantity };
  }
  const related = ranked.filter((r, index) => index === 0 || r.score >= best.score * RELATED_SHARE).slice(0, MAX_CITATIONS);
  const matched = new Set(related.flatMap((r) => r.matched));
  const coverage = coverageOf(concepts, matched);
  // Every thing asked is found, and only the reader's verbs are not: the text answers in its own verbs.
  const onlyVerbsMissing = concepts.some((c) => matched.has(c) && !c.inTitle && !c.synthetic) && concepts.every((c) => matched.has(c) || c.verbPosition || c.synthetic);
  const specificMissing = concepts.filter((c) => !matched.has(c) && !c.synthetic && !c.inTitle && !c.verbPosition && specificity(c.word) >= SPECIFIC_WORD);
  // The kind of answer asked ("who pays", "is it exempt") must be given in the best provision's own formula.
  const kindsGiven = concepts.filter((c) => c.synthetic && c.required).every((c) => best.matched.includes(c));
  const answers = best.statesQuantity && (coverage >= MIN_COVERAGE || onlyVerbsMissing) && specificMissing.length === 0 && kindsGiven;
  if (answers) return { concepts, ranked, cited: related, coverage, confidence: 'answered', quantity };
  const closest = ranked.filter((r, index) => index === 0 || r.score >= best.score * CLOSEST_SHARE).slice(0, MAX_CITATIONS);
  return { concepts, ranked, cited: closest, coverage, confidence: 'closest', quantity };
}

/** The sentences of a question of several ("I sell phones. Do I pay the levy?"); the question itself when it has one. */
function questionSentences(question: string): string[] {
  return (question.match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter((s) => contentWords(s).length > 0);
}

/**
 * The built-in engine's opinion: offline, deterministic, and never more than the text says. It names
 * the text it rests on, then answers in one of three ways: from the provisions that answer
 * (`answered`); with the provisions closest to the question when it is unsure, saying so and naming
 * what it did not find (`closest`); or, when no provision shares any idea of the question, saying
 * so and citing nothing (`not-found`). A question of several sentences that the text does not
 * answer as a whole is answered for the sentence it does (an aside or an instruction in the box is
 * not a question for the text; it is never followed).
 */
export function composeBuiltinOpinion(question: string, bill: OpinionBill, sections: readonly OpinionSection[]): ComposedOpinion {
  if (sections.length === 0) return composeFromSummary(question, bill);
  const source = describeSource(bill);
  const whole = plan(question, bill, sections);
  if (whole.confidence === 'answered') return answer(whole, whole.concepts, source);
  const sentences = questionSentences(question);
  if (sentences.length > 1) {
    const part = sentences
      .map((sentence) => plan(sentence, bill, sections))
      .filter((p) => p.confidence === 'answered')
      .sort((a, b) => b.coverage - a.coverage)[0];
    if (part) return answer(part, whole.concepts, source);
  }
  if (whole.confidence === 'closest') return closest(whole, source);
  return notFound(whole, bill, source);
}

function quoteAll(cited: readonly RankedSection[], concepts: readonly QueryConcept[], quantity: AskedQuantity | null) {
  const prefer = quantity
    ? (passage: string) => statesQuantity(passage, quantity.units)
    : concepts.some((c) => c.ownStem === 'marker:amount')
      ? statesAmount
      : undefined;
  return cited.map((ranked) => {
    const picked = pickQuote(ranked.section.text, concepts, { prefer });
    const citation: OpinionCitation = {
      section: ranked.section.number,
      heading: ranked.section.heading,
      quote: picked.quote,
      quoteParts: picked.parts,
      text: ranked.section.text,
    };
    return { ranked, citation, hits: picked.hits };
  });
}

function answer({ concepts, cited, quantity }: Plan, asked: readonly QueryConcept[], source: OpinionSource): ComposedOpinion {
  // A further provision is quoted only where its words mention something asked.
  const quoted = quoteAll(cited, concepts, quantity).filter((q, index) => index === 0 || q.hits > 0);
  const [first, ...others] = quoted;
  const lines = [T.source(source), T.answers(describeSection(first!.ranked.section), first!.citation.quote)];
  for (const other of others) lines.push(T.alsoBears(describeSection(other.ranked.section), other.citation.quote));
  // What was asked that none of the quoted provisions mentions (the bill's own name aside).
  const covered = new Set(quoted.flatMap((q) => q.ranked.matched.map((c) => c.ownStem)));
  const unaddressed = asked.filter((c) => !covered.has(c.ownStem) && !c.inTitle && !c.synthetic).map((c) => c.word);
  if (unaddressed.length) lines.push(T.notMentioned(source, unaddressed));
  lines.push(T.noParticularCase);
  return { confidence: 'answered', citations: quoted.map((q) => q.citation), opinion: lines.join('\n\n'), source };
}

function closest({ concepts, cited, quantity }: Plan, source: OpinionSource): ComposedOpinion {
  const quoted = quoteAll(cited, concepts, quantity);
  const found = new Set(cited.flatMap((r) => r.matched));
  const missingWords = concepts.filter((c) => !found.has(c) && !c.synthetic && !c.inTitle).sort((a, b) => b.weight * specificity(b.word) - a.weight * specificity(a.word)).map((c) => c.word).slice(0, 4);
  const missingKinds = concepts.filter((c) => c.synthetic && !cited[0]?.matched.includes(c)).map((c) => c.word);
  const lines = [T.source(source), T.unsure];
  if (missingWords.length) lines.push(T.notMentioned(source, missingWords));
  else if (quantity && !cited[0]?.statesQuantity) lines.push(T.noNumber(quantity.phrase));
  else if (missingKinds.length) lines.push(T.kindNotFound(missingKinds));
  // Named here and quoted in the citations: an unsure answer does not say the same words twice.
  lines.push(T.closestProvisions(quoted.map((q) => describeSection(q.ranked.section))), T.judgeForYourself);
  return { confidence: 'closest', citations: quoted.map((q) => q.citation), opinion: lines.join('\n\n'), source };
}

function notFound({ concepts }: Plan, bill: OpinionBill, source: OpinionSource): ComposedOpinion {
  const words = concepts
    .filter((c) => !c.synthetic && !c.inTitle)
    .sort((a, b) => b.weight - a.weight)
    .map((c) => c.word)
    .slice(0, 4);
  return { confidence: 'not-found', citations: [], opinion: [T.source(source), T.notFound(bill.title, words)].join('\n\n'), source };
}

/**
 * A bill without its text on file: say so first, then quote the summary's closest whole sentences,
 * cite nothing, and never claim to answer. A question asking for an amount gets the sentence that
 * states one, whole, so no figure is ever cut ("1.5%" is never "1.").
 */
function composeFromSummary(question: string, bill: OpinionBill): ComposedOpinion {
  const source: OpinionSource = { kind: 'summary', title: bill.title };
  const lead = T.summaryOnly(bill.title);
  const asked = new Set(contentWords(question).map(stem));
  const kinds = questionKinds(question).map((k) => k.marker);
  const wantsAmount = kinds.includes('marker:amount');
  const scored = splitSentences(bill.summary)
    .map((sentence, index) => {
      const words = new Set(contentWords(sentence).map(stem));
      const hits = [...asked].filter((s) => words.has(s)).length;
      const markers = statuteMarkers(sentence).filter((m) => kinds.includes(m)).length;
      return { sentence, index, hits, score: hits + markers + (wantsAmount && statesAmount(sentence) ? 1 : 0) };
    })
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  if (scored.length === 0) return { confidence: 'not-found', citations: [], opinion: `${lead} ${T.summarySilent}`, source };
  // The best sentence, and the next if it is as close: in the summary's own order.
  const chosen = scored.filter((s, i) => i === 0 || (i === 1 && s.score === scored[0]!.score)).sort((a, b) => a.index - b.index);
  return { confidence: 'closest', citations: [], opinion: `${lead} ${T.summarySays(chosen.map((s) => s.sentence))}`, source };
}
