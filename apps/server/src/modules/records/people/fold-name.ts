import { sql, type SQL } from 'drizzle-orm';

/**
 * `haystack` (folded, with a space before it) holds every word of the search at the start of one
 * of its words, in any order. Words come from searchWords, so hold only a–z and 0–9: nothing to
 * escape in LIKE. The names searched are kept folded by the database (the `folded_*` columns).
 */
export function holdsEveryWord(spacedHaystack: SQL, words: readonly string[]): SQL {
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map((word) => sql`${spacedHaystack} like ${`% ${word}%`}`),
    sql` and `,
  );
}
