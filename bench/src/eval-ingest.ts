// Quality of Hansard ingestion: the Official Report parser and the built-in engine over the ten
// real Ghana sittings, scored against the INDEX (dates, bills in the contents), hand-checked
// speaker lists and industry labels; then the same pipeline over South African and Kenyan samples
// to show what breaks outside Ghana. Prints markdown; exits 1 when a target fails. See bench/README.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../apps/server/src/config.js';
import { analyseSittingSync } from '../../apps/server/src/modules/ai/builtin/builtin-engine.js';
import { listMembersPresent } from '../../apps/server/src/modules/ingest/list-members-present.js';
import { normaliseBillTitle } from '../../apps/server/src/modules/ingest/normalise-bill-title.js';
import { parseOfficialReport } from '../../apps/server/src/modules/ingest/parse-official-report.js';
import type { ParsedSitting } from '../../apps/server/src/modules/official-report/parsed-sitting.js';
import type { HansardAnalysis } from '@kakyere/contract';
import { parseIndexDate } from './eval/index-date.js';
import { markdownTable, passFail, ratio } from './eval/markdown.js';
import { billKey, billsEqual, billsMatch } from './eval/match-bills.js';
import { foldName, labelForms, matchesLabel, namesEqual, namesMatch } from './eval/match-names.js';
import { compareSets, microAverage, type SetComparison } from './eval/score-sets.js';
import { readSidecarReference } from './eval/sidecar-reference.js';

const hansardsDir = path.resolve(repoRoot, '../shared/data/hansards');
const ghanaDir = path.join(hansardsDir, 'ghana_2011_2012');
const evalDir = path.join(repoRoot, 'bench/eval');

// The real sittings are read where they live, never copied into the repository; a checkout without
// them has nothing to evaluate, which is not a failure.
if (!existsSync(path.join(ghanaDir, 'INDEX.json'))) {
  console.log(`eval:ingest skipped: needs ../shared/data (real Official Reports; looked in ${ghanaDir}), which is not beside this checkout; CI has it.`);
  process.exit(0);
}

const TARGETS = { dateAccuracy: 1, billPrecision: 0.95, billRecall: 0.9, speakerF1: 0.9 };

interface IndexEntry {
  file: string;
  sittingDate: string;
  words: number;
  billsInContents: string[];
}

interface Pipeline {
  sitting: ParsedSitting | null;
  analysis: HansardAnalysis | null;
  /** "parse: ..." or "analyse: ..." when a stage threw. */
  error: string | null;
}

const countWords = (text: string) => text.split(/\s+/).filter((w) => w !== '').length;
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
/** Up to ~120 characters of `quote` around where it names `bill`. */
function around(quote: string, bill: string): string {
  const flat = quote.replace(/\s+/g, ' ');
  if (flat.length <= 120) return flat;
  const at = Math.max(0, flat.toLowerCase().indexOf(bill.split(' ')[0]!.toLowerCase()));
  const start = Math.max(0, at - 50);
  return `${start > 0 ? '…' : ''}${flat.slice(start, start + 120)}${start + 120 < flat.length ? '…' : ''}`;
}
const joinOr = (items: string[], none = '—') => (items.length === 0 ? none : items.join('; '));

function describeError(e: unknown): string {
  if (e instanceof Error && 'issues' in e && Array.isArray(e.issues)) {
    const issues = e.issues as { path: PropertyKey[]; message: string }[];
    return `${e.name}: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
  }
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

function runPipeline(text: string): Pipeline {
  let sitting: ParsedSitting;
  try {
    sitting = parseOfficialReport(text);
  } catch (e) {
    return { sitting: null, analysis: null, error: `parse: ${describeError(e)}` };
  }
  try {
    return { sitting, analysis: analyseSittingSync(sitting), error: null };
  } catch (e) {
    return { sitting, analysis: null, error: `analyse: ${describeError(e)}` };
  }
}

const compareBills = (found: string[], truth: string[]) =>
  compareSets(found, truth, { exact: billsEqual, matches: billsMatch, predictedKey: billKey, expectedKey: billKey });
const compareSpeakers = (found: string[], expected: string[]) =>
  compareSets(found, expected, { exact: namesEqual, matches: namesMatch, predictedKey: (n) => foldName(n).key, expectedKey: (n) => foldName(n).key });
/** Foreign sidecars print "The HOUSE CHAIRPERSON (Mr C T Frolick)": a found name may match the role or the person. */
const compareToSidecar = (found: string[], labels: string[]) =>
  compareSets(found, labels, {
    exact: (n, l) => matchesLabel(n, l, namesEqual),
    matches: (n, l) => matchesLabel(n, l),
    predictedKey: (n) => foldName(n).key,
    // One entry per person: the bracketed name when there is one, so "The Assistant Minister ...
    // (Mr. Gabbow)" and "Mr. Gabbow" are one, and so are "Mr L W GREYLING (ID)" and "Mr L W GREYLING".
    expectedKey: (l) => foldName(labelForms(l).at(-1)!).key,
  });
const compareIndustries = (found: string[], expected: string[]) => compareSets(found, expected, { matches: (a, b) => a === b, predictedKey: (s) => s, expectedKey: (s) => s });

// ---- Ghana: the ten real sittings -------------------------------------------------------------

const index = readJson<IndexEntry[]>(path.join(ghanaDir, 'INDEX.json'));
const expectedIndustries = readJson<Record<string, string[]>>(path.join(evalDir, 'expected-industries.json'));
const expectedSpeakers = new Map(
  readdirSync(path.join(evalDir, 'expected-speakers'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => readJson<{ file: string; speakers: string[] }>(path.join(evalDir, 'expected-speakers', f)))
    .map((e) => [e.file, e.speakers] as const),
);

interface GhanaResult {
  file: string;
  words: number;
  expectedDate: string | null;
  printedDate: string;
  parsedDate: string | null;
  engineBills: SetComparison<string, string>;
  parserBills: SetComparison<string, string>;
  billQuotes: Map<string, string>;
  speakers: SetComparison<string, string> | null;
  industries: SetComparison<string, string> | null;
  error: string | null;
}

const ghana: GhanaResult[] = index.map((entry) => {
  const text = readFileSync(path.join(ghanaDir, entry.file), 'utf8');
  const { sitting, analysis, error } = runPipeline(text);
  const truthBills = entry.billsInContents.map(normaliseBillTitle);
  const speakerList = expectedSpeakers.get(entry.file);
  const industryLabels = expectedIndustries[entry.file];
  return {
    file: entry.file,
    words: countWords(text),
    printedDate: entry.sittingDate,
    expectedDate: parseIndexDate(entry.sittingDate),
    parsedDate: sitting?.date ?? null,
    engineBills: compareBills(analysis?.bills_discussed.map((b) => b.bill) ?? [], truthBills),
    parserBills: compareBills(sitting?.billsInContents ?? [], truthBills),
    billQuotes: new Map(analysis?.bills_discussed.map((b) => [b.bill, b.quote]) ?? []),
    speakers: speakerList ? compareSpeakers(sitting ? listMembersPresent(sitting) : [], speakerList) : null,
    industries: industryLabels ? compareIndustries(analysis?.affected_industries.map((t) => t.industry) ?? [], industryLabels) : null,
    error,
  };
});

const out: string[] = [];
const print = (s = '') => out.push(s);

print('# Hansard ingestion quality (`npm run eval:ingest`)');
print();
print(`Parser + built-in engine over ${ghana.length} real sittings of Ghana's Official Report (${ghana.reduce((n, r) => n + r.words, 0).toLocaleString('en')} words).`);
for (const r of ghana.filter((g) => g.error)) print(`- **${r.file} failed**: ${r.error}`);
print();

print('## Sitting dates (parsed vs INDEX `sittingDate`)');
print();
const datesRight = ghana.filter((r) => r.expectedDate !== null && r.parsedDate === r.expectedDate).length;
print(markdownTable(['sitting', 'words', 'INDEX', 'expected', 'parsed', 'match'], [
  ...ghana.map((r) => [r.file, r.words, r.printedDate, r.expectedDate ?? '(unreadable)', r.parsedDate ?? '(none)', r.parsedDate === r.expectedDate ? 'yes' : 'NO']),
  ['**all**', '', '', '', '', `${datesRight}/${ghana.length}`],
]));
print();

print('## Bills (vs INDEX `billsInContents`, normalised, distinct)');
print();
const engineBills = microAverage(ghana.map((r) => r.engineBills));
const parserBills = microAverage(ghana.map((r) => r.parserBills));
const billCells = (c: { truePositives: number; predicted: number; precision: number | null; recall: number | null }) => [c.predicted, c.truePositives, ratio(c.precision), ratio(c.recall)];
print(markdownTable(['sitting', 'truth', 'engine found', 'engine TP', 'engine P', 'engine R', 'parser found', 'parser TP', 'parser P', 'parser R'], [
  ...ghana.map((r) => [r.file, r.engineBills.expected, ...billCells(r.engineBills), ...billCells(r.parserBills)]),
  ['**micro**', engineBills.expected, ...billCells(engineBills), ...billCells(parserBills)],
]));
print();
print('Engine `bills_discussed` not in the contents (false positives), with the quote it rests on; and misses:');
print();
for (const r of ghana) {
  for (const bill of r.engineBills.extra) print(`- ${r.file}: extra "${bill}" ← “${around(r.billQuotes.get(bill) ?? '', bill)}”`);
  for (const bill of r.engineBills.missed) print(`- ${r.file}: engine missed "${bill}"`);
  for (const bill of r.parserBills.extra) print(`- ${r.file}: parser extra "${bill}"`);
  for (const bill of r.parserBills.missed) print(`- ${r.file}: parser missed "${bill}"`);
}
print();

print('## Speakers (`mps_present` = listMembersPresent vs hand-checked lists)');
print();
const withSpeakers = ghana.filter((r): r is GhanaResult & { speakers: SetComparison<string, string> } => r.speakers !== null);
const speakers = microAverage(withSpeakers.map((r) => r.speakers));
print(markdownTable(['sitting', 'expected', 'found', 'TP', 'P', 'R', 'F1', 'found, not in list', 'in list, not found', 'loose matches (found ~ list)'], [
  ...withSpeakers.map((r) => [
    r.file, r.speakers.expected, r.speakers.predicted, r.speakers.truePositives, ratio(r.speakers.precision), ratio(r.speakers.recall), ratio(r.speakers.f1),
    joinOr(r.speakers.extra), joinOr(r.speakers.missed), joinOr(r.speakers.matched.filter(([a, b]) => !namesEqual(a, b)).map(([a, b]) => `${a} ~ ${b}`)),
  ]),
  ['**micro**', speakers.expected, speakers.predicted, speakers.truePositives, ratio(speakers.precision), ratio(speakers.recall), ratio(speakers.f1), '', '', ''],
]));
print();
print(`Hand-checked lists exist for ${withSpeakers.length} of ${ghana.length} sittings (${withSpeakers.map((r) => r.file).join(', ')}).`);
print();

print('## Industries (engine `affected_industries` vs labels)');
print();
const withIndustries = ghana.filter((r): r is GhanaResult & { industries: SetComparison<string, string> } => r.industries !== null);
const industries = microAverage(withIndustries.map((r) => r.industries));
print(markdownTable(['sitting', 'expected', 'found', 'TP', 'P', 'R', 'F1', 'extra', 'missed'], [
  ...withIndustries.map((r) => [
    r.file, r.industries.expected, r.industries.predicted, r.industries.truePositives, ratio(r.industries.precision), ratio(r.industries.recall), ratio(r.industries.f1),
    joinOr(r.industries.extra), joinOr(r.industries.missed),
  ]),
  ['**micro**', industries.expected, industries.predicted, industries.truePositives, ratio(industries.precision), ratio(industries.recall), ratio(industries.f1), '', ''],
]));
print();

print('## Targets');
print();
const atLeast = (v: number | null, min: number) => v !== null && v >= min;
const dateAccuracy = datesRight / ghana.length;
const targets: [string, string, string, boolean][] = [
  ['sitting dates correct', `${(dateAccuracy * 100).toFixed(0)}% (${datesRight}/${ghana.length})`, '100%', dateAccuracy >= TARGETS.dateAccuracy],
  ['bills precision, engine `bills_discussed`', ratio(engineBills.precision), `≥ ${TARGETS.billPrecision}`, atLeast(engineBills.precision, TARGETS.billPrecision)],
  ['bills recall, engine `bills_discussed`', ratio(engineBills.recall), `≥ ${TARGETS.billRecall}`, atLeast(engineBills.recall, TARGETS.billRecall)],
  ['bills precision, parser `billsInContents`', ratio(parserBills.precision), `≥ ${TARGETS.billPrecision}`, atLeast(parserBills.precision, TARGETS.billPrecision)],
  ['bills recall, parser `billsInContents`', ratio(parserBills.recall), `≥ ${TARGETS.billRecall}`, atLeast(parserBills.recall, TARGETS.billRecall)],
  ['speakers F1 (micro)', ratio(speakers.f1), `≥ ${TARGETS.speakerF1}`, atLeast(speakers.f1, TARGETS.speakerF1)],
];
print(markdownTable(['target', 'measured', 'required', 'result'], [
  ...targets.map(([name, value, required, ok]) => [name, value, required, passFail(ok)]),
  ['industries P / R / F1 (micro)', `${ratio(industries.precision)} / ${ratio(industries.recall)} / ${ratio(industries.f1)}`, '(reported, no target)', '—'],
]));
print();

// ---- Other parliaments: what breaks -----------------------------------------------------------

print('## Other parliaments: what breaks');
print();
print('Same pipeline, unchanged, over the South African (Akoma Ntoso) and Kenyan (Pombola) samples. "sidecar" figures come from the');
print('machine-made `.akn.xml` / `.json` next to each text (not hand-checked): a yardstick, not a target.');
print();
const foreignRows: (string | number)[][] = [];
const foreignNotes: string[] = [];
for (const country of ['south_africa_pombola', 'kenya_pombola']) {
  const dir = path.join(hansardsDir, country);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
    const txtPath = path.join(dir, file);
    const text = readFileSync(txtPath, 'utf8');
    const reference = readSidecarReference(txtPath);
    const { sitting, analysis, error } = runPipeline(text);
    const present = sitting ? listMembersPresent(sitting) : [];
    const vs = reference ? compareToSidecar(present, reference.speakers) : null;
    const dateCell = `${sitting?.date ?? '(none)'} / ${reference?.date ?? '?'}${sitting?.date && sitting.date === reference?.date ? ' ✓' : ' ✗'}`;
    foreignRows.push([
      `${country.replace('_pombola', '')}/${file}`,
      countWords(text),
      dateCell,
      `${sitting?.speeches.length ?? '—'} / ${reference?.speeches ?? '?'}`,
      `${sitting ? present.length : '—'} / ${vs?.expected ?? '?'}`,
      vs ? `${ratio(vs.precision)} / ${ratio(vs.recall)}` : '—',
      sitting ? `${sitting.billsInContents.length} / ${analysis ? analysis.bills_discussed.length : '—'}` : '—',
      analysis ? joinOr(analysis.affected_industries.map((t) => t.industry), 'none') : '—',
      error ?? 'ok',
    ]);
    if (vs && (vs.extra.length > 0 || vs.missed.length > 0)) {
      foreignNotes.push(`- ${file}: found, not in sidecar: ${joinOr(vs.extra.slice(0, 6))}${vs.extra.length > 6 ? ` (+${vs.extra.length - 6})` : ''}; sidecar, not found: ${joinOr(vs.missed.slice(0, 6))}${vs.missed.length > 6 ? ` (+${vs.missed.length - 6})` : ''}`);
    }
    if (analysis && analysis.bills_discussed.length > 0) foreignNotes.push(`- ${file}: bills ${analysis.bills_discussed.map((b) => `"${b.bill}"`).join(', ')}`);
    if (analysis) foreignNotes.push(`- ${file}: title "${analysis.title}", session type ${analysis.session_type ?? 'null'}`);
  }
}
print(markdownTable(['sample', 'words', 'date parsed / sidecar', 'speeches parsed / sidecar', 'speakers found / sidecar', 'speaker P / R vs sidecar', 'bills contents / engine', 'industries', 'analysis'], foreignRows));
print();
print(foreignNotes.join('\n'));
print();

const failed = targets.filter(([, , , ok]) => !ok).map(([name]) => name);
print(failed.length === 0 ? 'All targets PASS.' : `FAIL: ${failed.join('; ')}.`);
console.log(out.join('\n'));
if (failed.length > 0) process.exitCode = 1;
