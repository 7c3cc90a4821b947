/** What ranks a speech that does not say it all, beside the turns of the best exchanges. */
export interface RestCandidate {
  /** How much of the search it says, each word by its rarity, out of `coverageMax` (all of it). */
  coverage: number;
  /** How much of the search its debate says (every speech under its business item together), out of `coverageMax`. */
  debateCoverage: number;
  /** How much of the feedback it says (the words the best matches share), out of `feedbackMax`. */
  feedback: number;
  /** Turns away from the nearest best match in the same business item; undefined when not near one. */
  distance?: number | undefined;
}

// Each part is a share of its most: every word said, every feedback word said, the very next turn (½).
const FEEDBACK_WEIGHT = 1;
/**
 * What the debate a speech belongs to says of the search counts this share of what the speech says
 * itself: in a debate that says all of "new crimes must be clearly defined so the law is not abused"
 * (the Criminal Offences Bill), a turn on defining an offence comes before a tribute that says
 * "crime" alone (decision 026).
 */
export const DEBATE_SHARE = 0.5;
const NEARNESS_WEIGHT = 1;

/**
 * How close a speech comes to what was searched: the share of the search it says (with its debate's,
 * at DEBATE_SHARE), plus the share of the feedback, plus its nearness to a best match (1/(1 + turns away)). A turn beyond the next belongs
 * to the exchange only if it says something of the search or of its feedback: the Speaker's "Thank
 * you, Hon Member" three turns on does not.
 */
export function closenessScore(candidate: RestCandidate, coverageMax: number, feedbackMax: number): number {
  const { coverage, debateCoverage, feedback, distance } = candidate;
  const says = coverage > 0 || feedback > 0;
  const nearness = distance === undefined || (distance > 1 && !says) ? 0 : 1 / (1 + distance);
  return (coverage + DEBATE_SHARE * debateCoverage) / ((1 + DEBATE_SHARE) * (coverageMax || 1)) + (FEEDBACK_WEIGHT * feedback) / (feedbackMax || 1) + NEARNESS_WEIGHT * nearness;
}
