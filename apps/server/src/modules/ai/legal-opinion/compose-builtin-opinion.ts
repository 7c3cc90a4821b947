import type { OpinionCitation } from '@kakyere/contract';
import { pickQuote } from './pick-quote.js';
import { askedQuantity, coverageOf, rankSections, statesQuantity, type AskedQuantity, type OpinionSection, type QueryConcept, type RankedSection } from './rank-sections.js';
import { contentWords, stem } from './tokenise.js';

export const BUILTIN_OPINION_ENGINE = { name: 'builtin', model: null, version: 'builtin-opinion-1.3.0' } as const;

/** What the engine knows about the bill besides its text. */
export interface OpinionBill {
  title: string;
  summary: string;
}

export interface ComposedOpinion {
  opinion: string;
  citations: OpinionCitation[];
  /** Whether the text (or, without text, the summary) was found to address the question. */
  answered: boolean;
}

/** At most this many provisions are cited. */
const MAX_CITATIONS = 3;
/** A further provision is cited only if it scores at least this share of the best one. */
const RELATED_SHARE = 0.7;
/**
 * Below this share of the question's ideas, by weight, that the provisions to be cited speak to
 * together, the text is taken not to answer. An idea the whole text never mentions weighs most,
 * unless it is everyday English (everyday-words.ts), so a question turning on one ("compensation",
 * "bail") is refused while "as well" or "my brother" does not sink it. Chosen on the TUNE half of
 * bench/eval/opinions alone: the middle of the range (0.65–0.70) that refuses 9 of its 10
 * unanswerable questions and none of its answerable ones (bench/README.md).
 */
const MIN_COVERAGE = 0.67;

const describeSection = (section: OpinionSection) => {
  const label = /^schedule\b/i.test(section.number) ? section.number : `section ${section.number}`;
  return `${label}${section.heading ? ` (${section.heading})` : ''}`;
};
const listWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

/** How the text answers one question: its ideas, the provisions to cite, and whether they answer it. */
interface Plan {
  concepts: QueryConcept[];
  cited: RankedSection[];
  coverage: number;
  answers: boolean;
  quantity: AskedQuantity | null;
}

function plan(question: string, bill: OpinionBill, sections: readonly OpinionSection[]): Plan {
  const { concepts, ranked } = rankSections(question, sections, { title: bill.title });
  const best = ranked[0];
  const cited = best ? ranked.filter((r, index) => index === 0 || r.score >= best.score * RELATED_SHARE).slice(0, MAX_CITATIONS) : [];
  const matched = new Set(cited.flatMap((r) => r.matched));
  const coverage = coverageOf(concepts, matched);
  // Every thing asked is found, and only the reader's verbs are not: the text answers in its own verbs.
  const onlyVerbsMissing = concepts.some((c) => matched.has(c) && !c.inTitle) && concepts.every((c) => matched.has(c) || c.verbPosition);
  // A "how many / how long" question is answered only by a provision that states the number.
  const answers = best !== undefined && best.statesQuantity && (coverage >= MIN_COVERAGE || onlyVerbsMissing);
  return { concepts, cited, coverage, answers, quantity: askedQuantity(question) };
}

/** The sentences of a question of several ("I sell phones. Do I pay the levy?"); the question itself when it has one. */
function questionSentences(question: string): string[] {
  return (question.match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter((s) => contentWords(s).length > 0);
}

/**
 * The built-in engine's opinion: offline, deterministic, and never more than the text says. A direct
 * answer from the best provision, quoted; the other provisions that bear on it, quoted; then what the
 * text does not say. When no section speaks to the question it says so and cites nothing. A question
 * of several sentences that the text does not answer as a whole is answered for the sentence it does
 * (an aside or an instruction in the box is not a question for the text; it is never followed).
 */
export function composeBuiltinOpinion(question: string, bill: OpinionBill, sections: readonly OpinionSection[]): ComposedOpinion {
  if (sections.length === 0) return composeFromSummary(question, bill);
  const whole = plan(question, bill, sections);
  if (whole.answers) return answer(whole, whole.concepts);
  const sentences = questionSentences(question);
  if (sentences.length > 1) {
    const part = sentences
      .map((sentence) => plan(sentence, bill, sections))
      .filter((p) => p.answers)
      .sort((a, b) => b.coverage - a.coverage)[0];
    if (part) return answer(part, whole.concepts);
  }
  return refuse(whole, bill);
}

function answer({ concepts, cited, quantity }: Plan, asked: readonly QueryConcept[]): ComposedOpinion {
  const prefer = quantity ? (unit: string) => statesQuantity(unit, quantity.units) : undefined;
  const quoted = cited
    .map((ranked) => ({ ranked, ...pickQuote(ranked.section.text, concepts, { prefer }) }))
    // A further provision is quoted only where its words mention something asked.
    .filter((q, index) => index === 0 || q.hits > 0);
  const citations: OpinionCitation[] = quoted.map(({ ranked: { section }, quote }) => ({ section: section.number, heading: section.heading, quote, text: section.text }));

  const [first, ...others] = quoted;
  const lines = [`On this question, the most relevant provision is ${describeSection(first!.ranked.section)}, which says: “${first!.quote}”`];
  for (const other of others) lines.push(`${capitalise(describeSection(other.ranked.section))} also bears on it: “${other.quote}”`);
  // What was asked that none of the quoted provisions mentions (the bill's own name aside).
  const covered = new Set(quoted.flatMap((q) => q.ranked.matched.map((c) => c.ownStem)));
  const unaddressed = asked.filter((c) => !covered.has(c.ownStem) && !c.inTitle).map((c) => c.word);
  lines.push(
    unaddressed.length
      ? `The text does not say anything about ${listWords(unaddressed)}, and it does not say how these provisions apply to any particular case.`
      : 'The text does not say how these provisions apply to any particular case.',
  );
  return { answered: true, citations, opinion: lines.join('\n\n') };
}

function refuse({ concepts, cited, coverage, quantity }: Plan, bill: OpinionBill): ComposedOpinion {
  const lead = `The text of the ${bill.title} does not appear to address this question`;
  const close = ' Nothing is cited, because no provision answers it. Try asking about something the bill covers, or consult the full text or a qualified legal professional.';
  // The provisions speak to the question but state no number: say which number is missing.
  if (quantity && coverage >= MIN_COVERAGE) {
    return { answered: false, citations: [], opinion: `${lead}: none of its sections says ${quantity.phrase}.${close}` };
  }
  // Name what was not found, the most telling first.
  const found = new Set(cited.flatMap((r) => r.matched));
  const missing = concepts.filter((c) => !found.has(c));
  const topics = (missing.length ? missing : concepts)
    .slice()
    .sort((a, b) => b.weight - a.weight)
    .map((c) => c.word)
    .slice(0, 4);
  return {
    answered: false,
    citations: [],
    opinion: lead + (topics.length ? `: none of its sections deals with ${listWords(topics)} in the way asked.` : '.') + close,
  };
}

/** A bill without its text on file: say so first, answer only from the summary, cite nothing. */
function composeFromSummary(question: string, bill: OpinionBill): ComposedOpinion {
  const lead = `The full text of the ${bill.title} is not available on Kakyerɛ, so this answer draws only on its summary and cites no sections.`;
  const asked = new Set(contentWords(question).map(stem));
  const sentences = bill.summary.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [bill.summary.trim()];
  const scored = sentences
    .map((sentence) => ({ sentence, hits: contentWords(sentence).filter((w) => asked.has(stem(w))).length }))
    .sort((a, b) => b.hits - a.hits);
  const top = scored[0];
  if (!top || top.hits === 0) {
    return { answered: false, citations: [], opinion: `${lead} The summary does not address this question.` };
  }
  return { answered: true, citations: [], opinion: `${lead} The summary says: “${top.sentence}”` };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
