import { sql } from 'drizzle-orm';
import type { Database } from '@kakyere/db';
import type { SearchTsquery } from './build-search-tsquery.js';

/** How many of the first partial matches are ordered again (a page of 10 reaches them to the fifth). */
export const REORDERED = 50;

export interface PartialFeatures {
  id: string;
  /** Okapi BM25 of the speech (its words, heading and speaker), each search item by its rarity, as a share of the list's highest. */
  bm25: number;
  /** How many of the list's first ten stand in the same debate (business item), out of ten. */
  debateShare: number;
}

// Okapi BM25's usual constants (Robertson & Zaragoza 2009).
const K1 = 1.2;
const B = 0.75;

/**
 * What orders the first partial matches of a search nobody says in full: how often each speech says
 * each word, against its length, with the rarity of the words (BM25); how many of the first ten share
 * its debate. Read in one statement over the listed speeches' vectors.
 */
export async function partialFeatures(db: Database, ids: readonly string[], query: SearchTsquery): Promise<PartialFeatures[]> {
  if (ids.length === 0) return [];
  const items = query.items.map((item, i) => sql`(${i}::int, ${item})`);
  // A word's positions in the vector, under each of its forms (exact and stemmed): how often it is said.
  const found = await db.execute<{ id: string; hansard_id: string; heading: string | null; words: number; tf: Record<string, number> | null }>(sql`
    with c as (select s.id, s.hansard_id, s.heading, s.search_vector from speeches s where s.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})),
    items (i, q) as (values ${sql.join(items, sql`, `)}),
    lexemes as (select distinct i, (regexp_matches(querytree(q), '''([^'']+)''', 'g'))[1] as lexeme from items),
    said as (
      select c.id, l.i, max(cardinality(u.positions)) as tf
      from c cross join lateral unnest(c.search_vector) u join lexemes l on l.lexeme = u.lexeme
      group by c.id, l.i)
    select c.id, c.hansard_id, c.heading,
      (select coalesce(sum(cardinality(u.positions)), 0) from unnest(c.search_vector) u)::int as words,
      (select json_object_agg(said.i, said.tf) from said where said.id = c.id) as tf
    from c`);
  const byId = new Map(found.rows.map((row) => [row.id, row] as const));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const meanWords = rows.reduce((sum, row) => sum + Number(row.words), 0) / Math.max(1, rows.length) || 1;
  const bm25 = rows.map((row) =>
    Object.entries(row.tf ?? {}).reduce((sum, [i, tf]) => {
      const f = Number(tf);
      const w = query.weights[Number(i)] ?? 1;
      return sum + (w * f * (K1 + 1)) / (f + K1 * (1 - B + (B * Number(row.words)) / meanWords));
    }, 0),
  );
  const best = Math.max(...bm25, 0) || 1;
  const debateOf = (row: { hansard_id: string; heading: string | null; id: string }) => `${row.hansard_id}\u0000${row.heading ?? row.id}`;
  const firstTen = rows.slice(0, 10).map(debateOf);
  return rows.map((row, i) => ({
    id: row.id,
    bm25: bm25[i]! / best,
    debateShare: firstTen.filter((debate) => debate === debateOf(row)).length / 10,
  }));
}

/** What the order weighs, for a speech at `place` (0 first) in the list as found. */
export const orderFeatures = (features: PartialFeatures, place: number): number[] => [Math.log(1 + place), features.bm25, features.debateShare];

/*
 * Fitted by pairwise logistic regression on the 684 judged queries already read (`npm run
 * fit:search-order`), checked by leaving each of their 18 sets out in turn: 16 gained (decision 028).
 * The place in the list keeps what the earlier ranking knew; BM25 finds the turn that says the rare
 * words often for its length, where a long committee report says each once; the debate most of the
 * first ten stand in is the one the search is about.
 */
export const PARTIAL_ORDER_WEIGHTS: readonly number[] = [-0.65, 2.48, 0.87];

export interface PartialOrder {
  /** Weights of `orderFeatures` (the fitted ones unless given). */
  weights?: readonly number[];
  /** Told the features of the listed speeches, in the order found, whenever they are ordered again. */
  observe?: (features: PartialFeatures[]) => void;
}

/** The places of the rows once ordered by their weighed sum, highest first (ties keep their order). */
export function placesByScore(rows: readonly (readonly number[])[], weights: readonly number[]): number[] {
  const score = rows.map((row) => row.reduce((sum, x, k) => sum + x * (weights[k] ?? 0), 0));
  return rows.map((_, i) => i).sort((a, b) => score[b]! - score[a]! || a - b);
}

/** The listed partial matches in their new order: their place in the list, weighed with what they say. */
export async function reorderPartialMatches<T extends { id: string }>(db: Database, listed: readonly T[], query: SearchTsquery, order: PartialOrder = {}): Promise<T[]> {
  const features = await partialFeatures(db, listed.map((row) => row.id), query);
  order.observe?.(features);
  const byId = new Map(listed.map((row) => [row.id, row] as const));
  const ordered = placesByScore(features.map(orderFeatures), order.weights ?? PARTIAL_ORDER_WEIGHTS).flatMap((i) => byId.get(features[i]!.id) ?? []);
  // A speech gone since it was listed (its sitting stored again) has no features: it keeps its place at the end.
  return [...ordered, ...listed.filter((row) => !ordered.includes(row))];
}
