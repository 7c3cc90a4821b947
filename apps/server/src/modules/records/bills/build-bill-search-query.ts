import { sql, type SQL } from 'drizzle-orm';

/**
 * Turns what a person typed into a tsquery that tolerates case, punctuation, hyphens and partial
 * words: every word must match as a prefix, either as typed with hyphens dropped ("e-levy" →
 * "elevy", found through the bill's search terms) or part by part ("e" and "levy"), in the plain
 * ('simple') and the stemmed ('english') vocabularies. Returns undefined when nothing searchable
 * is left. Terms reach Postgres only as bound parameters.
 */
// "Bill" is in nearly every record, so beside other words it only slows ranking and adds noise.
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'on', 'for', 'by', 'with', 'bill', 'bills']);

export function buildBillSearchQuery(text: string, mode: 'all' | 'any' = 'all'): SQL | undefined {
  const typed = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/\s+/)
    .map((word) => word.split(/[^\p{L}\p{N}]+/u).filter(Boolean))
    .filter((parts) => parts.length > 0);
  // "the right to information" should find the RTI bill: small words only count when alone.
  const meaningful = typed.filter((parts) => parts.length > 1 || !STOP_WORDS.has(parts[0]!));
  const words = meaningful.length > 0 ? meaningful : typed;
  if (words.length === 0) return undefined;
  const prefix = (config: 'simple' | 'english', term: string) => sql`to_tsquery(${config}::regconfig, ${`${term}:*`})`;
  const either = (term: string) => sql`(${prefix('simple', term)} || ${prefix('english', term)})`;
  const clauses = words.map((parts) => {
    const joined = either(parts.join(''));
    if (parts.length === 1) return joined;
    const all = sql.join(parts.map(either), sql` && `);
    return sql`(${joined} || (${all}))`;
  });
  // Parenthesised: @@ binds tighter than && and || on tsqueries.
  return sql`(${sql.join(clauses, mode === 'all' ? sql` && ` : sql` || `)})`;
}

/**
 * What a person typed, in the form bill nicknames are compared in (bill-repository): lower-case
 * ASCII letters and digits without the words bill, bills, act and the, so "E-Levy", "e levy" and
 * "the E-Levy bill" all give "elevy". Undefined when under two characters are left.
 */
export function nicknameKey(text: string): string | undefined {
  const key = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\b(?:bills?|act|the)\b/g, '')
    .replace(/[^a-z0-9]/g, '');
  return key.length >= 2 ? key : undefined;
}
