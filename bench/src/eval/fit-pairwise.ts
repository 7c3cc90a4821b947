/**
 * Pairwise logistic regression (RankNet's loss with a linear score): for each query, every pair of
 * listed speeches the judges graded differently should score in the judges' order. Each pair is
 * weighed by the gap in their gains (2^grade), a query's pairs together count as one, and an L2
 * penalty keeps the weights small. Plain gradient descent from zero: the same answer every run.
 */

export interface RankedList {
  /** One row of features per listed speech, in the order listed. */
  features: number[][];
  /** The judges' grade of each (0: not judged relevant). */
  grades: number[];
}

export interface FitOptions {
  l2?: number;
  steps?: number;
  rate?: number;
}

export function fitPairwise(lists: readonly RankedList[], { l2 = 1, steps = 400, rate = 0.1 }: FitOptions = {}): number[] {
  const width = lists.find((l) => l.features.length > 0)?.features[0]?.length ?? 0;
  const diffs: number[][] = [];
  const weights: number[] = [];
  let queries = 0;
  for (const { features, grades } of lists) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < grades.length; i += 1) for (let j = 0; j < grades.length; j += 1) if (grades[i]! > grades[j]!) pairs.push([i, j]);
    if (pairs.length === 0) continue;
    queries += 1;
    for (const [i, j] of pairs) {
      diffs.push(features[i]!.map((x, k) => x - features[j]![k]!));
      weights.push((2 ** grades[i]! - 2 ** grades[j]!) / pairs.length);
    }
  }
  const beta = new Array<number>(width).fill(0);
  if (queries === 0) return beta;
  for (let step = 0; step < steps; step += 1) {
    const gradient = beta.map((b) => l2 * b);
    diffs.forEach((d, p) => {
      const margin = d.reduce((sum, x, k) => sum + x * beta[k]!, 0);
      const wrong = 1 / (1 + Math.exp(Math.max(-30, Math.min(30, margin))));
      for (let k = 0; k < width; k += 1) gradient[k]! -= d[k]! * weights[p]! * wrong;
    });
    for (let k = 0; k < width; k += 1) beta[k]! -= (rate * gradient[k]!) / 10;
  }
  return beta;
}
