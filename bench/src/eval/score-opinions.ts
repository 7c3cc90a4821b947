/** One question asked, as eval:opinions scores it. */
export interface AskedQuestion {
  /** The sections that answer it; empty when the text does not. */
  expected: readonly string[];
  /** The sections the answer cites, in its order. */
  cited: readonly string[];
  /** Of its citations, how many quote their section word for word. */
  verbatimQuotes: number;
  disclaimer: boolean;
}

export interface OpinionScores {
  questions: number;
  answerable: number;
  unanswerable: number;
  /** Answerable questions where an expected section is among the first three cited. */
  recallHits: number;
  /** Answerable questions where every expected section is among the first three cited. */
  strictHits: number;
  /** Answerable questions whose first citation is an expected section. */
  topHits: number;
  /** Answerable questions answered with no citation. */
  wronglyRefused: number;
  /** Unanswerable questions answered with no citation. */
  refused: number;
  citations: number;
  verbatimQuotes: number;
  disclaimers: number;
}

const TOP = 3;

/** Whether an answer to an answerable question cites an expected section among its first three. */
export const isRecallHit = (q: AskedQuestion) => q.expected.some((s) => q.cited.slice(0, TOP).includes(s));

export function scoreOpinions(asked: readonly AskedQuestion[]): OpinionScores {
  const answerable = asked.filter((q) => q.expected.length > 0);
  const unanswerable = asked.filter((q) => q.expected.length === 0);
  return {
    questions: asked.length,
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    recallHits: answerable.filter(isRecallHit).length,
    strictHits: answerable.filter((q) => q.expected.every((s) => q.cited.slice(0, TOP).includes(s))).length,
    topHits: answerable.filter((q) => q.cited[0] !== undefined && q.expected.includes(q.cited[0])).length,
    wronglyRefused: answerable.filter((q) => q.cited.length === 0).length,
    refused: unanswerable.filter((q) => q.cited.length === 0).length,
    citations: asked.reduce((n, q) => n + q.cited.length, 0),
    verbatimQuotes: asked.reduce((n, q) => n + q.verbatimQuotes, 0),
    disclaimers: asked.filter((q) => q.disclaimer).length,
  };
}

/** part / whole, or null when there is no whole. */
export const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);
