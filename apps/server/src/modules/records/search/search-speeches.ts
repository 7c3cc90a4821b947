import { sql, type SQL } from 'drizzle-orm';
import { memberPath, personUrlId, SEARCH_COUNT_CAP, speechAnchor, type SearchFilters, type SearchSort, type SearchSpeech } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import type { SearchTsquery } from './build-search-tsquery.js';
import { closenessScore, DEBATE_SHARE } from './closeness-score.js';
import { feedbackScore, feedbackTerms, FEEDBACK_SPEECHES, type FeedbackTerm } from './feedback-terms.js';
import { makeExcerpt, type ExcerptTerms } from './make-excerpt.js';
import { REORDERED, reorderPartialMatches, type PartialOrder } from './reorder-partial-matches.js';
import { speechFilterConditions } from './search-filters-sql.js';

export interface SpeechSearch {
  query: SearchTsquery;
  filters: SearchFilters;
  sort: SearchSort;
  limit: number;
  offset: number;
  excerpt: ExcerptTerms;
  /** About how many speeches the record holds: how rare a word of the best matches is. */
  speeches?: number;
  /** How the first partial matches are ordered again (the fitted weights unless given). */
  partialOrder?: PartialOrder;
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
  /** Then the turns of the same exchanges, and those that say some of the words (a search of several). */
  partial: number;
}

/*
 * Relevance, from what the judged queries of bench/eval/search (TUNE) showed: a speech's own words
 * count most; the business item it belongs to (its heading) finds the replies and questions of an
 * exchange that never repeat the topic, and who said it joins a Member's name to a topic. Weights are
 * ts_rank's, in the order {D words, C heading, B unused, A who said it}. A very short speech (a ruling,
 * "Question put") is mostly procedure: its rank is scaled down by its length.
 */
const RANK_WEIGHTS = '{1, 0.4, 0, 0.4}';
// A search of names alone asks for a Member: their own speeches first, then those that name them.
// Who said it counts 1.5 times the words (ts_rank takes weights up to 1: the others are scaled down).
const NAME_RANK_WEIGHTS = '{0.67, 0.27, 0, 1}';
const RANK_NORMALISATION = 0;
const SHORT_SPEECH_LEXEMES = 150;

function rankOf(query: SQL, namesOnly = false): SQL {
  return sql`(ts_rank(${namesOnly ? NAME_RANK_WEIGHTS : RANK_WEIGHTS}::float4[], s.search_vector, ${query}, ${RANK_NORMALISATION}) * least(1.0, ln(1 + length(s.search_vector)) / ln(1 + ${SHORT_SPEECH_LEXEMES}::float8)))`;
}

/** Each word or phrase of the search by its rarity, times whether `says` it (1 or 0). */
function weighedBy(query: SearchTsquery, says: (item: SQL) => SQL): SQL {
  return sql`(${sql.join(query.items.map((item, i) => sql`${says(item)} * ${query.weights[i] ?? 1}::float8`), sql` + `)})`;
}

/** How much of the search a speech says, each word or phrase by its rarity: for ranking partial matches. */
function coverageOf(query: SearchTsquery): SQL {
  return weighedBy(query, (item) => sql`(s.search_vector @@ ${item})::int`);
}

/**
 * How much of the search the speeches of a business item (a debate) say together: an aggregate over
 * the debate's rows, or with `window`, a window over the rows of the statement (the partial matches
 * of a pool weighed by the debate they stand in, without another read).
 */
function debateCoverageOf(query: SearchTsquery, window = false): SQL {
  const over = window ? sql` over (partition by s.hansard_id, coalesce(s.heading, s.id))` : sql``;
  return weighedBy(query, (item) => sql`max((s.search_vector @@ ${item})::int)${over}`);
}

const SELECT = sql`s.id, s.hansard_id, s.sitting_date::text as sitting_date, h.title, s.heading, s.label, s.person_id, p.name as person_name, s.text
  from speeches s join hansards h on h.id = s.hansard_id left join persons p on p.id = s.person_id`;

// The replies and questions around the best matches, in the same business item: an exchange on a
// topic names it once and goes on without it ("Shift System in New Juaben South Schools").
const EXCHANGE_SEEDS = 20;
// Three turns either side; beyond the next turn, only those that say something of the search or of
// its feedback count as near (bench/eval/search/README.md).
const EXCHANGE_REACH = 3;
// The partial matches ranked again beside those turns, by what they say of the search and of its feedback.
const PARTIAL_RESCORED = 30;
// When nothing says it all, the partial matches read in one statement: the seeds, and enough beyond the
// turns of their exchanges (three either side of each) for the leading ones.
const PARTIAL_TOP_READ = EXCHANGE_SEEDS + 2 * EXCHANGE_REACH * EXCHANGE_SEEDS + PARTIAL_RESCORED;

type Seed = { id: string; hansard_id: string; heading: string | null; position: number };

/** The turns within reach of the seeds, in their business item, that do not say it all: each with how near its nearest seed is. */
async function exchangesAround(db: Database, seeds: readonly Seed[], all: SQL, filters: SQL[], exclude: readonly string[]): Promise<Map<string, number>> {
  if (seeds.length === 0) return new Map();
  const found = await db.execute<{ id: string; distance: number }>(sql`
    with seeds (hansard_id, heading, position) as (values ${sql.join(
      seeds.map((r) => sql`(${r.hansard_id}, ${r.heading}, ${Number(r.position)}::int)`),
      sql`, `,
    )})
    select s.id, min(abs(s.position - seeds.position))::int as distance
    from seeds join speeches s on s.hansard_id = seeds.hansard_id and s.heading = seeds.heading
      and s.position between seeds.position - ${EXCHANGE_REACH} and seeds.position + ${EXCHANGE_REACH}
    where not (s.search_vector @@ ${all}) ${exclude.length ? sql`and s.id not in (${sql.join(exclude.map((id) => sql`${id}`), sql`, `)})` : sql``}
      ${filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``}
    group by s.id`);
  return new Map(found.rows.map((row) => [row.id, Number(row.distance)] as const));
}

// The debates that say a topic most, among its latest mentions, whose turns by the Member searched for come next.
const TOPIC_MENTIONS = 200;
const TOPIC_DEBATES = 10;
const SPEAKER_TURNS = 30;

/**
 * A search of a Member and a topic ("Kan-Dapaah cocoa board loan"): the Member's turns in the
 * debates (business items) that say the topic, though a turn may not say it again ("I have a
 * suggestion for the House: since we have not had time to study the facility…"). Those that say
 * the most of the search first.
 */
async function speakerTurnsOnTopic(db: Database, query: SearchTsquery, filters: SQL[]): Promise<string[]> {
  if (!query.speakerAndTopic) return [];
  const { speaker, topic } = query.speakerAndTopic;
  const found = await db.execute<{ id: string }>(sql`
    with said as (
      select s.hansard_id, s.heading from speeches s where s.search_vector @@ ${topic} and s.heading is not null
      order by s.sitting_date desc nulls last, s.hansard_id, s.position limit ${TOPIC_MENTIONS}),
    debates as (select hansard_id, heading, count(*) as n from said group by hansard_id, heading order by n desc, hansard_id desc limit ${TOPIC_DEBATES})
    select s.id from debates d join speeches s on s.hansard_id = d.hansard_id and s.heading = d.heading
    where s.search_vector @@ ${speaker} and not (s.search_vector @@ ${query.all}) ${filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``}
    order by ${coverageOf(query)} desc, d.n desc, s.sitting_date desc, s.hansard_id, s.position
    limit ${SPEAKER_TURNS}`);
  return found.rows.map((row) => row.id);
}

type Rescored = { id: string; score: number };

/**
 * The turns of the best exchanges and the leading partial matches in one order: how much of the
 * search each says (by rarity), how much of its feedback (the words the best matches share), and how
 * near it stands to one of them.
 */
async function rescore(db: Database, ids: readonly string[], query: SearchTsquery, feedback: readonly FeedbackTerm[], near: ReadonlyMap<string, number>): Promise<Rescored[]> {
  if (ids.length === 0) return [];
  // Each candidate's debate read whole, once: every speech under its heading in its sitting, looked up
  // by its sitting (joined, the planner read the speeches of every sitting in order: 50 ms at 100,000).
  const found = await db.execute<{ id: string; coverage: number; debate_coverage: number | null; feedback: number; rank: number; sitting_date: string; hansard_id: string; position: number }>(sql`
    with candidates as (
      select s.id, s.hansard_id, s.heading, s.position, s.sitting_date, ${coverageOf(query)} as coverage, ${feedbackScore(feedback)} as feedback, ${rankOf(query.any)} as rank
      from speeches s where s.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})),
    debates as (
      select d.hansard_id, d.heading, debate.coverage
      from (select distinct hansard_id, heading from candidates where heading is not null) d
      cross join lateral (select ${debateCoverageOf(query)} as coverage from speeches s where s.hansard_id = d.hansard_id and s.heading = d.heading) debate)
    select c.id, c.coverage, d.coverage as debate_coverage, c.feedback, c.rank, c.sitting_date::text as sitting_date, c.hansard_id, c.position
    from candidates c left join debates d on d.hansard_id = c.hansard_id and d.heading = c.heading`);
  const coverageMax = query.weights.reduce((sum, w) => sum + w, 0);
  const feedbackMax = feedback.reduce((sum, term) => sum + term.weight, 0);
  return found.rows
    .map((row) => {
      const coverage = Number(row.coverage);
      const candidate = { coverage, debateCoverage: row.debate_coverage === null ? coverage : Number(row.debate_coverage), feedback: Number(row.feedback), distance: near.get(row.id) };
      return { ...row, score: closenessScore(candidate, coverageMax, feedbackMax) };
    })
    // As close: the one whose own words say it (ts_rank: its text before its heading).
    .sort((a, b) => b.score - a.score || Number(b.rank) - Number(a.rank) || (a.sitting_date < b.sitting_date ? 1 : a.sitting_date > b.sitting_date ? -1 : 0) || (a.hansard_id < b.hansard_id ? -1 : a.hansard_id > b.hansard_id ? 1 : 0) || a.position - b.position);
}

interface Tier {
  match: SearchSpeech['match'];
  /** When its speeches differ: those of an exchange, some of which say part of the search. */
  matchOf?: (id: string) => SearchSpeech['match'];
  count: number;
  /** The ids of its speeches from `offset`, in order: a page's speeches are read once, when it is set. */
  ids(offset: number, limit: number): Promise<string[]>;
}

type Listed = { id: string; match: SearchSpeech['match'] };

/**
 * Relevance ranks at most this many of the speeches that say it all, the newest of them: ranking
 * reads every candidate's vector, and a common word's 100,000 matches took seconds where these take
 * tens of milliseconds. Found newest first along speeches_date_idx, or from the GIN index and sorted
 * when the word is rare (the planner's choice). As many as the counts show and a reader pages
 * through (100 pages of 10); deeper pages reach only the later tiers. Decision record 021.
 */
const RANKED = SEARCH_COUNT_CAP;

/**
 * Speeches that say every word and phrase, one result per speech however often it says them, from
 * any number of sittings. Sorted by relevance, they come in three tiers: those that say it all; then
 * the turns of the same exchanges (beside the best of those, under the same business item); then,
 * for a search of several words, those that say some of them (the rarest words first). Sorted newest
 * first, only those that say it all.
 */
export async function searchSpeeches(db: Database, search: SpeechSearch): Promise<SpeechResults> {
  // One transaction with settings for these statements alone. The planner takes a word's
  // exact and stemmed forms ('hospital' | 'hospit') for independent, doubles its estimate and then
  // reads the table in order under LIMIT (a tsvector match costs it ~5 µs a row, not the 0.0025 ms it
  // assumes): the GIN index is always the better start. A BitmapAnd of a common word and a busy
  // Member's speeches outgrows the default 4 MB and turns lossy (130,000 rows rechecked). JIT
  // compiles for 60–150 ms what runs in 100.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local work_mem = '32MB'`);
    await tx.execute(sql`set local jit = off`);
    return searchSpeechesIn(tx as unknown as Database, search);
  });
}

async function searchSpeechesIn(db: Database, search: SpeechSearch): Promise<SpeechResults> {
  const filters = speechFilterConditions(search.filters);
  const whereAll = sql.join([sql`s.search_vector @@ ${search.query.all}`, ...filters], sql` and `);
  const total = await countCapped(db, sql`select 1 from speeches s where ${whereAll}`);
  // As speeches_date_idx is ordered (DESC NULLS LAST): "desc" alone is NULLS FIRST, and no index serves it.
  const newest = sql`s.sitting_date desc nulls last, s.hansard_id, s.position`;
  if (search.sort === 'newest') {
    const rows = search.offset < total ? (await db.execute<SpeechHit>(sql`select ${SELECT} where ${whereAll} order by ${newest} limit ${search.limit} offset ${search.offset}`)).rows : [];
    return { rows: rows.map((row) => toSearchSpeech(row, 'all', search.excerpt)), total, partial: 0 };
  }
  // The full matches ranked once, for the page and for the exchanges' seeds.
  const reach = Math.min(RANKED, Math.max(2 * EXCHANGE_SEEDS, search.offset + search.limit));
  const ranked =
    total === 0
      ? []
      : (
          await db.execute<Seed>(sql`
            select s.id, s.hansard_id, s.heading, s.position
            from (select s.id, s.hansard_id, s.heading, s.position, s.sitting_date, s.search_vector from speeches s where ${whereAll} order by ${newest} limit ${RANKED}) s
            order by ${rankOf(search.query.all, search.query.namesOnly)} desc, s.sitting_date desc, s.hansard_id, s.position
            limit ${reach}`)
        ).rows;
  const tiers: Tier[] = [{ match: 'all', count: Math.min(total, RANKED), ids: async (offset, limit) => ranked.slice(offset, offset + limit).map((r) => r.id) }];
  const onTopic = await speakerTurnsOnTopic(db, search.query, filters);
  tiers.push({ match: 'exchange', count: onTopic.length, ids: async (offset, limit) => onTopic.slice(offset, offset + limit) });
  const several = search.query.items.length > 1;
  // The partial matches a page ranks: for each word or phrase, the newest RANKED speeches that say it
  // (all of them for a rare word, the ones that lead), so ranking never reads every speech that says a
  // common word ("education": 19,000 of 100,000) when it is typed beside a rare one.
  // An array, so the pool's speeches are then read by their ids: joined to the pool, the planner read
  // every speech in key order to hash them (90 ms of 260 at 100,000 for a question of eight words).
  const partialPool = (where: SQL) =>
    sql`array(${sql.join(
      search.query.items.map((item) => sql`(select s.id from speeches s where s.search_vector @@ ${item} and ${where} order by ${newest} limit ${RANKED})`),
      sql` union `,
    )})`;
  const partialRanked = (where: SQL, columns: SQL, limit: number, offset = 0) =>
    sql`select ${columns} from (
        select s.id, s.hansard_id, s.heading, s.position, s.sitting_date, s.search_vector, ${debateCoverageOf(search.query, true)} as debate_coverage
        from speeches s where s.id = any(${partialPool(where)})) s
      order by ${coverageOf(search.query)} + ${DEBATE_SHARE}::float8 * s.debate_coverage desc, ${rankOf(search.query.any)} desc, s.sitting_date desc, s.hansard_id, s.position limit ${limit} offset ${offset}`;
  const partialWhere = (exclude: readonly string[]) =>
    sql.join(
      [
        sql`s.search_vector @@ ${search.query.any}`,
        sql`not (s.search_vector @@ ${search.query.all})`,
        ...(exclude.length ? [sql`s.id not in (${sql.join(exclude.map((id) => sql`${id}`), sql`, `)})`] : []),
        ...filters,
      ],
      sql` and `,
    );
  // The best matches: those that say it all, else (a search of several words nobody says together) those that say most of it.
  // Read once for both uses: the seeds, and the leading partial matches once their exchanges are set aside.
  const partialTop =
    total > 0 || !several
      ? undefined
      : (await db.execute<Seed>(partialRanked(partialWhere([]), sql`s.id, s.hansard_id, s.heading, s.position`, PARTIAL_TOP_READ))).rows;
  const best = partialTop?.slice(0, EXCHANGE_SEEDS) ?? ranked;
  const context = await exchangesAround(db, best.filter((r) => r.heading !== null).slice(0, EXCHANGE_SEEDS), search.query.all, filters, onTopic);
  const contextIds = [...context.keys()];
  const wherePartial = partialWhere([...onTopic, ...contextIds]);
  const partial = several ? await countCapped(db, sql`select 1 from speeches s where ${wherePartial}`) : 0;
  // Read only when a page reaches them: the leading partial matches (ordering them reads the pool),
  // the feedback and the scores.
  const leadingCount = Math.min(PARTIAL_RESCORED, partial);
  let closest: Promise<Rescored[]> | undefined;
  const rankClosest = async () => {
    const setAside = new Set([...onTopic, ...contextIds]);
    const fromTop = (partialTop ?? []).filter((r) => !setAside.has(r.id)).slice(0, leadingCount).map((r) => r.id);
    const leading =
      fromTop.length >= leadingCount || (partialTop && partialTop.length < PARTIAL_TOP_READ)
        ? fromTop
        : (await db.execute<{ id: string }>(partialRanked(wherePartial, sql`s.id`, leadingCount))).rows.map((r) => r.id);
    const feedback = await feedbackTerms(db, best.slice(0, FEEDBACK_SPEECHES).map((r) => r.id), new Set([...search.excerpt.words, ...search.excerpt.stems]), search.speeches ?? 0);
    return rescore(db, [...contextIds, ...leading], search.query, feedback, context);
  };
  tiers.push({
    match: 'some',
    count: context.size + leadingCount,
    // A best match itself (when none says it all) says part of the search; the turns around it are its exchange.
    matchOf: (id) => ((context.get(id) ?? 0) > 0 ? 'exchange' : 'some'),
    ids: async (offset, limit) => (await (closest ??= rankClosest())).slice(offset, offset + limit).map((c) => c.id),
  });
  if (several) {
    tiers.push({
      match: 'some',
      count: partial - leadingCount,
      ids: async (offset, limit) => (await db.execute<{ id: string }>(partialRanked(wherePartial, sql`s.id`, limit, offset + leadingCount))).rows.map((r) => r.id),
    });
  }
  // A search nobody says in full (a question in a reader's words): its first matches ordered again by
  // how much of it each says against its length, and by the debate the first ten stand in.
  const reorder = total === 0 && onTopic.length === 0 && several && !search.query.namesOnly && search.offset < REORDERED;
  const page = reorder ? await reorderedPage(db, tiers, search) : await pageThrough(tiers, search.offset, search.limit);
  const rows = new Map((await byIds(db, page.map((p) => p.id))).map((row) => [row.id, row] as const));
  return { rows: page.flatMap(({ id, match }) => (rows.has(id) ? [toSearchSpeech(rows.get(id)!, match, search.excerpt)] : [])), total, partial: onTopic.length + context.size + partial };
}

async function reorderedPage(db: Database, tiers: readonly Tier[], search: SpeechSearch): Promise<Listed[]> {
  const head = await reorderPartialMatches(db, await pageThrough(tiers, 0, REORDERED), search.query, search.partialOrder);
  const end = search.offset + search.limit;
  return [...head.slice(search.offset, end), ...(end > REORDERED ? await pageThrough(tiers, REORDERED, end - REORDERED) : [])];
}

/** The speeches of these ids. */
async function byIds(db: Database, ids: readonly string[]): Promise<SpeechHit[]> {
  if (ids.length === 0) return [];
  return (await db.execute<SpeechHit>(sql`select ${SELECT} where s.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).rows;
}

/** One page across tiers that follow one another: each read only where the page reaches it. */
async function pageThrough(tiers: readonly Tier[], offset: number, limit: number): Promise<Listed[]> {
  const listed: Listed[] = [];
  let skip = offset;
  for (const tier of tiers) {
    if (listed.length >= limit) break;
    if (skip >= tier.count) {
      skip -= tier.count;
      continue;
    }
    listed.push(...(await tier.ids(skip, limit - listed.length)).map((id) => ({ id, match: tier.matchOf?.(id) ?? tier.match })));
    skip = 0;
  }
  return listed;
}

/** How many rows `select` gives, counted up to the cap. */
export async function countCapped(db: Database, select: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${select} limit ${SEARCH_COUNT_CAP}) counted`);
  return Number(result.rows[0]?.n ?? 0);
}

function toSearchSpeech(row: SpeechHit, match: SearchSpeech['match'], terms: ExcerptTerms): SearchSpeech {
  return {
    id: row.id,
    match,
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
