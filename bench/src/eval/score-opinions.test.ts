import { describe, expect, it } from 'vitest';
import { scoreOpinions, share, type AskedQuestion } from './score-opinions.js';

const asked = (expected: string[], cited: string[], verbatimQuotes = cited.length, disclaimer = true): AskedQuestion => ({
  expected,
  cited,
  verbatimQuotes,
  disclaimer,
});

describe('scoreOpinions', () => {
  it('counts top-3 recall, strict recall, the first citation, refusals and quotes', () => {
    const scores = scoreOpinions([
      asked(['1'], ['1', '2']), // hit, strict, top
      asked(['3', '4'], ['5', '3', '6']), // hit, not strict (4 missing), not top
      asked(['7'], ['8', '9', '10', '7']), // 7 is fourth: not a top-3 hit
      asked(['11'], []), // wrongly refused
      asked([], []), // refused, as it should be
      asked([], ['12'], 0, false), // answered an unanswerable question with a quote not in its section, no disclaimer
    ]);
    expect(scores).toEqual({
      questions: 6,
      answerable: 4,
      unanswerable: 2,
      recallHits: 2,
      strictHits: 1,
      topHits: 1,
      wronglyRefused: 1,
      refused: 1,
      citations: 10,
      verbatimQuotes: 9,
      disclaimers: 5,
    });
  });

  it('has no share of nothing', () => {
    expect(share(0, 0)).toBeNull();
    expect(share(1, 4)).toBe(0.25);
  });
});
