// Quality of the built-in legal opinions: every question in bench/eval/opinions/questions.json is
// asked through askLegalQuestion (the production path of POST /api/bills/{id}/ask: the database's
// full-text rank + the built-in engine) against the real Act texts in ../shared/data/bill_texts,
// imported by the production import into a throw-away in-memory database. Scored for the TUNE and
// HELD-OUT halves separately and overall. Prints markdown; exits 1 when a target fails.
//   --only tune   asks the TUNE half only (what tuning the engine may look at)
//   --all         prints every answer, not only the misses
// See bench/README.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OPINION_DISCLAIMER, type LegalOpinion } from '@kakyere/contract';
import { repoRoot } from '../../apps/server/src/config.js';
import { BUILTIN_OPINION_ENGINE } from '../../apps/server/src/modules/ai/legal-opinion/compose-builtin-opinion.js';
import { listBillSectionTexts } from '../../apps/server/src/modules/bill-texts/list-bill-sections.js';
import { askLegalQuestion } from '../../apps/server/src/modules/legal-opinions/ask-legal-question.js';
import { markdownTable, passFail, ratio } from './eval/markdown.js';
import { openOpinionEvalDatabase } from './eval/opinion-database.js';
import { FRESH_QUESTIONS_FILES, HALF_LABEL, QUESTIONS_FILE, halfOf, readFreshQuestions, readOpinionQuestions, type EvalQuestion, type FreshHalf, type Half } from './eval/opinion-questions.js';
import { isRecallHit, scoreOpinions, share, type AskedQuestion, type OpinionScores } from './eval/score-opinions.js';

const billTextsDir = path.resolve(repoRoot, '../shared/data/bill_texts');

// The Act texts are read where they live, never copied into the repository; a checkout without
// them has nothing to evaluate, which is not a failure.
if (!existsSync(billTextsDir)) {
  console.log(`eval:opinions skipped: needs ../shared/data (the enacted Act texts; looked in ${billTextsDir}), which is not beside this checkout; CI has it.`);
  process.exit(0);
}

const { values: args } = parseArgs({ options: { only: { type: 'string' }, all: { type: 'boolean', default: false } } });
if (args.only !== undefined && args.only !== 'tune') {
  console.error('eval:opinions: --only takes "tune" (the held-out half is never asked alone)');
  process.exit(2);
}

/** TUNE targets gate the exit code; HELD-OUT is reported as it comes. Quotes and the disclaimer must hold everywhere. */
const TARGETS = { recall: 0.85, refusals: 0.9, verbatim: 1, disclaimer: 1 };

const file = readOpinionQuestions(repoRoot);
const FRESH_HALVES: FreshHalf[] = ['fresh', 'fresh2'];
const halves: Half[] = args.only === 'tune' ? ['tune'] : ['tune', 'heldOut', ...FRESH_HALVES];
const acts = file.acts.filter((a) => halves.includes(halfOf(file, a.key)));
// The later sets on the held-out Acts (each written after an engine version was frozen) are asked with the first.
const freshHalfOf = new Map<EvalQuestion, FreshHalf>();
for (const half of FRESH_HALVES.filter((h) => halves.includes(h))) for (const q of readFreshQuestions(repoRoot, file, half)) freshHalfOf.set(q, half);
const freshQuestions = [...freshHalfOf.keys()];
const questions = [...file.questions, ...freshQuestions].filter((q) => acts.some((a) => a.key === q.act));
const halfOfQuestion = (q: EvalQuestion): Half => freshHalfOf.get(q) ?? halfOf(file, q.act);
const isFresh = (half: Half): half is FreshHalf => (FRESH_HALVES as Half[]).includes(half);

const started = performance.now();
const { handle, imported } = await openOpinionEvalDatabase(billTextsDir, acts);
const importMs = performance.now() - started;
const billOf = new Map(imported.map((i) => [i.act.key, i.billId]));
const sectionTexts = new Map<string, Map<string, string[]>>();
for (const { act, billId } of imported) {
  const byNumber = new Map<string, string[]>();
  // Numbers as printed can repeat ("Section 82" twice in Act 989): a citation may be either one.
  for (const s of await listBillSectionTexts(handle.db, billId)) byNumber.set(s.number, [...(byNumber.get(s.number) ?? []), s.text]);
  sectionTexts.set(act.key, byNumber);
}

// An expected section the text does not have is a mistake in the question file, not an engine miss.
const fileProblems = questions.flatMap((q) =>
  q.sections.filter((s) => !sectionTexts.get(q.act)!.has(s)).map((s) => `"${q.question}" expects section ${s}, which ${q.act} does not have`),
);

interface Result extends AskedQuestion {
  q: EvalQuestion;
  half: Half;
  opinion: LegalOpinion;
  badQuotes: string[];
  ms: number;
}

const results: Result[] = [];
for (const q of questions) {
  const t0 = performance.now();
  const opinion = await askLegalQuestion(handle.db, billOf.get(q.act)!, q.question);
  const ms = performance.now() - t0;
  const texts = sectionTexts.get(q.act)!;
  const badQuotes = opinion.citations
    .filter((c) => c.quote.trim() === '' || !(texts.get(c.section) ?? []).some((text) => text.includes(c.quote)))
    .map((c) => `section ${c.section}: “${c.quote}”`);
  results.push({
    q,
    half: halfOfQuestion(q),
    opinion,
    expected: q.sections,
    cited: opinion.citations.map((c) => c.section),
    verbatimQuotes: opinion.citations.length - badQuotes.length,
    disclaimer: opinion.disclaimer === OPINION_DISCLAIMER,
    badQuotes,
    ms,
  });
}
await handle.close();

// ---- Report ----------------------------------------------------------------------------------

const pct = (part: number, whole: number) => {
  const s = share(part, whole);
  return s === null ? '—' : `${ratio(s)} (${part}/${whole})`;
};
const row = (label: string, actsLabel: string, s: OpinionScores) => [
  label,
  actsLabel,
  pct(s.recallHits, s.answerable),
  pct(s.strictHits, s.answerable),
  pct(s.topHits, s.answerable),
  pct(s.wronglyRefused, s.answerable),
  pct(s.refused, s.unanswerable),
  pct(s.verbatimQuotes, s.citations),
  pct(s.disclaimers, s.questions),
];
const headers = ['half', 'Acts', 'top-3 recall', 'strict (all expected)', 'first citation right', 'answerable refused', 'unanswerable refused', 'quotes verbatim', 'disclaimer'];
const scoresOf = (half: Half | null) => scoreOpinions(results.filter((r) => half === null || r.half === half));
const actsIn = (half: Half) => acts.filter((a) => halfOf(file, a.key) === (isFresh(half) ? 'heldOut' : half)).map((a) => a.key);

console.log(`# eval:opinions — ${BUILTIN_OPINION_ENGINE.version}\n`);
console.log(
  `${questions.length} questions (${questions.filter((q) => q.sections.length).length} answerable) from ${QUESTIONS_FILE}` +
    FRESH_HALVES.filter((h) => halves.includes(h))
      .map((h) => ` and ${FRESH_QUESTIONS_FILES[h]} (${HALF_LABEL[h]}: ${freshQuestions.filter((q) => freshHalfOf.get(q) === h).length} more on the held-out Acts)`)
      .join('') +
    ` over ${acts.length} Acts; ` +
    `asked through askLegalQuestion on in-memory PGlite (import ${Math.round(importMs)} ms, median ask ${median(results.map((r) => r.ms)).toFixed(1)} ms).\n`,
);
for (const problem of fileProblems) console.log(`- question file: ${problem}`);
if (fileProblems.length) console.log('');

const tableRows = halves.map((h) => row(HALF_LABEL[h], actsIn(h).join(', '), scoresOf(h)));
if (halves.length > 1) tableRows.push(row('overall', `${acts.length} Acts`, scoresOf(null)));
console.log(markdownTable(headers, tableRows));
console.log('');
console.log(
  markdownTable(
    ['Act', 'half', 'sections', 'top-3 recall', 'first citation right', 'unanswerable refused'],
    imported.map(({ act, sections }) => {
      const s = scoreOpinions(results.filter((r) => r.q.act === act.key && !isFresh(r.half)));
      return [act.key, HALF_LABEL[halfOf(file, act.key)], sections, pct(s.recallHits, s.answerable), pct(s.topHits, s.answerable), pct(s.refused, s.unanswerable)];
    }),
  ),
);

const tune = scoresOf('tune');
const all = scoresOf(null);
const gates: [string, number | null, string, boolean][] = [
  ['TUNE top-3 recall', share(tune.recallHits, tune.answerable), `≥ ${TARGETS.recall}`, (share(tune.recallHits, tune.answerable) ?? 0) >= TARGETS.recall],
  ['TUNE unanswerable refused', share(tune.refused, tune.unanswerable), `≥ ${TARGETS.refusals}`, (share(tune.refused, tune.unanswerable) ?? 0) >= TARGETS.refusals],
  ['quotes verbatim (all asked)', share(all.verbatimQuotes, all.citations), '100%', all.verbatimQuotes === all.citations],
  ['disclaimer (all asked)', share(all.disclaimers, all.questions), '100%', all.disclaimers === all.questions],
];
console.log('');
console.log(markdownTable(['target', 'measured', 'required', 'result'], gates.map(([name, value, required, ok]) => [name, ratio(value), required, passFail(ok)])));

const cite = (r: Result) => (r.cited.length ? r.cited.join(', ') : 'nothing (refused)');
const expect = (r: Result) => (r.expected.length ? r.expected.join(', ') : 'nothing (the text does not answer)');
const isMiss = (r: Result) => (r.expected.length ? !isRecallHit(r) : r.cited.length > 0) || r.badQuotes.length > 0 || !r.disclaimer;
for (const half of halves) {
  const listed = results.filter((r) => r.half === half && (args.all || isMiss(r)));
  console.log(`\n## ${HALF_LABEL[half]}: ${args.all ? 'every answer' : `misses (${listed.length})`}\n`);
  for (const r of listed) {
    const mark = isMiss(r) ? 'MISS' : 'ok';
    console.log(`- ${mark} [${r.q.act}] "${r.q.question}" — expected ${expect(r)}; cited ${cite(r)}`);
    for (const bad of r.badQuotes) console.log(`  - quote not in its section: ${bad}`);
    if (!r.disclaimer) console.log('  - disclaimer missing');
    if (args.all) console.log(`  ${r.opinion.opinion.replace(/\n+/g, ' ¶ ')}`);
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

process.exit(gates.every(([, , , ok]) => ok) && fileProblems.length === 0 ? 0 : 1);
