import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@kakyere/db';
import { ENGLISH_STOP_WORDS } from './english-stop-words.js';

/** A word the best matches share, and how much it tells of what they are about. */
export interface FeedbackTerm {
  word: string;
  weight: number;
}

// The best matches read: few, so the statement reads a handful of vectors whatever the search.
export const FEEDBACK_SPEECHES = 10;
// The words kept, and how many of the best matches must say one (a word one speech says is its own, not the topic's).
const FEEDBACK_TERMS = 10;
const MIN_SHARED_BY = 2;
const MIN_WORD_LENGTH = 3;
// The House's formulae, said in every sitting whatever its business ("I thank the Hon Member", "the
// House do now adjourn"), as written and as stemmed: never what an exchange is about. In a record of
// a few sittings, as a new install holds, they are not yet common enough for their rarity to say so.
const FORMULA_WORDS: ReadonlySet<string> = new Set(['house', 'hous', 'speaker', 'hon', 'honourable', 'honour', 'member', 'members', 'mr', 'mrs', 'madam', 'thank', 'thanks', 'beg', 'order', 'colleague', 'colleagues']);
// Said rarely: by at most a tenth of the speeches. "Minister" and "thank" are shared by the turns of
// any exchange; with the record's true size they would otherwise count (decision 027).
const RARE_SHARE = 0.1;

/**
 * Pseudo-relevance feedback: the words the best matches of a search have in common that the record
 * says rarely ("acting", "attorney", "kunbuor" beside "cabinet reshuffle"), each weighted by how many
 * of them say it and by its rarity in the record (IDF, from the search_words vocabulary). Speeches
 * that say the topic in other words are found by these. Reads only the given speeches' vectors.
 */
export async function feedbackTerms(db: Database, ids: readonly string[], exclude: ReadonlySet<string>, speeches: number): Promise<FeedbackTerm[]> {
  if (ids.length < MIN_SHARED_BY) return [];
  // A lexeme stands once in a vector: counting rows counts the speeches. Only the shared ones are looked up.
  const found = await db.execute<{ word: string; shared: number; uses: number }>(sql`
    with shared as (
      select u.lexeme, count(*)::int as shared
      from speeches s cross join lateral unnest(tsvector_to_array(s.search_vector)) as u(lexeme)
      where s.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      group by u.lexeme
      having count(*) >= ${MIN_SHARED_BY}
    )
    select shared.lexeme as word, shared.shared, w.speeches as uses
    from shared join search_words w on w.word = shared.lexeme`);
  const total = Math.max(speeches, 1);
  return found.rows
    .filter((row) => row.word.length >= MIN_WORD_LENGTH && /[a-z]/.test(row.word) && !ENGLISH_STOP_WORDS.has(row.word) && !exclude.has(row.word))
    .filter((row) => Number(row.uses) <= RARE_SHARE * total && !FORMULA_WORDS.has(row.word))
    .map((row) => ({ word: row.word, weight: (Number(row.shared) / ids.length) * Math.max(0, Math.log(total / (1 + Number(row.uses)))) }))
    .filter((term) => term.weight > 0)
    .sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : 1))
    .slice(0, FEEDBACK_TERMS);
}

/** How much of the feedback a speech `s` says: the weights of the words it has, as SQL. */
export function feedbackScore(terms: readonly FeedbackTerm[]): SQL {
  if (terms.length === 0) return sql`0::float8`;
  return sql`(${sql.join(terms.map((term) => sql`(s.search_vector @@ to_tsquery('simple', ${term.word}))::int * ${term.weight}::float8`), sql` + `)})`;
}
