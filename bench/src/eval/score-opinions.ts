import type { OpinionConfidence } from '@kakyere/contract';

/** One question asked, as eval:opinions scores it. */
export interface AskedQuestion {
  /** The sections that answer it; empty when the text does not. */
  expected: readonly string[];
  /** The sections the answer cites, in its order. */
  cited: readonly string[];
  confidence: OpinionConfidence;
  /** Of its citations, how many quote their section word for word (every part). */
  verbatimQuotes: number;
  disclaimer: boolean;
  /** Whether a quote holds the words that answer it; null when the question is not labelled with them. */
  answerQuoted?: boolean | null;
  /** Figures the opinion states that its sources do not. */
  strayFigures?: number;
  readabilityFaults?: number;
}

export interface OpinionScores {
  questions: number;
  answerable: number;
  unanswerable: number;
  /** Answerable questions where an expected section is among the first three cited (a 'closest' answer counts). */
  recallHits: number;
  /** Answerable questions where every expected section is among the first three cited. */
  strictHits: number;
  /** Answerable questions whose first citation is an expected section. */
  topHits: number;
  /** Answerable questions answered 'answered'. */
  answeredAnswerable: number;
  /** Answerable questions answered with no citation. */
  wronglyRefused: number;
  /** Unanswerable questions not presented as answered ('closest' or 'not-found'). */
  notPresentedAsAnswered: number;
  /** Recall hits on questions labelled with the words that answer them, and of those, the ones whose quote holds them. */
  labelledHits: number;
  answerWordsQuoted: number;
  citations: number;
  verbatimQuotes: number;
  disclaimers: number;
  strayFigures: number;
  readabilityFaults: number;
}

const TOP = 3;

/** Whether an answer to an answerable question cites an expected section among its first three. */
export const isRecallHit = (q: AskedQuestion) => q.expected.some((s) => q.cited.slice(0, TOP).includes(s));

export function scoreOpinions(asked: readonly AskedQuestion[]): OpinionScores {
  const answerable = asked.filter((q) => q.expected.length > 0);
  const unanswerable = asked.filter((q) => q.expected.length === 0);
  const labelledHits = answerable.filter((q) => isRecallHit(q) && q.answerQuoted !== null && q.answerQuoted !== undefined);
  return {
    questions: asked.length,
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    recallHits: answerable.filter(isRecallHit).length,
    strictHits: answerable.filter((q) => q.expected.every((s) => q.cited.slice(0, TOP).includes(s))).length,
    topHits: answerable.filter((q) => q.cited[0] !== undefined && q.expected.includes(q.cited[0])).length,
    answeredAnswerable: answerable.filter((q) => q.confidence === 'answered').length,
    wronglyRefused: answerable.filter((q) => q.cited.length === 0).length,
    notPresentedAsAnswered: unanswerable.filter((q) => q.confidence !== 'answered').length,
    labelledHits: labelledHits.length,
    answerWordsQuoted: labelledHits.filter((q) => q.answerQuoted).length,
    citations: asked.reduce((n, q) => n + q.cited.length, 0),
    verbatimQuotes: asked.reduce((n, q) => n + q.verbatimQuotes, 0),
    disclaimers: asked.filter((q) => q.disclaimer).length,
    strayFigures: asked.reduce((n, q) => n + (q.strayFigures ?? 0), 0),
    readabilityFaults: asked.reduce((n, q) => n + (q.readabilityFaults ?? 0), 0),
  };
}

/** part / whole, or null when there is no whole. */
export const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);
