// scratch diagnostic (deleted before the report): TUNE only
import path from 'node:path';
import { readFileSync } from 'node:fs';
const dev = JSON.parse(readFileSync('/tmp/diag/dev.json','utf8')) as {act:string;question:string;sections:string[]}[];
const useDev = process.argv.includes('--dev');
import { repoRoot } from '../../apps/server/src/config.js';
import { listBillSectionTexts } from '../../apps/server/src/modules/bill-texts/list-bill-sections.js';
import { searchBillSections } from '../../apps/server/src/modules/bill-texts/search-bill-sections.js';
import { expandQuestion } from '../../apps/server/src/modules/ai/legal-opinion/expand-question.js';
import { coverageOf, rankSections } from '../../apps/server/src/modules/ai/legal-opinion/rank-sections.js';
import { openOpinionEvalDatabase } from './eval/opinion-database.js';
import { halfOf, readOpinionQuestions } from './eval/opinion-questions.js';
import { selectBillHead } from '../../apps/server/src/modules/bills/bill-repository.js';

const file = readOpinionQuestions(repoRoot);
const acts = file.acts.filter((a) => halfOf(file, a.key) === 'tune');
const { handle, imported } = await openOpinionEvalDatabase(path.resolve(repoRoot, '../shared/data/bill_texts'), acts);
for (const { act, billId } of imported) {
  const bill = (await selectBillHead(handle.db, billId))!;
  const sections = await listBillSectionTexts(handle.db, billId);
  for (const q of (useDev ? dev : file.questions).filter((x) => x.act === act.key)) {
    const ranked = await searchBillSections(handle.db, billId, expandQuestion(q.question), 50);
    const top = Math.max(0, ...ranked.map((r) => r.rank));
    const rankOf = new Map(ranked.map((r) => [r.position, top > 0 ? r.rank / top : 0]));
    const os = sections.map((s) => ({ number: s.number, heading: s.heading, text: s.text, textRank: rankOf.get(s.position) ?? 0 }));
    const r = rankSections(q.question, os, { title: bill.title });
    const best = r.ranked[0];
    const cited = best ? r.ranked.filter((x, i) => i === 0 || x.score >= best.score * 0.7).slice(0, 3) : [];
    const total = r.concepts.reduce((s, c) => s + c.weight, 0);
    const cov = new Set(cited.flatMap((x) => x.matched));
    const coverage = coverageOf(r.concepts, cov);
    const pos = r.ranked.findIndex((x) => q.sections.includes(x.section.number));
    console.log(`${q.sections.length ? 'A' : 'U'} ${coverage.toFixed(2)} [${act.key}] ${q.question} exp=${q.sections.join(',')} rankpos=${pos} cited=${cited.map((c) => c.section.number).join(',')}`);
    console.log('    ' + r.concepts.map((c) => `${c.word}${c.verbPosition?'(v)':''}:${c.weight.toFixed(2)}${cov.has(c) ? '+' : '-'}`).join(' '));
  }
}
await handle.close();
