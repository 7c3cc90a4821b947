// Speed of a legal opinion on the largest Act: askLegalQuestion (the production path of
// POST /api/bills/{id}/ask) on the Right to Information Act, 2019 (86 sections) imported into an
// in-memory PGlite, for 200 distinct questions made from bench/eval/opinions/questions.json, each
// asked once (a new answer: full-text search, the built-in engine, the insert) and then again (the
// stored answer). Also the built-in engine alone on the same sections, to show where the time goes.
// Exits 1 when the uncached p95 is 50 ms or more. See bench/README.md.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../apps/server/src/config.js';
import { BUILTIN_OPINION_ENGINE, composeBuiltinOpinion } from '../../apps/server/src/modules/engines/ai/legal-opinion/compose-builtin-opinion.js';
import { listBillSectionTexts } from '../../apps/server/src/modules/records/bill-texts/list-bill-sections.js';
import { selectBillHead } from '../../apps/server/src/modules/records/bills/bill-repository.js';
import { askLegalQuestion } from '../../apps/server/src/modules/records/legal-opinions/ask-legal-question.js';
import { questionKey } from '../../apps/server/src/modules/records/legal-opinions/question-key.js';
import { markdownTable, passFail } from './eval/markdown.js';
import { openOpinionEvalDatabase } from './eval/opinion-database.js';
import { readOpinionQuestions } from './eval/opinion-questions.js';

const billTextsDir = path.resolve(repoRoot, '../shared/data/bill_texts');
const ACT = 'rti-989';
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 200);
const TARGET_P95_MS = 50;

if (!existsSync(billTextsDir)) {
  console.log(`opinions bench skipped: needs ../shared/data (the enacted Act texts; looked in ${billTextsDir}), which is not beside this checkout; CI has it.`);
  process.exit(0);
}

const file = readOpinionQuestions(repoRoot);
const act = file.acts.find((a) => a.key === ACT)!;

/**
 * `count` distinct questions (distinct as the answer cache sees them, questionKey): every question
 * in the file, those about the RTI Act first (questions about other Acts are realistic asks that the
 * engine must read through and mostly refuse), then the same questions reworded the ways people
 * write them, all within the 140-character box.
 */
function questionSet(count: number): string[] {
  const base = [...file.questions.filter((q) => q.act === ACT), ...file.questions.filter((q) => q.act !== ACT)].map((q) => q.question);
  const rewordings: ((q: string) => string)[] = [
    (q) => q,
    (q) => `Under the Right to Information Act, ${q.charAt(0).toLowerCase()}${q.slice(1)}`,
    (q) => `${q.replace(/\?$/, '')}, and which section says so?`,
    (q) => `Please tell me: ${q}`,
    (q) => `${q.replace(/\?$/, '')} under this law?`,
  ];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const reword of rewordings) {
    for (const q of base) {
      const asked = reword(q);
      if (asked.length > 140 || seen.has(questionKey(asked))) continue;
      seen.add(questionKey(asked));
      out.push(asked);
      if (out.length === count) return out;
    }
  }
  return out;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const ms = (v: number) => v.toFixed(v < 10 ? 2 : 1);
const stats = (xs: number[]) => [ms(percentile(xs, 50)), ms(percentile(xs, 95)), ms(Math.max(...xs))];

const { handle, imported } = await openOpinionEvalDatabase(billTextsDir, [act]);
const { billId, sections: sectionCount } = imported[0]!;
const db = handle.db;
const questions = questionSet(QUESTIONS);

// Warm-up on questions outside the set, so the first measured ask is not also the JIT's first.
for (const warm of ['Who is the Minister?', 'What is a public institution?', 'Can the Commission impose penalties?']) await askLegalQuestion(db, billId, warm);

const uncached: number[] = [];
let answered = 0;
for (const q of questions) {
  const t0 = performance.now();
  const opinion = await askLegalQuestion(db, billId, q);
  uncached.push(performance.now() - t0);
  if (opinion.cached) throw new Error(`"${q}" was answered from the cache on its first asking`);
  if (opinion.citations.length) answered++;
}
const cached: number[] = [];
for (const q of questions) {
  const t0 = performance.now();
  const opinion = await askLegalQuestion(db, billId, q);
  cached.push(performance.now() - t0);
  if (!opinion.cached) throw new Error(`"${q}" was not answered from the cache on its second asking`);
}
// The engine alone: the same sections, without the database's rank (one signal fewer, the same work).
const bill = (await selectBillHead(db, billId))!;
const sections = (await listBillSectionTexts(db, billId)).map((s) => ({ number: s.number, heading: s.heading, text: s.text }));
const engine: number[] = [];
for (const q of questions) {
  const t0 = performance.now();
  composeBuiltinOpinion(q, bill, sections);
  engine.push(performance.now() - t0);
}
await handle.close();

console.log(`# opinions bench — ${BUILTIN_OPINION_ENGINE.version}\n`);
console.log(
  `${act.file} (${sectionCount} sections) in in-memory PGlite; ${questions.length} distinct questions (${answered} answered with citations, the rest refused); ` +
    `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}.\n`,
);
console.log(
  markdownTable(
    ['askLegalQuestion', 'median ms', 'p95 ms', 'max ms'],
    [
      ['uncached (search + engine + insert)', ...stats(uncached)],
      ['cached (the stored answer)', ...stats(cached)],
      ['engine alone (composeBuiltinOpinion)', ...stats(engine)],
    ],
  ),
);
const p95 = percentile(uncached, 95);
console.log(`\nUncached p95 ${ms(p95)} ms; target < ${TARGET_P95_MS} ms: ${passFail(p95 < TARGET_P95_MS)}`);
process.exit(p95 < TARGET_P95_MS ? 0 : 1);
