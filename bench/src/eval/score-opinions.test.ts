import type { OpinionConfidence } from '@kakyere/contract';
import { describe, expect, it } from 'vitest';
import { scoreOpinions, share, type AskedQuestion } from './score-opinions.js';

const asked = (
  expected: string[],
  cited: string[],
  confidence: OpinionConfidence,
  extra: Partial<AskedQuestion> = {},
): AskedQuestion => ({ expected, cited, confidence, verbatimQuotes: cited.length, disclaimer: true, ...extra });

describe('scoreOpinions', () => {
  it('counts recall (closest answers included), the first citation, graded answers, quotes and faults', () => {
    const scores = scoreOpinions([
      asked(['1'], ['1', '2'], 'answered', { answerQuoted: true }), // hit, strict, top, answer words quoted
      asked(['3', '4'], ['5', '3', '6'], 'closest', { answerQuoted: false }), // a closest hit, not strict, not top
      asked(['7'], ['8', '9', '10', '7'], 'closest'), // 7 is fourth: not a top-3 hit
      asked(['11'], [], 'not-found'), // wrongly refused
      asked([], [], 'not-found'), // not presented as answered
      asked([], ['12'], 'closest', { strayFigures: 1 }), // shown closest provisions: still not presented as answered
      asked([], ['13'], 'answered', { verbatimQuotes: 0, disclaimer: false, readabilityFaults: 2 }), // presented as answered
    ]);
    expect(scores).toEqual({
      questions: 7,
      answerable: 4,
      unanswerable: 3,
      recallHits: 2,
      strictHits: 1,
      topHits: 1,
      answeredAnswerable: 1,
      wronglyRefused: 1,
      notPresentedAsAnswered: 2,
      labelledHits: 2,
      answerWordsQuoted: 1,
      citations: 11,
      verbatimQuotes: 10,
      disclaimers: 6,
      strayFigures: 1,
      readabilityFaults: 2,
    });
  });

  it('has no share of nothing', () => {
    expect(share(0, 0)).toBeNull();
    expect(share(1, 4)).toBe(0.25);
  });
});
