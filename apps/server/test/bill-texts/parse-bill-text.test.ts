import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BillTextParseError, parseBillText, type ParsedBillText } from '../../src/modules/records/bill-texts/parse-bill-text.js';
import { billTextsDir, describeWithSharedData } from '../support/shared-data.js';

const fixtureDir = path.resolve(import.meta.dirname, '../fixtures/bill-texts');
const readFixture = (name: string) => readFileSync(path.join(fixtureDir, name), 'utf8');
const lagoon = readFixture('lagoon-fisheries-bill.txt');

function parseError(text: string): BillTextParseError {
  try {
    parseBillText(text);
  } catch (error) {
    expect(error).toBeInstanceOf(BillTextParseError);
    return error as BillTextParseError;
  }
  throw new Error('parsed, but should have been refused');
}

const outline = (parsed: ParsedBillText) => parsed.sections.map((s) => [s.position, s.kind, s.number, s.heading, s.part]);

describe('parseBillText: the layout of the enacted texts', () => {
  const parsed = parseBillText(lagoon);

  it('reads the title and keeps the other lines before the first section as the preamble', () => {
    expect(parsed.title).toBe('Lagoon Fisheries (Test Fixture) Bill, 2031');
    expect(parsed.preamble).toEqual([
      'Source: written for the Kakyere tests; a fictional bill, not a law of Ghana',
      'Laid on: 2031-01-15',
    ]);
    expect(parsed.warnings).toEqual([]);
  });

  it('lists sections in printed order with their parts, numbers as printed, and schedules after them', () => {
    expect(outline(parsed)).toEqual([
      [1, 'section', '1', 'Object of this Bill', 'PART I — PRELIMINARY'],
      [2, 'section', '2', 'Application', 'PART I — PRELIMINARY'],
      // The part's heading is on the line after "PART II".
      [3, 'section', '3', 'Fishing licence', 'PART II — LICENCES AND LEVIES'],
      [4, 'section', '4', 'Lagoon levy', 'PART II — LICENCES AND LEVIES'],
      [5, 'section', '4A', 'Waiver of levy', 'PART II — LICENCES AND LEVIES'],
      [6, 'section', '5', '', 'PART II — LICENCES AND LEVIES'],
      [7, 'section', '6', 'Closed season', 'PART III — MISCELLANEOUS PROVISIONS'],
      [8, 'section', '7', 'Interpretation', 'PART III — MISCELLANEOUS PROVISIONS'],
      [9, 'schedule', 'Schedule 1', 'Application for a fishing licence', null],
      // The schedule's heading is on the line after "SECOND SCHEDULE".
      [10, 'schedule', 'Schedule 2', 'Persons exempt from the levy', null],
    ]);
  });

  it("keeps a section's full text with its subsection numbers, and splits the subsections out", () => {
    const licence = parsed.sections[2]!;
    expect(licence.text).toBe(
      [
        '(1) A person shall not fish in the Lagoon without a licence issued by the Lagoon Board.',
        '(2) An application for a licence shall be made in the form set out in the First Schedule.',
        '(2A) The Lagoon Board shall decide on an application within fourteen days.',
        '(3) A licence is valid for one year and may be renewed.',
      ].join('\n'),
    );
    expect(licence.subsections.map((s) => s.number)).toEqual(['(1)', '(2)', '(2A)', '(3)']);
    expect(licence.subsections[2]!.text).toBe('The Lagoon Board shall decide on an application within fourteen days.');
    // A line that does not start a subsection continues the one before.
    expect(parsed.sections[3]!.subsections[1]!.text).toBe(
      'The levy is paid to the Lagoon Board, which shall pay it into the Lagoon Restoration Fund\nand account for it every quarter.',
    );
  });

  it('keeps a section without subsections, or without a heading, whole', () => {
    const [object] = parsed.sections;
    expect(object!.text).toBe('The object of this Bill is to regulate the fishing of tilapia in the imaginary Akwaaba Lagoon.');
    expect(object!.subsections).toEqual([]);
    const headingless = parsed.sections[5]!;
    expect(headingless.heading).toBe('');
    expect(headingless.text).toMatch(/^A person who fishes without a licence commits an offence/);
  });

  it("keeps a schedule's lines, the provision it belongs to included, as its text", () => {
    expect(parsed.sections[8]!.text).toBe('(section 3 (2))\nName of applicant\nLanding site\nType of net');
    expect(parsed.sections[9]!.text).toBe(
      '(section 4 (3))\nPupils of a school fishing for a science lesson.\nMembers of the Lagoon Board on an inspection.',
    );
  });

  it('reads the same text in odd whitespace the same way: CRLF, BOM, tabs, non-breaking spaces, soft hyphens, blank runs', () => {
    const odd =
      '\ufeff\n\n' +
      lagoon
        .replace(/^Section (\d+A?) — /gm, '  \tSection\u00a0$1\t—   ')
        .replace(/licence/g, 'li\u00adcence')
        .replace(/ the /g, '  the\u00a0')
        .replace(/\n\n/g, '\n \t \n\n\n')
        .replace(/\n/g, '\r\n')
        .replace(/$/gm, '  ') +
      '\r\n\f\r\n';
    expect(parseBillText(odd)).toEqual(parsed);
  });
});

describe('parseBillText: variations', () => {
  it('reads clauses, colons and other dashes, and lower-case section letters as printed', () => {
    const text = [
      'Clause 1 — Short title',
      'This is the Test Bill.',
      'SECTION 2: Commencement',
      'This Bill comes into force on assent.',
      'Section 3 -- Repeal',
      'The Old Test Act is repealed.',
      'Section 3a – Saving',
      'Things done under the Old Test Act continue.',
      'Section 4—Tight dash',
      'Nothing more.',
    ].join('\n');
    expect(parseBillText(text).sections.map((s) => [s.number, s.heading])).toEqual([
      ['1', 'Short title'],
      ['2', 'Commencement'],
      ['3', 'Repeal'],
      ['3a', 'Saving'],
      ['4', 'Tight dash'],
    ]);
  });

  it('numbers schedules whether printed as ordinals, Roman numerals, digits or letters', () => {
    const schedules = ['THE SCHEDULE', 'Schedule II — Fees', 'SCHEDULE 3: Forms', 'Schedule A', 'Third Schedule — Oaths', 'Schedule C'];
    const text = ['Section 1 — Only section', 'Text.', ...schedules.flatMap((line) => [line, 'Item.'])].join('\n');
    expect(parseBillText(text).sections.slice(1).map((s) => [s.number, s.heading])).toEqual([
      ['Schedule', ''],
      ['Schedule 2', 'Fees'],
      ['Schedule 3', 'Forms'],
      ['Schedule A', ''],
      ['Schedule 3', 'Oaths'],
      ['Schedule C', ''],
    ]);
  });

  it('reads parts printed in other ways, and does not take sentences that start like a part or a section for one', () => {
    const text = [
      'Part 1 - Opening provisions',
      'Section 1 — Application',
      'Part II of this Act applies to every district.',
      'Section 5 of the Old Test Act is amended.',
      'PART TWO',
      'Section 2 — Duties',
      '(1) The Board shall keep records.',
    ].join('\n');
    const parsed = parseBillText(text);
    expect(parsed.sections.map((s) => [s.number, s.part])).toEqual([
      ['1', 'Part 1 — Opening provisions'],
      // "Section 2" is a section line, not a heading for the part on the line before it.
      ['2', 'PART TWO'],
    ]);
    expect(parsed.sections[0]!.text).toBe('Part II of this Act applies to every district.\nSection 5 of the Old Test Act is amended.');
  });

  it('keeps misprinted numbering as printed and says what is odd', () => {
    const text = ['Section 1 — One', 'a.', 'Section 2 — Two', 'b.', 'Section 2 — Two again', 'c.', 'Section 5 — Five', 'd.', 'Section 4 — Four', '', 'Section 6 — Six', 'f.'].join('\n');
    const parsed = parseBillText(text);
    expect(parsed.sections.map((s) => [s.position, s.number])).toEqual([
      [1, '1'],
      [2, '2'],
      [3, '2'],
      [4, '5'],
      [5, '4'],
      [6, '6'],
    ]);
    expect(parsed.warnings).toEqual([
      'Section 2 is printed twice (positions 2 and 3)',
      'no section 3–4 between sections 2 and 5',
      'Section 4 has no text',
      'Section 4 comes after section 5',
    ]);
  });

  it('has no title when the text starts with a section', () => {
    const parsed = parseBillText('Section 1 — Only\nText.');
    expect(parsed.title).toBeNull();
    expect(parsed.preamble).toEqual([]);
  });
});

describe('parseBillText: input that is not a bill text', () => {
  it.each([
    ['empty', ''],
    ['only whitespace', ' \n\t\r\n\u00a0\n'],
  ])('refuses %s text as empty', (_, text) => {
    const error = parseError(text);
    expect(error.code).toBe('empty');
    expect(error.message).toBe('the text is empty');
  });

  it.each([
    ['a shopping list', 'Shopping list\nYams\nPlantain\nPalm oil\n'],
    ['a sitting of Parliament', 'PARLIAMENTARY DEBATES\nOFFICIAL REPORT\nThe House met at 10.00 a.m.\n[MR SPEAKER IN THE CHAIR]\nPRAYERS\nMr Speaker: Hon Members, section 5 of the Bill is before us.\n'],
    ['schedules without sections', 'FIRST SCHEDULE — Fees\nOne cedi.\n'],
  ])('refuses %s, with one line saying so', (_, text) => {
    const error = parseError(text);
    expect(error.code).toBe('no-sections');
    expect(error.message).toBe('not a bill text: no "Section N — heading" lines found');
    expect(error.message).not.toContain('\n');
  });
});

describeWithSharedData(
  'parseBillText on every enacted text in ../shared/data/bill_texts',
  () => {
    const files = readdirSync(billTextsDir).filter((name) => name.endsWith('.txt')).sort();

    it('finds the seven Acts', () => {
      expect(files).toHaveLength(7);
    });

    it.each(files)('%s: numbered sections in order, each with text and a heading', (file) => {
      const parsed = parseBillText(readFileSync(path.join(billTextsDir, file), 'utf8'));
      const { sections } = parsed;
      const subsections = sections.reduce((n, s) => n + s.subsections.length, 0);
      console.log(`${file}: ${sections.length} sections, ${subsections} subsections, ${parsed.warnings.length} numbering warnings`);

      expect(parsed.title).toMatch(/ Act, \d{4} \(Act \d+\)$/);
      expect(sections.length).toBeGreaterThanOrEqual(5);
      expect(sections.length).toBeLessThanOrEqual(200);
      expect(sections.map((s) => s.position)).toEqual(sections.map((_, i) => i + 1));
      expect(sections[0]!.number).toBe('1');
      const numbers = sections.map((s) => Number.parseInt(s.number, 10));
      // Never backwards; a misprint may repeat a number (and then skip the next one).
      numbers.forEach((n, i) => expect(n, `section at position ${i + 1}`).toBeGreaterThanOrEqual(numbers[i - 1] ?? 1));
      expect(Math.max(...numbers)).toBe(sections.length);
      for (const s of sections) {
        expect(s.kind).toBe('section');
        expect(s.text.trim(), `section ${s.number} text`).not.toBe('');
        expect(s.heading.trim(), `section ${s.number} heading`).not.toBe('');
        expect(s.text, `section ${s.number}`).not.toMatch(/^Section \d/m);
      }
      // Every "(n)" line at the start of a line is a subsection of its section.
      expect(subsections).toBe(sections.reduce((n, s) => n + (s.text.match(/^\(\d+[A-Z]?\)/gm)?.length ?? 0), 0));
      // The only warnings are the repeated numbers printed in the texts themselves.
      for (const warning of parsed.warnings) expect(warning).toMatch(/is printed twice|^no section \d+ between/);
    });
  },
  'the enacted texts of seven Acts',
);
