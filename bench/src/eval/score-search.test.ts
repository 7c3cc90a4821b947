import { describe, expect, it } from 'vitest';
import { meanScores, scoreQuery, type JudgedQuery } from './score-search.js';

const query: JudgedQuery = {
  id: 'q',
  query: 'x',
  kind: 'topic',
  need: '',
  relevant: [
    { speech: 'a', grade: 2 },
    { speech: 'b', grade: 1 },
  ],
};

describe('scoreQuery', () => {
  it('gives 1 to the ideal order and less when a grade-1 speech comes first', () => {
    expect(scoreQuery(query, ['a', 'b', 'z']).ndcg).toBeCloseTo(1);
    const swapped = scoreQuery(query, ['b', 'a']).ndcg;
    expect(swapped).toBeLessThan(1);
    expect(swapped).toBeGreaterThan(0.5);
  });

  it('counts recall out of at most ten relevant speeches, in the first ten only', () => {
    expect(scoreQuery(query, ['a']).recall).toBe(0.5);
    const many: JudgedQuery = { ...query, relevant: Array.from({ length: 20 }, (_, i) => ({ speech: `s${i}`, grade: 1 })) };
    expect(scoreQuery(many, Array.from({ length: 20 }, (_, i) => `s${i}`)).recall).toBe(1);
    expect(scoreQuery(query, [...Array.from({ length: 10 }, (_, i) => `z${i}`), 'a', 'b']).recall).toBe(0);
  });

  it('averages over queries', () => {
    expect(meanScores([scoreQuery(query, ['a', 'b']), scoreQuery(query, [])])).toEqual({ ndcg: 0.5, recall: 0.5 });
  });
});
