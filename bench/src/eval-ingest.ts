// Quality of Hansard ingestion: the Official Report parser and the built-in engine over the ten
// real Ghana sittings, scored against the INDEX (dates, bills in the contents), hand-checked
// speaker lists and industry labels, speaker attribution (resolveSpeakers) against hand labels per
// speech; the industry tagger also over the other labelled sets (bill
// debates, summaries of later sittings), each split into TUNE and REPORT by bench/eval/split.json;
// then the same pipeline over South African and Kenyan samples to show what breaks outside Ghana
// (industries scored there too, out of domain). Prints markdown; exits 1 when a target fails.
// `-- --only tune` scores the industries and speaker attribution of the TUNE half alone (for tuning). See bench/README.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../apps/server/src/config.js';
import { analyseSittingWithNotes } from '../../apps/server/src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { listMembersPresent } from '../../apps/server/src/modules/records/ingest/list-members-present.js';
import { normaliseBillTitle } from '../../apps/server/src/modules/records/ingest/normalise-bill-title.js';
import { billNameKey } from '../../apps/server/src/modules/engines/official-report/bill-names.js';
import { parseOfficialReport } from '../../apps/server/src/modules/records/ingest/parse-official-report.js';
import type { ParsedSitting } from '../../apps/server/src/modules/engines/official-report/parsed-sitting.js';
import type { HansardAnalysis } from '@kakyere/contract';

import { parseIndexDate } from './eval/index-date.js';
import { markdownTable, passFail, ratio } from './eval/markdown.js';
import { billsEqual, billsMatch } from './eval/match-bills.js';
import { foldName, labelForms, matchesLabel, namesEqual, namesMatch } from './eval/match-names.js';
import { compareIndustries, halfTable, itemTable, judgeReportHalf, pooled, TARGETS as INDUSTRY_TARGETS, type IndustryResult } from './eval/industry-report.js';
import { readOdekroSummaries, tagExcerpt, tagSummary } from './eval/plain-text-sets.js';
import { compareSets, microAverage, type Score, type SetComparison } from './eval/score-sets.js';
import { readabilityTables } from './eval/readability-report.js';
import { readSidecarReference } from './eval/sidecar-reference.js';
import { GHANA_SET, HALVES, halfOf, readLabels, readSplit, splitProblems, type Half } from './eval/split.js';
import { ATTRIBUTION_TARGETS, attributionCoverage, attributionPrecision, readSpeakerLabels, scoreSpeakerAttribution, speakerAttributionSection, type SittingAttribution } from './eval/score-speaker-attribution.js';
import { resolveSpeakers } from '../../apps/server/src/modules/engines/official-report/resolve-speakers.js';
import { popoloSittingRoster } from '../../apps/server/src/modules/records/people/popolo-sitting-roster.js';
import type { PopoloPeopleFile } from '@kakyere/contract';

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
/** `--only tune`: industries of the TUNE half only, so tuning never shows REPORT (or the foreign samples). */
const onlyTune = process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'tune';

const split = readSplit(repoRoot);
const labelsBySet = new Map(Object.entries(split.sets).map(([name, set]) => [name, readLabels(repoRoot, set.labels)] as const));
const outOfDomainLabels = readLabels(repoRoot, split.outOfDomain.labels);
const problems = [
  ...Object.entries(split.sets).flatMap(([name, set]) => splitProblems(name, set, Object.keys(labelsBySet.get(name)!))),
  ...splitProblems('out-of-domain', { ...split.outOfDomain, tune: split.outOfDomain.items, report: [] }, Object.keys(outOfDomainLabels)),
];
if (problems.length > 0) {
  console.error(`eval:ingest: bench/eval/split.json does not match the labels:\n${problems.join('\n')}`);
  process.exit(1);
}
const ghanaSplit = split.sets[GHANA_SET]!;

interface IndexEntry {
  file: string;
  sittingDate: string;
  words: number;
  billsInContents: string[];
}

interface Pipeline {
  sitting: ParsedSitting | null;
  /** How long parseOfficialReport took. */
  parseMs: number;
  analysis: HansardAnalysis | null;
  /** OCR corrections the engine made in the displayed text, "from → to". */
  corrections: string[];
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
  const started = performance.now();
  try {
    sitting = parseOfficialReport(text);
  } catch (e) {
    return { sitting: null, parseMs: performance.now() - started, analysis: null, corrections: [], error: `parse: ${describeError(e)}` };
  }
  const parseMs = performance.now() - started;
  try {
    return { sitting, parseMs, ...analyseSittingWithNotes(sitting), error: null };
  } catch (e) {
    return { sitting, parseMs, analysis: null, corrections: [], error: `analyse: ${describeError(e)}` };
  }
}

const compareBills = (found: string[], truth: string[]) =>
  compareSets(found, truth, { exact: billsEqual, matches: billsMatch, predictedKey: billNameKey, expectedKey: billNameKey });
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

// ---- Ghana: the ten real sittings -------------------------------------------------------------

const index = readJson<IndexEntry[]>(path.join(ghanaDir, 'INDEX.json'));
const expectedIndustries = labelsBySet.get(GHANA_SET)!;
const expectedSpeakers = new Map(
  readdirSync(path.join(evalDir, 'expected-speakers'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => readJson<{ file: string; speakers: string[] }>(path.join(evalDir, 'expected-speakers', f)))
    .map((e) => [e.file, e.speakers] as const),
);

interface GhanaResult {
  file: string;
  /** Its half of the split, for every score (dates, bills, speakers, industries). */
  half: Half | null;
  words: number;
  expectedDate: string | null;
  printedDate: string;
  parsedDate: string | null;
  engineBills: SetComparison<string, string>;
  parserBills: SetComparison<string, string>;
  billQuotes: Map<string, string>;
  speakers: SetComparison<string, string> | null;
  industries: SetComparison<string, string> | null;
  pipeline: Pipeline;
  error: string | null;
}

const ghana: GhanaResult[] = index.map((entry) => {
  const text = readFileSync(path.join(ghanaDir, entry.file), 'utf8');
  const pipeline = runPipeline(text);
  const { sitting, analysis, error } = pipeline;
  const truthBills = entry.billsInContents.map(normaliseBillTitle);
  const speakerList = expectedSpeakers.get(entry.file);
  const industryLabels = expectedIndustries[entry.file];
  return {
    file: entry.file,
    half: halfOf(ghanaSplit, entry.file),
    words: countWords(text),
    printedDate: entry.sittingDate,
    expectedDate: parseIndexDate(entry.sittingDate),
    parsedDate: sitting?.date ?? null,
    engineBills: compareBills(analysis?.bills_discussed.map((b) => b.bill) ?? [], truthBills),
    parserBills: compareBills(sitting?.billsInContents ?? [], truthBills),
    billQuotes: new Map(analysis?.bills_discussed.map((b) => [b.bill, b.quote]) ?? []),
    speakers: speakerList ? compareSpeakers(sitting ? listMembersPresent(sitting) : [], speakerList) : null,
    industries: industryLabels ? compareIndustries(analysis?.affected_industries.map((t) => t.industry) ?? [], industryLabels) : null,
    pipeline,
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

// ---- Other parliaments: run the pipeline once, for the industries and for "what breaks" ----------

interface ForeignResult {
  /** "south_africa_pombola/NA200912.txt": its key in split.json's out-of-domain list. */
  key: string;
  file: string;
  country: string;
  text: string;
  pipeline: Pipeline;
}

const foreign: ForeignResult[] = ['south_africa_pombola', 'kenya_pombola'].flatMap((country) =>
  readdirSync(path.join(hansardsDir, country))
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(hansardsDir, country, file), 'utf8');
      return { key: `${country}/${file}`, file, country, text, pipeline: runPipeline(text) };
    }),
);

// ---- Industries: every labelled set, by half; the foreign samples out of domain ------------------

const industryResults: IndustryResult[] = [];
for (const r of ghana) {
  if (r.industries && r.half) industryResults.push({ set: GHANA_SET, item: r.file, group: r.half, comparison: r.industries, error: r.error });
}
const excerptsSet = split.sets['ghana-excerpts'];
if (excerptsSet) {
  for (const [file, labels] of Object.entries(labelsBySet.get('ghana-excerpts')!)) {
    const found = tagExcerpt(path.join(hansardsDir, 'ghana_excerpts', file));
    industryResults.push({ set: 'ghana-excerpts', item: file, group: halfOf(excerptsSet, file)!, comparison: compareIndustries(found, labels), error: null });
  }
}
const summariesSet = split.sets['odekro-summaries'];
if (summariesSet) {
  const summaries = readOdekroSummaries(hansardsDir);
  for (const [date, labels] of Object.entries(labelsBySet.get('odekro-summaries')!)) {
    const summary = summaries.get(date);
    industryResults.push({
      set: 'odekro-summaries',
      item: date,
      group: halfOf(summariesSet, date)!,
      comparison: compareIndustries(summary === undefined ? [] : tagSummary(summary), labels),
      error: summary === undefined ? 'no such date in odekro_sittings_index.json' : null,
    });
  }
}
// Items in a half's order as split.json lists them, REPORT after TUNE.
const order = (r: IndustryResult) => {
  const set = split.sets[r.set]!;
  return (r.group === 'report' ? 1000 : 0) + Object.keys(split.sets).indexOf(r.set) * 100 + [...set.tune, ...set.report].indexOf(r.item);
};
industryResults.sort((a, b) => order(a) - order(b));
const outOfDomain: IndustryResult[] = onlyTune
  ? []
  : foreign.map((f) => ({
      set: f.country.replace('_pombola', ''),
      item: f.file,
      group: 'out-of-domain' as const,
      comparison: compareIndustries(f.pipeline.analysis?.affected_industries.map((t) => t.industry) ?? [], outOfDomainLabels[f.key] ?? []),
      error: f.pipeline.error,
    }));
const scoredIndustries = onlyTune ? industryResults.filter((r) => r.group === 'tune') : industryResults;
const industryVerdict = onlyTune ? null : judgeReportHalf(industryResults);

// ---- Printing --------------------------------------------------------------------------------------

const halfCell = (half: Half | null) => (half ? half.toUpperCase() : '—');
/** Micro-averaged rows per half of the split, for the sittings a score has. */
function halfRows<T>(rows: T[], halfOfRow: (r: T) => Half | null, score: (rs: T[]) => Score, cells: (s: Score) => (string | number)[], pad: number): (string | number)[][] {
  return HALVES.map((h) => [`**${h.toUpperCase()}**`, ...Array<string>(pad).fill(''), ...cells(score(rows.filter((r) => halfOfRow(r) === h)))]);
}

print('## Sitting dates (parsed vs INDEX `sittingDate`)');
print();
const datesRight = ghana.filter((r) => r.expectedDate !== null && r.parsedDate === r.expectedDate).length;
print(markdownTable(['sitting', 'half', 'words', 'INDEX', 'expected', 'parsed', 'match'], [
  ...ghana.map((r) => [r.file, halfCell(r.half), r.words, r.printedDate, r.expectedDate ?? '(unreadable)', r.parsedDate ?? '(none)', r.parsedDate === r.expectedDate ? 'yes' : 'NO']),
  ...HALVES.map((h) => {
    const inHalf = ghana.filter((r) => r.half === h);
    return [`**${h.toUpperCase()}**`, '', '', '', '', '', `${inHalf.filter((r) => r.expectedDate !== null && r.parsedDate === r.expectedDate).length}/${inHalf.length}`];
  }),
  ['**all**', '', '', '', '', '', `${datesRight}/${ghana.length}`],
]));
print();

print('## Bills (vs INDEX `billsInContents`, normalised, distinct)');
print();
const engineBills = microAverage(ghana.map((r) => r.engineBills));
const parserBills = microAverage(ghana.map((r) => r.parserBills));
const billCells = (c: { truePositives: number; predicted: number; precision: number | null; recall: number | null }) => [c.predicted, c.truePositives, ratio(c.precision), ratio(c.recall)];
print(markdownTable(['sitting', 'half', 'truth', 'engine found', 'engine TP', 'engine P', 'engine R', 'parser found', 'parser TP', 'parser P', 'parser R'], [
  ...ghana.map((r) => [r.file, halfCell(r.half), r.engineBills.expected, ...billCells(r.engineBills), ...billCells(r.parserBills)]),
  ...HALVES.map((h) => {
    const inHalf = ghana.filter((r) => r.half === h);
    const engine = microAverage(inHalf.map((r) => r.engineBills));
    return [`**${h.toUpperCase()}** (micro)`, '', engine.expected, ...billCells(engine), ...billCells(microAverage(inHalf.map((r) => r.parserBills)))];
  }),
  ['**all** (micro)', '', engineBills.expected, ...billCells(engineBills), ...billCells(parserBills)],
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
const speakerCells = (s: Score) => [s.expected, s.predicted, s.truePositives, ratio(s.precision), ratio(s.recall), ratio(s.f1), '', '', ''];
print(markdownTable(['sitting', 'half', 'expected', 'found', 'TP', 'P', 'R', 'F1', 'found, not in list', 'in list, not found', 'loose matches (found ~ list)'], [
  ...withSpeakers.map((r) => [
    r.file, halfCell(r.half), r.speakers.expected, r.speakers.predicted, r.speakers.truePositives, ratio(r.speakers.precision), ratio(r.speakers.recall), ratio(r.speakers.f1),
    joinOr(r.speakers.extra), joinOr(r.speakers.missed), joinOr(r.speakers.matched.filter(([a, b]) => !namesEqual(a, b)).map(([a, b]) => `${a} ~ ${b}`)),
  ]),
  ...halfRows(withSpeakers, (r) => r.half, (rs) => microAverage(rs.map((r) => r.speakers)), speakerCells, 1),
  ['**all** (micro)', '', ...speakerCells(speakers)],
]));
print();
print(`Hand-checked lists exist for ${withSpeakers.length} of ${ghana.length} sittings (${withSpeakers.map((r) => `${r.file} ${halfCell(r.half)}`).join(', ')}).`);
print();

print('## Speaker attribution (`resolveSpeakers` vs hand labels in `bench/eval/speaker-labels/`)');
print();
print('Each speech of a sitting attributed to a person id, or left unresolved, with the roster built from `packages/db/seed/people.popolo.json` for');
print('the sitting\'s date (no database). Precision: of the labelled speeches attributed to someone (groups aside), those given to the right');
print('person; coverage: of the speeches whose speaker is a person, those rightly attributed. Parse and resolution times are per sitting.');
if (onlyTune) print('**`--only tune`: the REPORT half is not scored in this run.**');
print();
const people = readJson<PopoloPeopleFile>(path.join(repoRoot, 'packages/db/seed/people.popolo.json'));
const labelsDir = path.join(evalDir, 'speaker-labels');
const attributionHalves: Half[] = onlyTune ? ['tune'] : [...HALVES];
const attributions: SittingAttribution[] = ghana
  .filter((r): r is GhanaResult & { half: Half } => r.half !== null && attributionHalves.includes(r.half))
  .map((r) => {
    const sitting = r.pipeline.sitting;
    const date = sitting?.date ?? r.expectedDate;
    if (!sitting || !date) return { file: r.file, half: r.half, score: null, parseMs: r.pipeline.parseMs, resolveMs: 0, error: r.error ?? 'no sitting date' };
    const roster = popoloSittingRoster(people, date);
    const started = performance.now();
    const found = resolveSpeakers(sitting, roster);
    const resolveMs = performance.now() - started;
    const labels = readSpeakerLabels(labelsDir, r.file);
    return { file: r.file, half: r.half, score: labels ? scoreSpeakerAttribution(labels, sitting, found) : null, parseMs: r.pipeline.parseMs, resolveMs, error: null };
  });
const attribution = speakerAttributionSection(attributions, markdownTable, attributionHalves);
print(attribution.markdown);
print();

print('## Industries (tags vs hand labels, by half of `bench/eval/split.json`)');
print();
print(`Split: ${split.note}`);
print();
print('Micro-averaged over sitting × industry pairs (TP, tagged and labelled pairs summed over a half\'s items, then P/R/F1). Whole sittings go');
print('through the parser and engine (`affected_industries`); excerpts (headed by their stage and bill title) and summaries (body only) are plain text through `tagIndustriesOfText`.');
if (onlyTune) print('**`--only tune`: the REPORT half and the foreign samples are not scored in this run.**');
print();
print(halfTable(scoredIndustries, onlyTune ? ['tune'] : HALVES));
print();
print(itemTable(scoredIndustries));
print();
if (!onlyTune) {
  print('### Out of domain (South Africa, Kenya; never tuned on, not gated)');
  print();
  print(itemTable(outOfDomain));
  print();
  const ood = pooled(outOfDomain, 'out-of-domain');
  print(`Out of domain, micro over ${outOfDomain.length} samples: P ${ratio(ood.precision)}, R ${ratio(ood.recall)}, F1 ${ratio(ood.f1)} (${ood.truePositives} of ${ood.expected} labelled pairs, ${ood.predicted} tagged).`);
  print();
}

print('## Readability (`checkReadability` over every title, summary sentence, topic, bill name and Member present)');
print();
print('Faults an editor would send back: column markers and other scanner debris, list numbering, OCR misspellings, titles over');
print('120 characters, repeats, cut-off phrases, topics that name a speaker or nothing, malformed bill names, and summary quotations');
print('that are procedural asides; offices or groups listed as Members present, one Member listed twice, a summary sentence on');
print('the meeting time or the Chair, a paper named twice, a bill said to be "debated" when the record prints its stage.');
print('Both Ghana halves have been seen while writing the rules; the foreign samples never were.');
print();
const readability = readabilityTables([
  ...HALVES.flatMap((half) => ghana.filter((r) => r.half === half).map((r) => ({ group: half.toUpperCase(), item: r.file, sitting: r.pipeline.sitting, analysis: r.pipeline.analysis, corrections: r.pipeline.corrections }))),
  ...(onlyTune ? [] : foreign.map((f) => ({ group: 'OOD', item: f.key.replace('_pombola', ''), sitting: f.pipeline.sitting, analysis: f.pipeline.analysis, corrections: f.pipeline.corrections }))),
]);
print(readability.markdown);
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
  ...(onlyTune
    ? []
    : ((report) => {
        const missing = attributions.filter((a) => a.half === 'report' && a.score === null).map((a) => a.file);
        const note = missing.length > 0 ? ` (no labels: ${missing.join(', ')})` : '';
        return [
          ['speaker attribution precision, REPORT half', `${ratio(attributionPrecision(report))} (${report.right}/${report.attributed})${note}`, `≥ ${ATTRIBUTION_TARGETS.reportPrecision}`, missing.length === 0 && atLeast(attributionPrecision(report), ATTRIBUTION_TARGETS.reportPrecision)],
          ['speaker attribution coverage, REPORT half', `${ratio(attributionCoverage(report))} (${report.right}/${report.identifiable})${note}`, `≥ ${ATTRIBUTION_TARGETS.reportCoverage}`, missing.length === 0 && atLeast(attributionCoverage(report), ATTRIBUTION_TARGETS.reportCoverage)],
        ] as [string, string, string, boolean][];
      })(attribution.halves.get('report')!)),
  ...[...readability.totals.entries()].map(([group, n]): [string, string, string, boolean] => [`readability faults, ${group}`, String(n), '0', n === 0]),
];
if (industryVerdict) {
  const { report } = industryVerdict;
  targets.push(
    ['industries recall, REPORT half (all sets pooled, micro)', `${ratio(report.recall)} (${report.truePositives}/${report.expected})`, `≥ ${INDUSTRY_TARGETS.reportRecall}`, atLeast(report.recall, INDUSTRY_TARGETS.reportRecall)],
    ['industries precision, REPORT half (all sets pooled, micro)', `${ratio(report.precision)} (${report.truePositives}/${report.predicted})`, `≥ ${INDUSTRY_TARGETS.reportPrecision}`, atLeast(report.precision, INDUSTRY_TARGETS.reportPrecision)],
  );
}
const tune = pooled(industryResults, 'tune');
print(markdownTable(['target', 'measured', 'required', 'result'], [
  ...targets.map(([name, value, required, ok]) => [name, value, required, passFail(ok)]),
  ...((tuneAttribution) => [[
    'speaker attribution precision / coverage, TUNE half',
    `${ratio(attributionPrecision(tuneAttribution))} / ${ratio(attributionCoverage(tuneAttribution))}`,
    '(tuned on: reported, not gated)',
    '—',
  ]])(attribution.halves.get('tune')!),
  ['industries P / R / F1, TUNE half (all sets pooled, micro)', `${ratio(tune.precision)} / ${ratio(tune.recall)} / ${ratio(tune.f1)}`, '(tuned on: reported, not gated)', '—'],
  ...(onlyTune ? [['industries, REPORT half', '(not run: --only tune)', '', '—']] : []),
]));
print();
for (const reason of industryVerdict?.reasons ?? []) print(`- ${reason}`);
if (industryVerdict && industryVerdict.reasons.length > 0) print();

if (!onlyTune) {
  print('## Other parliaments: what breaks');
  print();
  print('Same pipeline, unchanged, over the South African (Akoma Ntoso) and Kenyan (Pombola) samples. "sidecar" figures come from the');
  print('machine-made `.akn.xml` / `.json` next to each text (not hand-checked): a yardstick, not a target.');
  print();
  const foreignRows: (string | number)[][] = [];
  const foreignNotes: string[] = [];
  for (const { file, country, text, pipeline } of foreign) {
    const { sitting, analysis, error } = pipeline;
    const reference = readSidecarReference(path.join(hansardsDir, country, file));
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
  print(markdownTable(['sample', 'words', 'date parsed / sidecar', 'speeches parsed / sidecar', 'speakers found / sidecar', 'speaker P / R vs sidecar', 'bills contents / engine', 'industries', 'analysis'], foreignRows));
  print();
  print(foreignNotes.join('\n'));
  print();
}

const failed = targets.filter(([, , , ok]) => !ok).map(([name]) => name);
print(failed.length === 0 ? 'All targets PASS.' : `FAIL: ${failed.join('; ')}.`);
console.log(out.join('\n'));
if (failed.length > 0) process.exitCode = 1;
