import { sql, type SQL } from 'drizzle-orm';
import { memberPath, personUrlId, SEARCH_COUNT_CAP, speechAnchor, type SearchFilters, type SearchSort, type SearchSpeech } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import type { SearchTsquery } from './build-search-tsquery.js';
import { makeExcerpt, type ExcerptTerms } from './make-excerpt.js';
import { speechFilterConditions } from './search-filters-sql.js';

export interface SpeechSearch {
  query: SearchTsquery;
  filters: SearchFilters;
  sort: SearchSort;
  limit: number;
  offset: number;
  excerpt: ExcerptTerms;
}

type SpeechHit = {
  id: string;
  hansard_id: string;
  sitting_date: string;
  title: string;
  heading: string | null;
  label: string;
  person_id: string | null;
  person_name: string | null;
  text: string;
};

export interface SpeechResults {
  rows: SearchSpeech[];
  /** Speeches that say every word: first, and all a sort by date lists. */
  total: number;
  /** Then those that say some of the words (a search of several), best first. */
  partial: number;
}

/*
 * Relevance, from what the judged queries of bench/eval/search (TUNE) showed: a speech's own words
 * count most; the business item it belongs to (its heading) finds the replies and questions of an
 * exchange that never repeat the topic, and who said it joins a Member's name to a topic. Weights are
 * ts_rank's, in the order {D words, C heading, B unused, A who said it}. A very short speech (a ruling,
 * "Question put") is mostly procedure: its rank is scaled down by its length.
 */
const RANK_WEIGHTS = process.env.KK_W ?? '{1, 0.4, 0, 0.4}';
const RANK_NORMALISATION = Number(process.env.KK_N ?? 0);
const SHORT_SPEECH_LEXEMES = Number(process.env.KK_S ?? 150);

function rankOf(query: SQL): SQL {
  return sql`(ts_rank(${RANK_WEIGHTS}::float4[], s.search_vector, ${query}, ${RANK_NORMALISATION}) * least(1.0, ln(1 + length(s.search_vector)) / ln(1 + ${SHORT_SPEECH_LEXEMES}::float8)))`;
}

/** How many of the words and phrases a speech says, for ranking partial matches. */
function coverageOf(items: readonly SQL[]): SQL {
  return sql`(${sql.join(items.map((item) => sql`(s.search_vector @@ ${item})::int`), sql` + `)})`;
}

const SELECT = sql`s.id, s.hansard_id, s.sitting_date::text as sitting_date, h.title, s.heading, s.label, s.person_id, p.name as person_name, s.text
  from speeches s join hansards h on h.id = s.hansard_id left join persons p on p.id = s.person_id`;

/**
 * Speeches that say every word and phrase, one result per speech however often it says them, from
 * any number of sittings; sorted by relevance, then those that say only some of the words follow
 * (the most of them first). Sorted newest first, only full matches.
 */
export async function searchSpeeches(db: Database, search: SpeechSearch): Promise<SpeechResults> {
  const filters = speechFilterConditions(search.filters);
  const whereAll = sql.join([sql`s.search_vector @@ ${search.query.all}`, ...filters], sql` and `);
  const total = await countCapped(db, sql`select 1 from speeches s where ${whereAll}`);
  const { limit, offset } = search;
  const rows: SpeechHit[] = [];
  if (offset < total) {
    const order =
      search.sort === 'newest'
        ? sql`s.sitting_date desc, s.hansard_id, s.position`
        : sql`${rankOf(search.query.all)} desc, s.sitting_date desc, s.hansard_id, s.position`;
    const found = await db.execute<SpeechHit>(sql`select ${SELECT} where ${whereAll} order by ${order} limit ${limit} offset ${offset}`);
    rows.push(...found.rows);
  }
  let partial = 0;
  if (search.sort === 'relevance' && search.query.items.length > 1) {
    const wherePartial = sql.join([sql`s.search_vector @@ ${search.query.any}`, sql`not (s.search_vector @@ ${search.query.all})`, ...filters], sql` and `);
    partial = await countCapped(db, sql`select 1 from speeches s where ${wherePartial}`);
    if (rows.length < limit && partial > 0) {
      const found = await db.execute<SpeechHit>(sql`select ${SELECT} where ${wherePartial}
        order by ${coverageOf(search.query.items)} desc, ${rankOf(search.query.any)} desc, s.sitting_date desc, s.hansard_id, s.position
        limit ${limit - rows.length} offset ${Math.max(0, offset - total)}`);
      rows.push(...found.rows);
    }
  }
  return { rows: rows.map((row) => toSearchSpeech(row, search.excerpt)), total, partial };
}

/** How many rows `select` gives, counted up to the cap. */
export async function countCapped(db: Database, select: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${select} limit ${SEARCH_COUNT_CAP}) counted`);
  return Number(result.rows[0]?.n ?? 0);
}

function toSearchSpeech(row: SpeechHit, terms: ExcerptTerms): SearchSpeech {
  return {
    id: row.id,
    hansardId: row.hansard_id,
    date: row.sitting_date,
    sittingTitle: row.title,
    heading: row.heading,
    label: row.label,
    person: row.person_id && row.person_name ? { id: personUrlId(row.person_id), name: row.person_name, url: memberPath(personUrlId(row.person_id), row.person_name) } : null,
    excerpt: makeExcerpt(row.text, terms),
    url: `/hansards/${encodeURIComponent(row.hansard_id)}#${speechAnchor(row.id)}`,
  };
}
