// Speed and memory of Hansard ingestion: parseOfficialReport + analyseSittingSync (the built-in
// engine) over the ten real Ghana sittings, in this one Node process. Both stages are synchronous
// JavaScript on the main thread, so this is the speed of one core (V8's GC helper threads aside;
// the CPU/wall ratio printed shows how close to one core the run stayed). See bench/README.md.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../apps/server/src/config.js';
import { markdownTable, passFail } from './eval/markdown.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const SITTING_RUNS = Number(process.env.BENCH_SITTING_RUNS ?? 3);
const LARGEST = 'hansard_0077.txt';
const TARGET_MS = 2000;
const TARGET_RSS_MB = 400;

const ghanaDir = path.resolve(repoRoot, '../shared/data/hansards/ghana_2011_2012');
// The real sittings are read where they live, never copied into the repository; a checkout without
// them has nothing to measure, which is not a failure.
if (!existsSync(path.join(ghanaDir, 'INDEX.json'))) {
  console.log(`ingest bench skipped: needs ../shared/data (real Official Reports; looked in ${ghanaDir}), which is not beside this checkout; CI has it.`);
  process.exit(0);
}
const MB = 1024 * 1024;

let sampledRss = process.memoryUsage.rss();
const sampleRss = () => {
  sampledRss = Math.max(sampledRss, process.memoryUsage.rss());
};
const baselineRss = process.memoryUsage.rss();

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const ms = (v: number) => v.toFixed(v < 10 ? 1 : 0);
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

const files = (JSON.parse(readFileSync(path.join(ghanaDir, 'INDEX.json'), 'utf8')) as { file: string }[]).map((e) => e.file);
const texts = new Map(files.map((f) => [f, readFileSync(path.join(ghanaDir, f), 'utf8')]));
const wordsOf = (f: string) => texts.get(f)!.split(/\s+/).filter((w) => w !== '').length;
const loadAvgBefore = os.loadavg();

// ---- Cold: load the modules (wink-nlp and its English model included) and ingest the largest sitting once.
const coldStart = performance.now();
const { parseOfficialReport } = await import('../../apps/server/src/modules/records/ingest/parse-official-report.js');
const { analyseSittingSync } = await import('../../apps/server/src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js');
const { getNlp } = await import('../../apps/server/src/modules/engines/text-index/nlp.js');
const coldLoaded = performance.now();
// The engine builds its wink-nlp instance (and warms it up) on first use; done here so it is timed on its own.
getNlp();
const coldNlp = performance.now();
sampleRss();

interface Timing {
  parse: number;
  analyse: number;
  total: number;
}

function ingest(file: string): Timing {
  const t0 = performance.now();
  const sitting = parseOfficialReport(texts.get(file)!);
  const t1 = performance.now();
  sampleRss();
  const analysis = analyseSittingSync(sitting);
  const t2 = performance.now();
  sampleRss();
  if (analysis.summary.length === 0) throw new Error(`${file}: empty analysis`);
  return { parse: t1 - t0, analyse: t2 - t1, total: t2 - t0 };
}

const cold = ingest(LARGEST);
const coldTotal = performance.now() - coldStart;
// What one ingestion of the largest sitting costs a fresh process (modules, model, word list and the
// sitting): the gated figure. The peak after the repeated runs below is mostly garbage awaiting GC.
const coldMaxRssBytes = process.resourceUsage().maxRSS * 1024;

// ---- Warm: every sitting, one warm-up then SITTING_RUNS timed runs; the largest RUNS times.
const wallStart = performance.now();
const cpuStart = process.cpuUsage();
const perSitting = files.map((file) => {
  ingest(file);
  const runs = Array.from({ length: SITTING_RUNS }, () => ingest(file));
  return {
    file,
    words: wordsOf(file),
    parse: median(runs.map((r) => r.parse)),
    analyse: median(runs.map((r) => r.analyse)),
    total: median(runs.map((r) => r.total)),
  };
});
ingest(LARGEST);
const largestRuns = Array.from({ length: RUNS }, () => ingest(LARGEST));
const cpu = process.cpuUsage(cpuStart);
const wall = performance.now() - wallStart;
const cpuPerWall = (cpu.user + cpu.system) / 1000 / wall;

const maxRssBytes = process.resourceUsage().maxRSS * 1024;
const loadAvgAfter = os.loadavg();
const largestMedian = median(largestRuns.map((r) => r.total));
const largestWords = wordsOf(LARGEST);

const out: string[] = [];
const print = (s = '') => out.push(s);
print('# Hansard ingestion speed (`npm run ingest -w bench`)');
print();
print(`Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB;`);
print(`load average ${loadAvgBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAvgAfter.map((l) => l.toFixed(2)).join(' ')} after.`);
print('One Node process, main thread only: parse + analyse are synchronous JavaScript, so this is one core');
print(`(CPU time / wall time over the warm runs: ${cpuPerWall.toFixed(2)}; above 1.00 is V8's GC and compiler helper threads).`);
print();
print(`## Per sitting (median of ${SITTING_RUNS} runs after one warm-up)`);
print();
const sumWords = perSitting.reduce((n, r) => n + r.words, 0);
const sumMs = perSitting.reduce((n, r) => n + r.total, 0);
print(markdownTable(['sitting', 'words', 'parse ms', 'analyse ms', 'total ms', 'words/s'], [
  ...perSitting.map((r) => [r.file, r.words, ms(r.parse), ms(r.analyse), ms(r.total), Math.round(r.words / (r.total / 1000)).toLocaleString('en')]),
  ['**all ten**', sumWords, ms(perSitting.reduce((n, r) => n + r.parse, 0)), ms(perSitting.reduce((n, r) => n + r.analyse, 0)), ms(sumMs), Math.round(sumWords / (sumMs / 1000)).toLocaleString('en')],
]));
print();
print(`## Largest sitting: ${LARGEST} (${largestWords.toLocaleString('en')} words)`);
print();
const totals = largestRuns.map((r) => r.total);
print(markdownTable(['run', 'parse ms', 'analyse ms', 'total ms', 'words/s'], [
  [
    `cold: first run in the process = import ${ms(coldLoaded - coldStart)} ms (tsx transform, wink-nlp + model) + wink instance and warm-up ${ms(coldNlp - coldLoaded)} ms + parse + analyse`,
    ms(cold.parse), ms(cold.analyse), ms(coldTotal), Math.round(largestWords / (coldTotal / 1000)).toLocaleString('en'),
  ],
  [`warm: median of ${RUNS} (min ${ms(Math.min(...totals))}, max ${ms(Math.max(...totals))})`, ms(median(largestRuns.map((r) => r.parse))), ms(median(largestRuns.map((r) => r.analyse))), ms(largestMedian), Math.round(largestWords / (largestMedian / 1000)).toLocaleString('en')],
]));
print();
print('## Memory');
print();
print(markdownTable(['measure', 'value'], [
  ['RSS at start (Node + tsx, before the ingest modules load)', mb(baselineRss)],
  ['RSS, max sampled (after each parse and each analysis)', mb(sampledRss)],
  [`peak RSS after the cold ingestion of ${LARGEST} (fresh process, modules and word list loaded)`, mb(coldMaxRssBytes)],
  ['peak RSS after every repeated run, process.resourceUsage().maxRSS (the kernel\'s high-water mark)', mb(maxRssBytes)],
]));
print();
print('## Targets');
print();
const targets: [string, string, string, boolean][] = [
  [`${LARGEST} (${Math.round(largestWords / 1000)}k words), warm median`, `${ms(largestMedian)} ms`, `< ${TARGET_MS} ms`, largestMedian < TARGET_MS],
  [`peak memory (maxRSS) ingesting ${LARGEST} in a fresh process`, mb(coldMaxRssBytes), `< ${TARGET_RSS_MB} MB`, coldMaxRssBytes < TARGET_RSS_MB * MB],
];
print(markdownTable(['target', 'measured', 'required', 'result'], [
  ...targets.map(([name, value, required, ok]) => [name, value, required, passFail(ok)]),
  // Once per server process, so reported against the same bound but not gated on.
  [`${LARGEST}, cold first run incl. module and model load (not gated)`, `${ms(coldTotal)} ms`, `< ${TARGET_MS} ms`, passFail(coldTotal < TARGET_MS)],
]));
console.log(out.join('\n'));
if (targets.some(([, , , ok]) => !ok)) process.exitCode = 1;
