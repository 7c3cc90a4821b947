import { describe, expect, it } from 'vitest';
import { closenessScore } from '../../src/modules/records/search/closeness-score.js';

// A search of two words whose rarities sum to 4, and feedback words whose weights sum to 3; the
// speech's debate says what the speech says, unless told.
const score = (coverage: number, feedback: number, distance?: number, debateCoverage = coverage) => closenessScore({ coverage, debateCoverage, feedback, distance }, 4, 3);

describe('closenessScore', () => {
  it('ranks a speech by the share of the search it says, the share of its feedback, and its nearness to a best match', () => {
    expect(score(4, 0)).toBe(1);
    expect(score(0, 3)).toBe(1);
    expect(score(0, 0, 1)).toBe(0.5);
    expect(score(3, 0)).toBeGreaterThan(score(1, 0));
    // Saying the rarer word and what the best matches share beats saying the commoner word alone.
    expect(score(3, 1)).toBeGreaterThan(score(1, 0));
  });

  it('counts the very next turn as near whatever it says, a turn further on only if it says something of the search or its feedback', () => {
    expect(score(0, 0, 3)).toBe(0);
    expect(score(0, 0.3, 3)).toBeGreaterThan(score(0, 0.3));
    expect(score(0, 0, 1)).toBeGreaterThan(score(0, 0, 2));
    // Of two turns saying the same, the nearer first.
    expect(score(1, 1, 1)).toBeGreaterThan(score(1, 1, 3));
  });

  it('is not thrown by a search or a feedback with nothing to weigh', () => {
    expect(closenessScore({ coverage: 0, debateCoverage: 0, feedback: 0, distance: 1 }, 0, 0)).toBe(0.5);
  });

  it("counts what the speech's debate says of the search at half what the speech says itself", () => {
    expect(score(1, 0, undefined, 4)).toBeCloseTo((1 + 0.5 * 4) / (1.5 * 4));
    // Half the search said in a debate that says all of it comes before a little more in a debate that says only that.
    expect(score(2, 0, undefined, 4)).toBeGreaterThan(score(2.5, 0, undefined, 2.5));
    expect(score(2, 0, undefined, 4)).toBeGreaterThan(score(2, 0, undefined, 2));
    // The speech's own words still count most: the debate alone is not the speech.
    expect(score(4, 0, undefined, 4)).toBeGreaterThan(score(2, 0, undefined, 4));
  });
});
