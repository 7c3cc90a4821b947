// How far two judges agree on the same queries (issue 30): a second judge's lists, written blind to the
// first's (bench/eval/search/second-judge/), ranked as a search would answer them (grade 2 first, ties in
// many random orders) and scored against the first judge's with the search's own nDCG@10 and recall@10,
// and the other way round. What a reader's judgment allows a search to reach on these queries.
//
//   npx tsx bench/src/eval-judge-agreement.ts            every set with a second judge
//   npx tsx bench/src/eval-judge-agreement.ts --verbose  with each query's overlap
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../apps/server/src/config.js';
import { markdownTable } from './eval/markdown.js';
import { meanScores, scoreQuery, type JudgedQuery, type JudgmentFile, type QueryScore } from './eval/score-search.js';

const ORDERS = 50;
const dir = path.join(repoRoot, 'bench/eval/search');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as JudgmentFile;

// A fixed sequence, started again for each set, so a set's figures repeat whatever other sets are there.
let seed = 1;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

/** One judge's list as a ranking, scored against the other's: the mean over ORDERS orders of each grade's speeches. */
function scoreList(truth: JudgedQuery, list: JudgedQuery): QueryScore {
  const scores = Array.from({ length: ORDERS }, () =>
    scoreQuery(
      truth,
      list.relevant
        .map((j) => ({ j, key: random() }))
        .sort((a, b) => b.j.grade - a.j.grade || a.key - b.key)
        .map(({ j }) => j.speech),
    ),
  );
  return { ...scores[0]!, ...meanScores(scores) };
}

const rows: (string | number)[][] = [];
for (const file of readdirSync(path.join(dir, 'second-judge')).filter((f) => f.endsWith('.json')).sort()) {
  seed = 1;
  const first = read(path.join(dir, file));
  const second = read(path.join(dir, 'second-judge', file));
  const pairs = first.queries.flatMap((a) => {
    const b = second.queries.find((q) => q.id === a.id);
    return b ? [[a, b] as const] : [];
  });
  const secondOnFirst = pairs.map(([a, b]) => scoreList(a, b));
  const firstOnSecond = pairs.map(([a, b]) => scoreList(b, a));
  if (process.argv.includes('--verbose')) {
    for (const [a, b] of pairs) {
      const both = a.relevant.filter((j) => b.relevant.some((k) => k.speech === j.speech)).length;
      console.log(`${a.id} ${a.kind} ${JSON.stringify(a.query)}: first ${a.relevant.length}, second ${b.relevant.length}, both ${both}`);
    }
  }
  const kinds = [...new Set(pairs.map(([a]) => a.kind))];
  for (const [label, scores] of [['all', secondOnFirst], ...kinds.map((kind) => [kind, secondOnFirst.filter((s) => s.kind === kind)] as const)] as const) {
    const other = label === 'all' ? firstOnSecond : firstOnSecond.filter((s) => s.kind === label);
    const m = meanScores(scores);
    const n = meanScores(other);
    rows.push([first.half, label, scores.length, `${m.ndcg.toFixed(3)} / ${m.recall.toFixed(3)}`, `${n.ndcg.toFixed(3)} / ${n.recall.toFixed(3)}`]);
  }
}
console.log(`\n## How far two judges agree (nDCG@10 / recall@10)\n`);
console.log(markdownTable(['Set', 'Kind', 'Queries', "second judge's lists, against the first's", "first judge's lists, against the second's"], rows));
