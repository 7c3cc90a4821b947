import { describe, expect, it } from 'vitest';
import { placesByScore } from '../../../apps/server/src/modules/records/search/reorder-partial-matches.js';
import { fitPairwise } from './fit-pairwise.js';

describe('fitPairwise', () => {
  // The judged speech says the rare word often (second feature); the place found (first) misleads.
  const lists = [
    { features: [[0, 0.1], [1, 0.9], [2, 0.2]], grades: [0, 2, 0] },
    { features: [[0, 0.3], [1, 0.2], [2, 1.0]], grades: [0, 0, 1] },
    { features: [[0, 0.8], [1, 0.1], [2, 0.4]], grades: [2, 0, 1] },
  ];

  it('learns the feature the judges follow, and puts their speeches first', () => {
    const beta = fitPairwise(lists);
    expect(beta[1]).toBeGreaterThan(0);
    expect(beta[1]).toBeGreaterThan(Math.abs(beta[0]!));
    expect(placesByScore(lists[0]!.features, beta)[0]).toBe(1);
    expect(placesByScore(lists[1]!.features, beta)[0]).toBe(2);
    expect(placesByScore(lists[2]!.features, beta).slice(0, 2)).toEqual([0, 2]);
  });

  it('gives the same weights every run, and none from lists the judges graded alike', () => {
    expect(fitPairwise(lists)).toEqual(fitPairwise(lists));
    expect(fitPairwise([{ features: [[1, 2], [3, 4]], grades: [1, 1] }])).toEqual([0, 0]);
  });

  it('keeps ties in the order found', () => {
    expect(placesByScore([[1], [1], [1]], [2])).toEqual([0, 1, 2]);
  });
});
