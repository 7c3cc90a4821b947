import { OPINION_DISCLAIMER, type LegalOpinion } from '@kakyere/contract';
import { listBillSectionTexts } from '../../../apps/server/src/modules/records/bill-texts/list-bill-sections.js';
import { selectBillHead } from '../../../apps/server/src/modules/records/bills/bill-repository.js';
import { askLegalQuestion } from '../../../apps/server/src/modules/records/legal-opinions/ask-legal-question.js';
import { judgeOpinion, type OpinionJudgement } from './judge-opinion.js';
import { openOpinionEvalDatabase, type ImportedAct } from './opinion-database.js';
import { halfOf, readFreshQuestions, readOpinionQuestions, readUnseenQuestions, type EvalQuestion, type FreshHalf, type Half, type OpinionQuestionFile } from './opinion-questions.js';
import type { AskedQuestion } from './score-opinions.js';

export interface OpinionEvalResult extends AskedQuestion {
  q: EvalQuestion;
  half: Half;
  opinion: LegalOpinion;
  judgement: OpinionJudgement;
  ms: number;
}

export interface OpinionEvalRun {
  file: OpinionQuestionFile;
  imported: ImportedAct[];
  questions: EvalQuestion[];
  results: OpinionEvalResult[];
  importMs: number;
  /** Expected sections the texts do not have: mistakes in a question file, not engine misses. */
  fileProblems: string[];
}

const FRESH_HALVES: FreshHalf[] = ['fresh', 'fresh2'];

/**
 * Asks every question of the chosen halves through askLegalQuestion (the production path of
 * POST /api/bills/{id}/ask) on the real Act texts imported into a throw-away in-memory database,
 * and judges each answer (judge-opinion.ts).
 */
export async function runOpinionEval(repoRoot: string, billTextsDir: string, halves: readonly Half[]): Promise<OpinionEvalRun> {
  const file = readOpinionQuestions(repoRoot);
  const halfOfQuestion = new Map<EvalQuestion, Half>();
  for (const q of file.questions) if (halves.includes(halfOf(file, q.act))) halfOfQuestion.set(q, halfOf(file, q.act));
  for (const half of FRESH_HALVES.filter((h) => halves.includes(h))) for (const q of readFreshQuestions(repoRoot, file, half)) halfOfQuestion.set(q, half);
  if (halves.includes('unseen')) for (const q of readUnseenQuestions(repoRoot, file)) halfOfQuestion.set(q, 'unseen');
  const questions = [...halfOfQuestion.keys()];
  const actKeys = new Set(questions.map((q) => q.act));
  const acts = file.acts.filter((a) => actKeys.has(a.key));

  const started = performance.now();
  const { handle, imported } = await openOpinionEvalDatabase(billTextsDir, acts);
  const importMs = performance.now() - started;
  try {
    const billOf = new Map(imported.map((i) => [i.act.key, i.billId]));
    const sectionTexts = new Map<string, Map<string, string[]>>();
    const summaries = new Map<string, string>();
    for (const { act, billId } of imported) {
      const byNumber = new Map<string, string[]>();
      // Numbers as printed can repeat ("Section 82" twice in Act 989): a citation may be either one.
      for (const s of await listBillSectionTexts(handle.db, billId)) byNumber.set(s.number, [...(byNumber.get(s.number) ?? []), s.text]);
      sectionTexts.set(act.key, byNumber);
      summaries.set(act.key, (await selectBillHead(handle.db, billId))?.summary ?? '');
    }
    const fileProblems = questions.flatMap((q) =>
      q.sections.filter((s) => !sectionTexts.get(q.act)!.has(s)).map((s) => `"${q.question}" expects section ${s}, which ${q.act} does not have`),
    );
    const results: OpinionEvalResult[] = [];
    for (const q of questions) {
      const t0 = performance.now();
      const opinion = await askLegalQuestion(handle.db, billOf.get(q.act)!, q.question);
      const ms = performance.now() - t0;
      const judgement = judgeOpinion(opinion, { sectionTexts: sectionTexts.get(q.act)!, summary: summaries.get(q.act)!, question: q.question }, q.answerWords ?? null);
      results.push({
        q,
        half: halfOfQuestion.get(q)!,
        opinion,
        judgement,
        expected: q.sections,
        cited: opinion.citations.map((c) => c.section),
        confidence: opinion.confidence,
        verbatimQuotes: judgement.verbatimQuotes,
        disclaimer: opinion.disclaimer === OPINION_DISCLAIMER,
        answerQuoted: judgement.answerQuoted,
        strayFigures: judgement.strayFigures.length,
        readabilityFaults: judgement.readability.length,
        ms,
      });
    }
    return { file, imported, questions, results, importMs, fileProblems };
  } finally {
    await handle.close();
  }
}
