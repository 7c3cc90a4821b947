import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../apps/server/src/config.js';
import { runOpinionEval } from './run-opinion-eval.js';
import { scoreOpinions } from './score-opinions.js';

const billTextsDir = path.resolve(repoRoot, '../shared/data/bill_texts');
const present = existsSync(billTextsDir);
if (!present) console.log(`legal-opinion TUNE gate skipped: needs ../shared/data/bill_texts (the real Act texts), not beside this checkout; CI has it.`);

// The gate of `npm run eval:opinions`, on the TUNE half only (the set tuning may look at): the
// held-out sets are reported by the evaluation, never gated (bench/README.md).
describe.skipIf(!present)('legal opinions on the TUNE Acts (real texts)', () => {
  it('find the answering section, present no unanswerable question as answered, and quote, count and write faultlessly', async () => {
    const run = await runOpinionEval(repoRoot, billTextsDir, ['tune']);
    expect(run.fileProblems).toEqual([]);
    const s = scoreOpinions(run.results);
    expect(s.recallHits / s.answerable).toBeGreaterThanOrEqual(0.85);
    expect(s.unanswerable - s.notPresentedAsAnswered).toBe(0);
    expect(s.verbatimQuotes).toBe(s.citations);
    expect(s.disclaimers).toBe(s.questions);
    expect(run.results.flatMap((r) => r.judgement.strayFigures.map((f) => `${r.q.question}: ${f}`))).toEqual([]);
    expect(run.results.flatMap((r) => r.judgement.readability.map((f) => `${r.q.question}: ${f.detail}`))).toEqual([]);
  }, 120_000);
});
