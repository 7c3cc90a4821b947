import { describe, expect, it } from 'vitest';
import { analyseSittingSync } from '../../src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { billsBrokenInContents } from '../../src/modules/engines/ai/hansard-analysis/builtin/recover-bill-name.js';
import { parseOfficialReport } from '../../src/modules/records/ingest/parse-official-report.js';
import { locateQuote } from '../../src/modules/engines/text-index/locate-quote.js';
import { BROKEN_CONTENTS_FIXTURE, readFixture } from '../support/official-report-fixtures.js';

// Fictional bill names throughout.
describe('bills the contents list prints broken by OCR', () => {
  it('are found and named whole from the proceedings ("Coa stal Shipping Levy Bill, 20 29")', () => {
    const text = readFixture(BROKEN_CONTENTS_FIXTURE);
    const analysis = analyseSittingSync(parseOfficialReport(text));
    expect(analysis.bills_discussed.map((b) => b.bill)).toEqual(['Coastal Shipping Levy Bill, 2029', 'Lagoon Fisheries Management Bill, 2029']);
    const [shipping, lagoon] = analysis.bills_discussed;
    expect(shipping!.quote).toMatch(/^Coastal Shipping Levy Bill, 2029 Presented .* read the First time/);
    // The evidence is what the record shows happening to the bill, quoted from the proceedings.
    expect(lagoon!.quote).toBe('The Lagoon Fisheries Management Bill, 2029 was accordingly read a Second time');
    for (const bill of analysis.bills_discussed) expect(locateQuote(text, bill.quote), bill.quote).not.toBeNull();
  });

  it('are named whole in the title and the summary too, never by the part the contents list kept', () => {
    const analysis = analyseSittingSync(parseOfficialReport(readFixture(BROKEN_CONTENTS_FIXTURE)));
    expect(analysis.title).toBe('Coastal Shipping Levy Bill, 2029 introduced');
    const summary = analysis.summary.map((s) => s.sentence).join(' ');
    expect(summary).toContain('The Coastal Shipping Levy Bill, 2029 was read the first time');
    expect(`${analysis.title} ${summary}`).not.toMatch(/(?<!Coastal )Shipping Levy Bill/);
  });

  it('takes a body name only when its letters are the heading title broken differently, in the same year', () => {
    const body = ['Coastal Shipping Levy Bill, 2029', 'Lagoon Fisheries Management Bill, 2029', 'Harbour Dues Bill, 2028'];
    expect(billsBrokenInContents(['Spec ial Coastal Shipping Levy Bill, 20 29'], body)).toEqual([]);
    expect(billsBrokenInContents(['Coa stal Shipping Levy Bill, 20 29 - [Col. 12]'], body)).toEqual(['Coastal Shipping Levy Bill, 2029']);
    expect(billsBrokenInContents(['(ii) The Lagoon Fisheries Man agement Bill, 2O29'], body)).toEqual(['Lagoon Fisheries Management Bill, 2029']);
    // Another year, or a heading printed as the body prints it (nothing to mend), gives nothing.
    expect(billsBrokenInContents(['Har bour Dues Bill, 20 29'], body)).toEqual([]);
    expect(billsBrokenInContents(['Coastal Shipping Levy Bill, 2029'], body)).toEqual([]);
    // Two bills that could be meant: left out rather than guessed.
    expect(billsBrokenInContents(['Sea Men Wel Fare Bill, 20 28'], ['Seamen Welfare Bill, 2028', 'Sea Men Welfare Bill, 2028'])).toEqual([]);
    // A body name that breaks a word the contents list prints whole, or spaces its brackets otherwise, mends nothing.
    expect(billsBrokenInContents(['Harbour Dues (Amendment)(No.2) Bill, 2028'], ['Harbour Dues (Amendment) (N O. 2) Bill, 2028'])).toEqual([]);
    expect(billsBrokenInContents(['Harbour Dues (Amendment)(No.2) Bill, 2028'], ['Harbour Dues (Amendment) (No. 2) Bill, 2028'])).toEqual([]);
  });
});
