/**
 * Precision, recall and F1 of a predicted list against an expected one, with a one-to-one matching:
 * each expected item can be claimed by at most one predicted item, so a name printed two ways cannot
 * count twice. Duplicates are dropped first (by the `key` the caller gives), so the scores are over
 * distinct items.
 */

export interface Score {
  truePositives: number;
  /** Distinct items predicted. */
  predicted: number;
  /** Distinct items expected. */
  expected: number;
  /** TP / predicted; null when nothing was predicted (undefined, shown as "—"). */
  precision: number | null;
  /** TP / expected; null when nothing was expected. */
  recall: number | null;
  /** Harmonic mean of P and R; null when either is undefined, 0 when both are 0. */
  f1: number | null;
}

export interface SetComparison<P, E> extends Score {
  matched: [P, E][];
  /** Predicted items with no expected partner (false positives). */
  extra: P[];
  /** Expected items no prediction found (false negatives). */
  missed: E[];
}

export function scoreCounts(truePositives: number, predicted: number, expected: number): Score {
  const precision = predicted === 0 ? null : truePositives / predicted;
  const recall = expected === 0 ? null : truePositives / expected;
  const f1 = precision === null || recall === null ? null : precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { truePositives, predicted, expected, precision, recall, f1 };
}

/** Micro-average: counts summed over sittings, then P/R/F1 computed once (big sittings weigh more). */
export function microAverage(scores: readonly Score[]): Score {
  let tp = 0;
  let predicted = 0;
  let expected = 0;
  for (const s of scores) {
    tp += s.truePositives;
    predicted += s.predicted;
    expected += s.expected;
  }
  return scoreCounts(tp, predicted, expected);
}

/** Keeps the first item of each key, in order. */
export function distinctBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}

export interface CompareOptions<P, E> {
  /** Whether a predicted item is the expected one. Exact pairs are matched first, then these. */
  matches: (predicted: P, expected: E) => boolean;
  /** Strict equality, tried before `matches` so a loose match never takes an exact one's partner. */
  exact?: (predicted: P, expected: E) => boolean;
  /** Identity for removing duplicates on each side. */
  predictedKey?: (p: P) => string;
  expectedKey?: (e: E) => string;
}

/**
 * Scores `predicted` against `expected` with a maximum one-to-one matching (Kuhn's augmenting paths;
 * the lists are tens of items, so O(V·E) is nothing). Exact pairs are fixed first.
 */
export function compareSets<P, E>(predictedIn: readonly P[], expectedIn: readonly E[], options: CompareOptions<P, E>): SetComparison<P, E> {
  const predicted = options.predictedKey ? distinctBy(predictedIn, options.predictedKey) : [...predictedIn];
  const expected = options.expectedKey ? distinctBy(expectedIn, options.expectedKey) : [...expectedIn];
  const partnerOfExpected = new Array<number>(expected.length).fill(-1);
  const partnerOfPredicted = new Array<number>(predicted.length).fill(-1);

  if (options.exact) {
    for (let p = 0; p < predicted.length; p++) {
      const e = expected.findIndex((item, i) => partnerOfExpected[i] === -1 && options.exact!(predicted[p]!, item));
      if (e >= 0) {
        partnerOfExpected[e] = p;
        partnerOfPredicted[p] = e;
      }
    }
  }

  // Loose edges only between items the exact pass left free, so an exact pair is never undone.
  const edges = predicted.map((p, pi) =>
    partnerOfPredicted[pi] === -1 ? expected.flatMap((e, ei) => (partnerOfExpected[ei] === -1 && options.matches(p, e) ? [ei] : [])) : [],
  );
  const tryAssign = (p: number, visited: boolean[]): boolean => {
    for (const e of edges[p]!) {
      if (visited[e]) continue;
      visited[e] = true;
      const holder = partnerOfExpected[e]!;
      if (holder === -1 || tryAssign(holder, visited)) {
        partnerOfExpected[e] = p;
        partnerOfPredicted[p] = e;
        return true;
      }
    }
    return false;
  };
  for (let p = 0; p < predicted.length; p++) if (partnerOfPredicted[p] === -1) tryAssign(p, new Array<boolean>(expected.length).fill(false));

  const matched: [P, E][] = [];
  const extra: P[] = [];
  predicted.forEach((p, pi) => {
    const e = partnerOfPredicted[pi]!;
    if (e === -1) extra.push(p);
    else matched.push([p, expected[e]!]);
  });
  const missed = expected.filter((_, ei) => partnerOfExpected[ei] === -1);
  return { ...scoreCounts(matched.length, predicted.length, expected.length), matched, extra, missed };
}
