/**
 * Relevance of the search against hand judgments (bench/eval/search/*.json): nDCG@10 with graded
 * gains (2: about it, 1: mentions it), and recall@10 as the share of the relevant speeches the
 * first ten hold, out of at most ten (a query with 23 relevant speeches scores 1 when its first ten
 * are all relevant). Both averaged over the queries of a half.
 */

export interface Judgment {
  speech: string;
  grade: number;
}

export interface JudgedQuery {
  id: string;
  query: string;
  kind: string;
  need: string;
  relevant: Judgment[];
}

export interface JudgmentFile {
  half: string;
  sittings: string[];
  queries: JudgedQuery[];
}

export interface QueryScore {
  id: string;
  query: string;
  kind: string;
  ndcg: number;
  recall: number;
  relevant: number;
  found: number;
}

export const CUTOFF = 10;

const gain = (grade: number) => 2 ** grade - 1;
const discount = (rank: number) => 1 / Math.log2(rank + 2);

export function scoreQuery(query: JudgedQuery, ranked: readonly string[]): QueryScore {
  const grades = new Map(query.relevant.map((j) => [j.speech, j.grade] as const));
  const top = ranked.slice(0, CUTOFF);
  const dcg = top.reduce((sum, id, rank) => sum + gain(grades.get(id) ?? 0) * discount(rank), 0);
  const ideal = [...grades.values()]
    .sort((a, b) => b - a)
    .slice(0, CUTOFF)
    .reduce((sum, grade, rank) => sum + gain(grade) * discount(rank), 0);
  const found = top.filter((id) => grades.has(id)).length;
  const possible = Math.min(CUTOFF, grades.size);
  return {
    id: query.id,
    query: query.query,
    kind: query.kind,
    ndcg: ideal === 0 ? 0 : dcg / ideal,
    recall: possible === 0 ? 0 : found / possible,
    relevant: grades.size,
    found,
  };
}

export function meanScores(scores: readonly QueryScore[]): { ndcg: number; recall: number } {
  const mean = (f: (s: QueryScore) => number) => (scores.length === 0 ? 0 : scores.reduce((sum, s) => sum + f(s), 0) / scores.length);
  return { ndcg: mean((s) => s.ndcg), recall: mean((s) => s.recall) };
}
