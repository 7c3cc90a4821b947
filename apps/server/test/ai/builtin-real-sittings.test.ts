import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HansardAnalysisSchema, INDUSTRIES, type HansardAnalysis } from '@kakyere/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.js';
import { analyseSittingSync } from '../../src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { buildEvidence } from '../../src/modules/engines/ai/hansard-analysis/build-evidence.js';
import { checkReadability, PROCEDURAL_OPENING } from '../../src/modules/engines/ai/readability/check-readability.js';
import { locateQuote } from '../../src/modules/engines/text-index/locate-quote.js';
import { validateAnalysis } from '../../src/modules/engines/ai/hansard-analysis/validate-analysis.js';
import { parseOfficialReport } from '../../src/modules/records/ingest/parse-official-report.js';
import type { ParsedSitting } from '../../src/modules/engines/official-report/parsed-sitting.js';
import { FIXTURE_FILES, FIXTURES, readFixture } from '../support/official-report-fixtures.js';
import { describeWithSharedData, ghanaHansardsDir as hansards } from '../support/shared-data.js';

// Real Official Reports of 2011-2012, read at run time, never copied into the repository: this is an
// evaluation against real data and hand labels, skipped (with a line saying so) where the data is absent.
// The same checks run first on the Official Report fixtures, which are always there.
const expectedIndustries = JSON.parse(readFileSync(path.join(repoRoot, 'bench/eval/expected-industries.json'), 'utf8')) as Record<string, string[]>;
const FILES = Object.keys(expectedIndustries).sort();
const PROCEDURAL_TOPIC = /\b(?:mr|madam)\s+speaker\b|\bhon(?:ourable)?\s+members?\b|^order$|\bvotes and proceedings\b|\border paper\b|\bstanding orders?\b|\bmajority leader\b|\bminority leader\b/i;

/** The checks every analysis passes, real sitting or fixture. */
function expectSoundAnalysis(sitting: ParsedSitting, analysis: HansardAnalysis): void {
  // A valid analysis the LLM validator would accept too.
  expect(HansardAnalysisSchema.parse(analysis)).toEqual(analysis);
  expect(validateAnalysis(sitting, analysis)).toEqual({ ok: true, analysis });
  // Every quote is in the record, and evidence locates each one.
  const quotes = [...analysis.summary, ...analysis.affected_industries, ...analysis.bills_discussed].map((c) => c.quote);
  for (const quote of quotes) expect(locateQuote(sitting.text, quote), quote).not.toBeNull();
  const evidence = buildEvidence(sitting, analysis, () => null, null);
  expect(evidence.summary).toHaveLength(analysis.summary.length);
  expect(evidence.affected_industries).toHaveLength(analysis.affected_industries.length);
  expect(evidence.bills_discussed).toHaveLength(analysis.bills_discussed.length);
  // 3-5 summary sentences, 5-10 distinct topics free of procedure.
  expect(analysis.summary.length).toBeGreaterThanOrEqual(3);
  expect(analysis.summary.length).toBeLessThanOrEqual(5);
  expect(analysis.key_topics.length).toBeGreaterThanOrEqual(5);
  expect(analysis.key_topics.length).toBeLessThanOrEqual(10);
  expect(analysis.key_topics.filter((t) => PROCEDURAL_TOPIC.test(t))).toEqual([]);
  expect(new Set(analysis.key_topics.map((t) => t.toLowerCase())).size).toBe(analysis.key_topics.length);
  // Every bill on the contents list is among the bills discussed.
  const discussed = analysis.bills_discussed.map((b) => b.bill);
  for (const bill of sitting.billsInContents) expect(discussed).toContain(bill);
  // Only the 20 industries, each once.
  const tags = analysis.affected_industries.map((i) => i.industry);
  for (const tag of tags) expect(INDUSTRIES).toContain(tag);
  expect(new Set(tags).size).toBe(tags.length);
  // Nothing an editor would send back: debris, numbering, cut-offs, repeats, speakers or empty pairs as topics,
  // malformed bill names, a title past 120 characters, more than one quotation or a procedural aside quoted.
  const speakerNames = sitting.speeches.map((s) => s.speaker.name ?? s.speaker.label);
  expect(checkReadability(analysis, { speakerNames })).toEqual([]);
}

describe('builtin engine on the Official Report fixtures (test/fixtures/official-report)', () => {
  const fixtureSittings = new Map<string, ParsedSitting>();
  const fixtureAnalyses = new Map<string, HansardAnalysis>();
  beforeAll(() => {
    for (const file of FIXTURE_FILES) {
      const sitting = parseOfficialReport(readFixture(file));
      fixtureSittings.set(file, sitting);
      fixtureAnalyses.set(file, analyseSittingSync(sitting));
    }
  }, 60_000);

  it.each(FIXTURE_FILES)('%s: a valid, quoted analysis with every bill of the contents list', (file) => {
    expectSoundAnalysis(fixtureSittings.get(file)!, fixtureAnalyses.get(file)!);
  });

  it('titles sittings by their main business, a Special Meeting by its date', () => {
    expect(fixtureAnalyses.get(FIXTURES.special)!.title).toMatch(/^Special Meeting, 24 August 2011: Ghana Maritime Authority \(Amendment\) Bill, 2011 and 2 other bills passed/);
    expect(fixtureAnalyses.get(FIXTURES.dataProtection)!.title).toMatch(/^Data Protection Bill, 2010 passed; Electronic Transactions \(Amendment\) Bill, 2011 read a second time/);
    expect(fixtureAnalyses.get(FIXTURES.education)!.title).toMatch(/Ministry of Education/);
  });

  it('reports a bill the Clerk records as passed as passed, and one read a second time as read a second time', () => {
    const special = fixtureAnalyses.get(FIXTURES.special)!.summary.map((s) => s.sentence).join(' ');
    expect(special).toMatch(/Ghana Maritime Authority \(Amendment\) Bill, 2011, the Ghana Maritime Security \(Amendment\) Bill, 2011 and the Ghana Shipping \(Amendment\) Bill, 2011 were read the third time and passed/);
    const first = fixtureAnalyses.get(FIXTURES.dataProtection)!.summary.map((s) => s.sentence).join(' ');
    expect(first).toMatch(/The Data Protection Bill, 2010 was read the third time and passed/);
    expect(first).toMatch(/The Electronic Transactions \(Amendment\) Bill, 2011 was read a second time/);
  });

  it('names the meeting, but opens the summary with the business, not the meeting time or the Chair', () => {
    expect(fixtureAnalyses.get(FIXTURES.special)!.session_type).toBe('Plenary Sitting — Special Meeting, Third Session, Fifth Parliament');
    expect(fixtureAnalyses.get(FIXTURES.dataProtection)!.session_type).toBe('Plenary Sitting — First Meeting, Fourth Session, Fifth Parliament');
    for (const analysis of fixtureAnalyses.values()) for (const s of analysis.summary) expect(s.sentence).not.toMatch(PROCEDURAL_OPENING);
    expect(fixtureAnalyses.get(FIXTURES.education)!.summary[0]!.sentence).toMatch(/^The Minister for Education \(Mrs Betty Mould-Iddrisu\) answered questions on/);
  });

  it('tags the maritime bills sitting Transportation, and Finance for the China Development Bank report, nothing else', () => {
    const tags = fixtureAnalyses.get(FIXTURES.special)!.affected_industries;
    expect(tags.map((t) => t.industry)).toEqual(['Transportation', 'Finance']);
    expect(tags[0]!.quote).toMatch(/Maritime|Shipping/);
    expect(tags[1]!.quote).toMatch(/China Development Bank/);
    expect(fixtureAnalyses.get(FIXTURES.dataProtection)!.affected_industries.map((t) => t.industry)).toContain('Technology');
  });

  it('gives the same analysis for the same sitting', () => {
    for (const file of FIXTURE_FILES) {
      const again = analyseSittingSync(parseOfficialReport(readFixture(file)));
      expect(JSON.stringify(again)).toBe(JSON.stringify(fixtureAnalyses.get(file)));
    }
  });
});

const sittings = new Map<string, ParsedSitting>();
const analyses = new Map<string, HansardAnalysis>();

describeWithSharedData('builtin engine on the ten real sittings', () => {
  beforeAll(() => {
    for (const file of FILES) {
      const sitting = parseOfficialReport(readFileSync(path.join(hansards, file), 'utf8'));
      sittings.set(file, sitting);
      analyses.set(file, analyseSittingSync(sitting));
    }
  }, 120_000);

  it.each(FILES)('%s: a sound analysis: valid, every quote in the record and located, 3-5 sentences, 5-10 topics free of procedure', (file) => {
    expectSoundAnalysis(sittings.get(file)!, analyses.get(file)!);
  });

  it.each(FILES)('%s: every bill on the contents list is among the bills discussed', (file) => {
    const discussed = analyses.get(file)!.bills_discussed.map((b) => b.bill);
    for (const bill of sittings.get(file)!.billsInContents) expect(discussed).toContain(bill);
  });

  it('tags only the 20 industries, each once', () => {
    for (const analysis of analyses.values()) {
      const tags = analysis.affected_industries.map((i) => i.industry);
      for (const tag of tags) expect(INDUSTRIES).toContain(tag);
      expect(new Set(tags).size).toBe(tags.length);
    }
  });

  it('tags the health sitting (Mental Health Bill, Health Training Bill) Healthcare, with the Bill as evidence', () => {
    const tags = analyses.get('hansard_0025.txt')!.affected_industries;
    expect(tags.map((t) => t.industry)).toContain('Healthcare');
    expect(tags.find((t) => t.industry === 'Healthcare')!.quote).toMatch(/Health/);
  });

  it('tags the maritime bills sitting Transportation, and Finance for the China Development Bank facility, nothing else', () => {
    const tags = analyses.get('hansard_0026.txt')!.affected_industries;
    expect(tags.map((t) => t.industry)).toEqual(['Transportation', 'Finance']);
    expect(tags[0]!.quote).toMatch(/Maritime|Shipping/);
  });

  it('tags the COCOBOD trade finance sitting Agriculture, Finance and Trade, and the Criminal Offences Bill Justice', () => {
    const tags = analyses.get('hansard_0077.txt')!.affected_industries.map((t) => t.industry);
    expect(tags).toEqual(expect.arrayContaining(['Agriculture', 'Finance', 'Trade', 'Justice']));
  });

  it('tags no industry for a sitting on local government and the presidential transition', () => {
    expect(analyses.get('hansard_0034.txt')!.affected_industries).toEqual([]);
  });

  it('agrees with the hand-labelled industries (bench/eval) with precision >= 0.85 and recall >= 0.8', () => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    for (const file of FILES) {
      const expected = new Set(expectedIndustries[file]);
      const tagged = new Set(analyses.get(file)!.affected_industries.map((t) => t.industry as string));
      for (const t of tagged) {
        if (expected.has(t)) truePositives++;
        else falsePositives++;
      }
      for (const e of expected) if (!tagged.has(e)) falseNegatives++;
    }
    expect(truePositives / (truePositives + falsePositives)).toBeGreaterThanOrEqual(0.85);
    expect(truePositives / (truePositives + falseNegatives)).toBeGreaterThanOrEqual(0.8);
  });

  it('titles sittings by their main business', () => {
    expect(analyses.get('hansard_0014.txt')!.title).toMatch(/^Data Protection Bill, 2010 passed; Electronic Transactions \(Amendment\) Bill, 2011 read a second time/);
    expect(analyses.get('hansard_0026.txt')!.title).toMatch(/^Special Meeting, 24 August 2011: Ghana Maritime Authority \(Amendment\) Bill, 2011 and 2 other bills passed/);
    expect(analyses.get('hansard_0031.txt')!.title).toMatch(/Colleges of Education Bill, 2011/);
    for (const analysis of analyses.values()) expect(analysis.title.length).toBeLessThanOrEqual(200);
  });

  it('reports a bill the Clerk records as passed as passed, and one only debated as debated', () => {
    const summary = analyses.get('hansard_0026.txt')!.summary.map((s) => s.sentence).join(' ');
    expect(summary).toMatch(/were read the third time and passed/);
    const colleges = analyses.get('hansard_0031.txt')!.summary.map((s) => s.sentence).join(' ');
    expect(colleges).toMatch(/Colleges of Education Bill, 2011 was (?:read a second time|debated at the second reading)/);
  });

  it('gives each sitting the full session type the editors wrote for it (meeting, session, Parliament)', () => {
    expect(analyses.get('hansard_0025.txt')!.session_type).toBe('Plenary Sitting — Special Meeting, Third Session, Fifth Parliament');
    expect(analyses.get('hansard_0028.txt')!.session_type).toBe('Plenary Sitting — Second Meeting, Fourth Session, Fifth Parliament');
    const seed = JSON.parse(readFileSync(path.join(repoRoot, 'packages/db/seed/hansards.json'), 'utf8')) as { date: string; session_type: string }[];
    const editors = new Map(seed.map((h) => [h.date, h.session_type]));
    let compared = 0;
    for (const [file, analysis] of analyses) {
      const date = sittings.get(file)!.date!;
      const written = editors.get(date);
      if (!written) continue;
      expect(analysis.session_type, date).toBe(written);
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(8);
  });

  it('gives the same analysis for the same sitting', () => {
    for (const file of ['hansard_0026.txt', 'hansard_0077.txt']) {
      const again = analyseSittingSync(parseOfficialReport(readFileSync(path.join(hansards, file), 'utf8')));
      expect(JSON.stringify(again)).toBe(JSON.stringify(analyses.get(file)));
    }
  });
  // Speed on the 43k-word sitting is a benchmark (`npm run ingest -w bench`, bench/README.md), not a timed test.
});
