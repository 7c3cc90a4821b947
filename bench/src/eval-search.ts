// Relevance of the search of everything said (issue 30), against hand judgments written before the
// search existed (bench/eval/search): nDCG@10 and recall@10 on each half, each half's five real
// sittings ingested alone, so every speech a query can find was judged. Gated on REPORT, or on one blind set
// (--fresh … --fresh13) alone.
//
//   npm run eval:search                 both halves, the table and the gate
//   npm run eval:search -- --tune --verbose   TUNE alone, with every query's figures and misses: for tuning,
//                                             so REPORT's figures are not watched while the search changes
//   npm run eval:search -- --fresh      FRESH alone (fresh.json, judged blind over the REPORT sittings after
//                                       REPORT was scored), gated on the same targets
//   npm run eval:search -- --fresh2     FRESH2 alone (fresh2.json, judged blind over the TUNE sittings after FRESH
//                                       was scored), gated on the same targets: run once per frozen ranking
//   npm run eval:search -- --fresh3     FRESH3 alone (fresh3.json, judged blind over the REPORT sittings on 2026-11-26)
//   npm run eval:search -- --fresh4     FRESH4 alone (fresh4.json, judged blind over the TUNE sittings on 2026-11-26)
//   npm run eval:search -- --fresh5     FRESH5 alone (fresh5.json, judged blind over the REPORT sittings on 2026-11-26)
//   npm run eval:search -- --fresh6     FRESH6 alone (fresh6.json, judged blind over the TUNE sittings on 2026-11-26)
//   npm run eval:search -- --fresh7     FRESH7 alone (fresh7.json, judged blind over the REPORT sittings on 2026-11-26)
//   npm run eval:search -- --fresh8     FRESH8 alone (fresh8.json, judged blind over the TUNE sittings on 2026-11-26)
//   npm run eval:search -- --fresh9     FRESH9 alone (fresh9.json, judged blind over the REPORT sittings on 2026-11-26)
//   npm run eval:search -- --fresh10    FRESH10 alone (fresh10.json, judged blind over the TUNE sittings on 2026-11-26)
//   npm run eval:search -- --fresh11 … --fresh13   FRESH11 and FRESH13 over the REPORT sittings, FRESH12 over the
//                                       TUNE sittings, judged blind on 2026-11-26 (fifth round)
//   npm run eval:search -- --fresh14 … --fresh16   FRESH14 and FRESH16 over the REPORT sittings, FRESH15 over the
//                                       TUNE sittings, judged blind on 2026-11-26 (sixth round)
//   npm run eval:search -- --fresh17, --fresh18   FRESH17 over the REPORT sittings, FRESH18 over the TUNE sittings,
//                                       judged blind on 2026-11-26 after the sixth round, scored on the seventh;
//                                       FRESH17–FRESH24 were read query by query for the ninth round
//   npm run eval:search -- --fresh19, --fresh20   FRESH19 over the REPORT sittings, FRESH20 over the TUNE sittings,
//                                       judged blind on 2026-11-27 after the seventh round, scored on the eighth
//   npm run eval:search -- --fresh21, --fresh22   FRESH21 over the REPORT sittings, FRESH22 over the TUNE sittings,
//                                       judged blind on 2026-11-27 during the eighth round, scored once on its code
//   npm run eval:search -- --fresh23, --fresh24   FRESH23 over the REPORT sittings, FRESH24 over the TUNE sittings,
//                                       judged blind on 2026-11-27 during the eighth round, scored once on its code
//   npm run eval:search -- --fresh25, --fresh26   FRESH25 over the REPORT sittings, FRESH26 over the TUNE sittings,
//                                       judged blind on 2026-11-27 after the eighth round, scored once on the ninth's code
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../apps/server/src/config.js';
import { searchRecord } from '../../apps/server/src/modules/records/search/search-record.js';
import { markdownTable, passFail } from './eval/markdown.js';
import { CUTOFF, meanScores, scoreQuery, type JudgmentFile, type QueryScore } from './eval/score-search.js';
import { openSearchEvalDatabase } from './eval/search-eval-database.js';

export const SEARCH_TARGETS = { ndcg: 0.8, recall: 0.85 } as const;

const ghanaDir = path.resolve(repoRoot, '../shared/data/hansards/ghana_2011_2012');
if (!existsSync(path.join(ghanaDir, 'INDEX.json'))) {
  console.log(`eval:search skipped: needs ../shared/data (real Official Reports; looked in ${ghanaDir}), which is not beside this checkout; CI has it.`);
  process.exit(0);
}
const verbose = process.argv.includes('--verbose');
const readJudgments = (half: string) => JSON.parse(readFileSync(path.join(repoRoot, `bench/eval/search/${half}.json`), 'utf8')) as JudgmentFile;

// A blind set: its queries were judged over one half's sittings by someone who never saw the ranking.
const blind = (['fresh26', 'fresh25', 'fresh24', 'fresh23', 'fresh22', 'fresh21', 'fresh20', 'fresh19', 'fresh18', 'fresh17', 'fresh16', 'fresh15', 'fresh14', 'fresh13', 'fresh12', 'fresh11', 'fresh10', 'fresh9', 'fresh8', 'fresh7', 'fresh6', 'fresh5', 'fresh4', 'fresh3', 'fresh2', 'fresh'] as const).find((set) => process.argv.includes(`--${set}`));
const halves = blind ? [blind] : process.argv.includes('--tune') ? (['tune'] as const) : (['tune', 'report'] as const);
const gated = blind ? blind.toUpperCase() : 'REPORT';
const results: { half: string; queries: number; ndcg: number; recall: number; scores: QueryScore[] }[] = [];
for (const half of halves) {
  const judgments = readJudgments(half);
  // Other sittings would hold speeches nobody judged.
  if (blind && ![readJudgments('tune'), readJudgments('report')].some((split) => split.sittings.join() === judgments.sittings.join())) {
    throw new Error(`bench/eval/search/${half}.json must list the sittings of tune.json or of report.json`);
  }
  const started = performance.now();
  const handle = await openSearchEvalDatabase(ghanaDir, judgments.sittings);
  const ingestedIn = performance.now() - started;
  const scores: QueryScore[] = [];
  for (const query of judgments.queries) {
    const found = await searchRecord(handle.db, { q: query.query, limit: CUTOFF });
    const score = scoreQuery(query, found.data.speeches.map((speech) => speech.id));
    scores.push(score);
    if (verbose) {
      const got = new Set(found.data.speeches.map((s) => s.id));
      const missed = query.relevant.filter((j) => !got.has(j.speech)).map((j) => `${j.speech}(${j.grade})`);
      const wrong = found.data.speeches.filter((s) => !query.relevant.some((j) => j.speech === s.id)).map((s) => s.id);
      console.log(`${query.id} ${JSON.stringify(query.query)} ndcg ${score.ndcg.toFixed(2)} recall ${score.recall.toFixed(2)} total ${found.total.speeches}` +
        `${found.data.corrected.length ? ` corrected ${JSON.stringify(found.data.corrected)}` : ''}\n  missed ${missed.join(' ')}\n  not relevant ${wrong.join(' ')}`);
    }
  }
  await handle.close();
  results.push({ half: half.toUpperCase(), queries: scores.length, ...meanScores(scores), scores });
  console.error(`${half}: ${judgments.sittings.length} sittings ingested in ${(ingestedIn / 1000).toFixed(1)} s`);
}

console.log(`\n## Search relevance (nDCG@${CUTOFF}, recall@${CUTOFF})\n`);
console.log(
  markdownTable(
    ['Half', 'Queries', `nDCG@${CUTOFF}`, `recall@${CUTOFF}`],
    results.map((r) => [r.half, r.queries, r.ndcg.toFixed(3), r.recall.toFixed(3)]),
  ),
);
const kinds = [...new Set(results.flatMap((r) => r.scores.map((s) => s.kind)))];
console.log(`\n### By kind of query\n`);
console.log(
  markdownTable(
    ['Kind', ...results.flatMap((r) => [`${r.half} nDCG`, `${r.half} recall`])],
    kinds.map((kind) => [kind, ...results.flatMap((r) => {
      const m = meanScores(r.scores.filter((s) => s.kind === kind));
      return [m.ndcg.toFixed(2), m.recall.toFixed(2)];
    })]),
  ),
);
const report = results.find((r) => r.half === gated);
if (!report) process.exit(0);
const pass = report.ndcg >= SEARCH_TARGETS.ndcg && report.recall >= SEARCH_TARGETS.recall;
console.log(`\n${gated}: nDCG@${CUTOFF} ${report.ndcg.toFixed(3)} (target ≥ ${SEARCH_TARGETS.ndcg}), recall@${CUTOFF} ${report.recall.toFixed(3)} (target ≥ ${SEARCH_TARGETS.recall}): ${passFail(pass)}`);
if (!pass) process.exitCode = 1;
