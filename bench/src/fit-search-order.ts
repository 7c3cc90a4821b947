// The weights that order again the first partial matches of a search nobody says in full (decision 028),
// fitted on judged queries that have already been read, and checked by leaving each set out in turn.
//
//   npm run fit:search-order                 every set read so far (READ below; the weights in use were fitted
//                                            on its first 18, and the ninth round's refit on all 26 changed little)
//   npm run fit:search-order -- tune fresh3  these sets alone
//
// It prints each set's nDCG@10 / recall@10 as found and as ordered by weights fitted on the other sets,
// then the weights fitted on all of them beside the ones the search uses. Never give it a set that has
// not been read yet: those score the weights afterwards (npm run eval:search -- --freshNN).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../apps/server/src/config.js';
import { orderFeatures, PARTIAL_ORDER_WEIGHTS, placesByScore, type PartialFeatures } from '../../apps/server/src/modules/records/search/reorder-partial-matches.js';
import { searchRecord } from '../../apps/server/src/modules/records/search/search-record.js';
import { fitPairwise, type RankedList } from './eval/fit-pairwise.js';
import { markdownTable } from './eval/markdown.js';
import { meanScores, scoreQuery, type JudgedQuery, type JudgmentFile } from './eval/score-search.js';
import { openSearchEvalDatabase } from './eval/search-eval-database.js';

const READ = ['tune', 'report', 'fresh', ...Array.from({ length: 23 }, (_, i) => `fresh${i + 2}`)];
const LISTED = 50;
// Scores that keep the order found: the place in the list alone.
const AS_FOUND = [-1, 0, 0];

const ghanaDir = path.resolve(repoRoot, '../shared/data/hansards/ghana_2011_2012');
if (!existsSync(path.join(ghanaDir, 'INDEX.json'))) {
  console.log(`fit:search-order skipped: needs ../shared/data (real Official Reports; looked in ${ghanaDir}), which is not beside this checkout; CI has it.`);
  process.exit(0);
}
const sets = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = sets.filter((set) => !existsSync(path.join(repoRoot, 'bench/eval/search', `${set}.json`)));
if (unknown.length > 0) {
  console.error(`fit:search-order: no judged set ${unknown.map((set) => `"${set}"`).join(', ')} in bench/eval/search/ (name sets as their files are named: tune, report, fresh, fresh2…)`);
  process.exit(2);
}
const read = (set: string) => JSON.parse(readFileSync(path.join(repoRoot, 'bench/eval/search', `${set}.json`), 'utf8')) as JudgmentFile;

type Found = { set: string; query: JudgedQuery; ids: string[]; list?: RankedList & { ids: string[] } };
const found: Found[] = [];
const bySittings = new Map<string, string[]>();
for (const set of sets.length ? sets : READ) bySittings.set(read(set).sittings.join(), [...(bySittings.get(read(set).sittings.join()) ?? []), set]);
for (const group of bySittings.values()) {
  const handle = await openSearchEvalDatabase(ghanaDir, read(group[0]!).sittings);
  for (const set of group) {
    for (const query of read(set).queries) {
      let observed: PartialFeatures[] | undefined;
      const answer = await searchRecord(handle.db, { q: query.query, limit: LISTED }, { partialOrder: { weights: AS_FOUND, observe: (features) => (observed = features) } });
      const ids = answer.data.speeches.map((s) => s.id);
      const grades = new Map(query.relevant.map((j) => [j.speech, j.grade] as const));
      const list = observed && { ids: observed.map((f) => f.id), features: observed.map(orderFeatures), grades: observed.map((f) => grades.get(f.id) ?? 0) };
      found.push({ set, query, ids, ...(list ? { list } : {}) });
    }
  }
  await handle.close();
}

const ordered = (f: Found, beta: readonly number[]) => (f.list ? [...placesByScore(f.list.features, beta).map((i) => f.list!.ids[i]!), ...f.ids.slice(f.list.ids.length)] : f.ids);
const lists = (of: readonly Found[]) => of.flatMap((f) => (f.list ? [f.list] : []));
const rows: (string | number)[][] = [];
const fmt = (s: { ndcg: number; recall: number }) => `${s.ndcg.toFixed(3)} / ${s.recall.toFixed(3)}`;
const before: ReturnType<typeof scoreQuery>[] = [];
const after: ReturnType<typeof scoreQuery>[] = [];
for (const set of [...new Set(found.map((f) => f.set))]) {
  const beta = fitPairwise(lists(found.filter((f) => f.set !== set)));
  const mine = found.filter((f) => f.set === set);
  const asFound = mine.map((f) => scoreQuery(f.query, f.ids));
  const reordered = mine.map((f) => scoreQuery(f.query, ordered(f, beta)));
  before.push(...asFound);
  after.push(...reordered);
  rows.push([set.toUpperCase(), mine.length, mine.filter((f) => f.list).length, fmt(meanScores(asFound)), fmt(meanScores(reordered))]);
}
rows.push(['all', found.length, found.filter((f) => f.list).length, fmt(meanScores(before)), fmt(meanScores(after))]);
console.log(markdownTable(['Set', 'Queries', 'Ordered again', 'As found (nDCG@10 / recall@10)', 'Fitted on the other sets'], rows));
const beta = fitPairwise(lists(found));
console.log(`\nFitted on all ${found.length} queries: [${beta.map((b) => b.toFixed(2)).join(', ')}]; the search uses [${PARTIAL_ORDER_WEIGHTS.join(', ')}] (log of the place, BM25, debate share).`);
