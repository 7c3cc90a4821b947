import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@kakyere/db';
import { searchBillSectionRows, type BillSectionRecord } from './bill-text-repository.js';

export interface RankedBillSection extends BillSectionRecord {
  /** ts_rank of the section for the query: higher is better; a heading match weighs ten times a match in the text. */
  rank: number;
}

/** At most this many sections are returned, whatever `limit` asks. */
export const MAX_SECTION_RESULTS = 50;
/** Words kept from a query; a question is short (140 characters), a pasted paragraph is cut. */
const MAX_QUERY_WORDS = 32;

/**
 * The sections of a bill's text that bear on `query` (a question or a few words), best first.
 * Any word may match, stemmed in English ("levies" finds "levy"), and sections matching more of the
 * words, or matching them in their heading, rank higher. English stop words ("who", "the", "does")
 * are ignored. Empty when nothing searchable is left, the bill has no text, or there is no such bill.
 */
export async function searchBillSections(db: Database, billId: string, query: string, limit = 10): Promise<RankedBillSection[]> {
  const tsquery = buildSectionQuery(query);
  if (!tsquery) return [];
  const bounded = Math.min(Math.max(1, Math.floor(limit)), MAX_SECTION_RESULTS);
  return searchBillSectionRows(db, billId, tsquery, bounded);
}

/**
 * The query's words (letters and digits only, so no tsquery syntax gets through) joined with "or"
 * for websearch_to_tsquery, which stems them and drops stop words without failing on any input.
 * The words reach PostgreSQL as a bound parameter.
 */
export function buildSectionQuery(text: string): SQL | undefined {
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word !== '' && word !== 'or'),
    ),
  ].slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return undefined;
  return sql`websearch_to_tsquery('english', ${words.join(' or ')})`;
}
