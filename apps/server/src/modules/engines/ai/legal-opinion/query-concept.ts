/** One idea in the question: a word and the stems of everything that means the same. */
export interface QueryConcept {
  word: string;
  stems: ReadonlySet<string>;
  ownStem: string;
  /** How telling the idea is in this bill: rarer ideas weigh more, the bill's own name less (set by rankSections). */
  weight: number;
  /** A word of the bill's title ("levy" asked of a Levy Bill): it says which bill, not what about it. */
  inTitle: boolean;
  /** Asked where English puts a verb ("if I move", "have to publish"): what happens, in the reader's words. */
  verbPosition: boolean;
  /**
   * The kind of answer asked for ("who pays", "is it exempt"), found where a provision uses the
   * drafting formula that gives it (statute-phrasing.ts) rather than by a word of the question.
   */
  synthetic?: boolean;
  /** For a kind: whether the answer must be worded as its rule (statute-phrasing.ts). */
  required?: boolean;
}
