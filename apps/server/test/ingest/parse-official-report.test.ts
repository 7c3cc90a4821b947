import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.js';
import { normaliseBillTitle } from '../../src/modules/ingest/normalise-bill-title.js';
import { NotAHansardError, parseOfficialReport } from '../../src/modules/ingest/parse-official-report.js';
import type { ParsedSitting } from '../../src/modules/ingest/parsed-sitting.js';

// The real Hansard texts are read where they live (CI has them beside the checkout); they are
// never copied into the repository.
const dataDir = path.resolve(repoRoot, '../shared/data');
const ghanaDir = path.join(dataDir, 'hansards/ghana_2011_2012');
const expectedDir = path.join(repoRoot, 'bench/eval/expected-speakers');

interface IndexEntry {
  file: string;
  seriesVolNo: string;
  sittingDate: string;
  billsInContents: string[];
}

/** A short sitting in Official Report style, written for these tests. */
const SAMPLE = `FOURTH SERIES VOL. 80 N0. 4
5TH MARCH, 2013

PARLIAMENTARY DEBATES
OFFICIAL REPORT
SPECIAL MEETING
TUESDAY, 5TH MARCH, 2013

CONTENTS

VOTES AND PROCEEDINGS AND THE OFFICIAL REPORT -- [C0L. 301]

SECOND READING OF BILLS -
i) The Sample Levy (Amendment) Bill, 201 3 -- [Col. 302]
ii) Example Authority Bill, 2013 - [Cols. 30 5, 310]

ADJOURNMENT --- [Col 312]

Printed by Department of Official Report

[301]

THE PARLIAMENT OF THE REPUBLIC
OF GHANA

SPECIAL MEETING, 2013

Tuesday, 5th March, 2013

The House met at 10.00 a.m.

[MR SECOND DEPUTY SPEAKER
IN THE CHAIR]

PRAYERS

BILLS - SECOND READING

Sample Levy (Amendment) Bill, 2013

Minister for Finance (Mr Kofi Example
Mensah): Mr Speaker, I beg to move, that the
Sample Levy (Amendment) Bill, 2013 be now read a Second time.

[302]

[MR MENSAH]

The Bill is short.

Mr Yaw Boateng -- rose -

Mr Second Deputy Speaker: Hon Member?

Mr Yaw Boateng (NPP - Somewhere): Mr Speaker,
I support the Motion.

Some Hon Members: Hear! Hear!

10.30 a.m.

Mr Mensah: Thank you, Mr Speaker.

Question put and Motion agreed to.

ADJOURNMENT

The House was accordingly adjourned at 11.00 a.m.

ATTENDANCE
1. Mr Kofi Example Mensah
2. Mr Yaw Boateng; Mrs Ama Serwaa
`;

/** The last column marker at or before an offset, computed independently of the parser. */
function columnAt(sitting: ParsedSitting, offset: number): number | null {
  let column: number | null = null;
  for (const c of sitting.columns) if (c.offset <= offset) column = c.column;
  return column;
}

describe('parseOfficialReport on a sitting written in Official Report style', () => {
  const sitting = parseOfficialReport(SAMPLE);

  it('reads the cover, the meeting and the Chair', () => {
    expect(sitting).toMatchObject({
      series: 'Fourth Series',
      volume: 80,
      number: 4,
      date: '2013-03-05',
      meeting: 'Special Meeting',
      presidingOfficer: 'Mr Second Deputy Speaker',
    });
  });

  it('reads the CONTENTS with groups and columns, and the bills named there', () => {
    expect(sitting.contents).toEqual([
      { heading: 'VOTES AND PROCEEDINGS AND THE OFFICIAL REPORT', group: null, columns: [301] },
      { heading: 'The Sample Levy (Amendment) Bill, 2013', group: 'SECOND READING OF BILLS', columns: [302] },
      { heading: 'Example Authority Bill, 2013', group: 'SECOND READING OF BILLS', columns: [305, 310] },
      { heading: 'ADJOURNMENT', group: null, columns: [312] },
    ]);
    expect(sitting.billsInContents).toEqual(['Sample Levy (Amendment) Bill, 2013', 'Example Authority Bill, 2013']);
  });

  it('records column markers with offsets into the normalised text', () => {
    expect(sitting.columns.map((c) => c.column)).toEqual([301, 302]);
    for (const c of sitting.columns) expect(sitting.text.slice(c.offset)).toMatch(new RegExp(`^\\[${c.column}\\]`));
  });

  it('finds headings, including the bill named under one', () => {
    expect(sitting.sections.map((s) => s.heading)).toEqual(['PRAYERS', 'BILLS - SECOND READING', 'Sample Levy (Amendment) Bill, 2013', 'ADJOURNMENT']);
    expect(sitting.sections.map((s) => s.column)).toEqual([301, 301, 301, 302]);
    for (const s of sitting.sections) expect(sitting.text.slice(s.span.start, s.span.end).replace(/\s+/g, ' ')).toBe(s.heading);
  });

  it('reads every speech with its speaker, column and section, and skips stage directions and furniture', () => {
    const summary = sitting.speeches.map((s) => [s.speaker.name ?? s.speaker.role, s.column, s.sectionIndex]);
    expect(summary).toEqual([
      ['Kofi Example Mensah', 301, 2],
      ['Second Deputy Speaker', 302, 2],
      ['Yaw Boateng', 302, 2],
      ['Members', 302, 2],
      ['Kofi Example Mensah', 302, 2],
    ]);
    const [first] = sitting.speeches;
    expect(first!.speaker).toEqual({
      label: 'Minister for Finance (Mr Kofi Example Mensah)',
      name: 'Kofi Example Mensah',
      role: 'Minister for Finance',
      honorific: 'Mr',
    });
    // Column markers and the continuation head "[MR MENSAH]" are page furniture, not words spoken.
    expect(first!.text).toBe('Mr Speaker, I beg to move, that the Sample Levy (Amendment) Bill, 2013 be now read a Second time. The Bill is short.');
    expect(sitting.text.slice(first!.span.start, first!.span.end)).toMatch(/^Minister for Finance \(Mr Kofi Example\nMensah\): Mr Speaker[\s\S]*The Bill is short\.$/);
    // A time stamp between speeches is not part of either; the Clerk's "Question put" ends the speech.
    expect(sitting.speeches[4]!.text).toBe('Thank you, Mr Speaker.');
  });

  it('reads the attendance list when the record has one', () => {
    expect(sitting.attendance).toEqual(['Mr Kofi Example Mensah', 'Mr Yaw Boateng', 'Mrs Ama Serwaa']);
  });
});

describe('parseOfficialReport on text that is not an Official Report', () => {
  it('throws NotAHansardError with a one-line message for plain prose', () => {
    const prose = 'The quick brown fox jumps over the lazy dog.\nIt was a sunny day in Accra, and Parliament was on recess.';
    expect(() => parseOfficialReport(prose)).toThrow(NotAHansardError);
    try {
      parseOfficialReport(prose);
    } catch (e) {
      expect((e as Error).message).toMatch(/^Not an Official Report: [^\n]+$/);
    }
  });

  it('throws NotAHansardError for empty input', () => {
    expect(() => parseOfficialReport('  \n ')).toThrow(NotAHansardError);
  });

  it('parses whatever speeches there are in a transcript without Official Report markers', () => {
    const sitting = parseOfficialReport('Mr Kofi Mensah: Good morning.\nMrs Ama Serwaa: Good morning to you.');
    expect(sitting.speeches.map((s) => s.speaker.name)).toEqual(['Kofi Mensah', 'Ama Serwaa']);
    expect(sitting.date).toBeNull();
    expect(sitting.columns).toEqual([]);
  });
});

describe.skipIf(!existsSync(ghanaDir))('parseOfficialReport on the real sittings of 2011-2012', () => {
  const index: IndexEntry[] = existsSync(ghanaDir) ? JSON.parse(readFileSync(path.join(ghanaDir, 'INDEX.json'), 'utf8')) : [];
  const parsed = new Map<string, ParsedSitting>();
  const parse = (file: string): ParsedSitting => {
    if (!parsed.has(file)) parsed.set(file, parseOfficialReport(readFileSync(path.join(ghanaDir, file), 'utf8')));
    return parsed.get(file)!;
  };

  /** "THURSDAY,31ST MAY, 2012" → "2012-05-31", read independently of the parser. */
  function isoDate(printed: string): string {
    const m = /(\d{1,2})\s*(?:st|nd|rd|th)?\s+([a-z]+),?\s+(\d{4})/i.exec(printed)!;
    const month = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].indexOf(m[2]!.toLowerCase()) + 1;
    return `${m[3]}-${String(month).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  }

  it('has all ten sittings in the index', () => {
    expect(index).toHaveLength(10);
  });

  it.each(index.map((e) => [e.file, e] as const))('%s: date, series, volume and number match INDEX.json', (file, entry) => {
    const sitting = parse(file);
    expect(sitting.date).toBe(isoDate(entry.sittingDate));
    expect(sitting.series).toBe('Fourth Series');
    expect(sitting.volume).toBe(Number(/VOL\D*(\d+)/.exec(entry.seriesVolNo)![1]));
    expect(sitting.number).toBe(Number(/N[o0]\D*(\d+)/.exec(entry.seriesVolNo)![1]));
  });

  it('finds the bills of the CONTENTS lists (precision >= 0.95, recall >= 0.9 over all sittings)', () => {
    let truePositives = 0;
    let found = 0;
    let expected = 0;
    for (const entry of index) {
      // The index's own strings, normalised the same way; duplicates (a bill at two stages) count once.
      const gold = [...new Set(entry.billsInContents.map(normaliseBillTitle))];
      const got = parse(entry.file).billsInContents;
      // One index line was cut before the year ("... (Amendment) Bill,"): a yearless title matches on the title.
      const same = (g: string, x: string) => g.toLowerCase() === x.toLowerCase() || (!/\d{4}$/.test(g) && x.toLowerCase().startsWith(`${g.toLowerCase()},`));
      truePositives += got.filter((x) => gold.some((g) => same(g, x))).length;
      found += got.length;
      expected += gold.length;
    }
    const precision = truePositives / found;
    const recall = truePositives / expected;
    expect(expected).toBeGreaterThan(15);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('reads the Special Meeting sitting of 24 August 2011', () => {
    const sitting = parse('hansard_0026.txt');
    expect(sitting).toMatchObject({ meeting: 'Special Meeting', presidingOfficer: 'Mr First Deputy Speaker', volume: 74, number: 3, date: '2011-08-24' });
    expect(parse('hansard_0025.txt').meeting).toBe('Special Meeting');
    expect(parse('hansard_0014.txt').meeting).toBe('First Meeting');
    // "CONSIDERATION STAGE or BILLS" in the print; "[Cols. 1 3 8, 152]" in the print.
    expect(sitting.contents).toContainEqual({ heading: 'Ghana Maritime Authority (Amendment) Bill, 2011', group: 'CONSIDERATION STAGE OF BILLS', columns: [131] });
    expect(sitting.contents).toContainEqual({ heading: 'The Ghana Shipping (Amendment) Bill, 2011', group: 'THIRD READING OF BILLS', columns: [138, 152] });
  });

  it('reads the columns printed through the text', () => {
    const sitting = parse('hansard_0026.txt');
    expect(sitting.columns[0]).toMatchObject({ column: 129 });
    expect(sitting.columns.map((c) => c.column)).toContain(156);
    for (const c of sitting.columns) expect(sitting.text.slice(c.offset, c.offset + 6)).toContain(`[${c.column}]`);
    const barton = sitting.speeches.find((s) => s.speaker.label === 'Mr Ebo Barton-Odro')!;
    expect(barton.column).toBe(130);
    // Sittings printed with running heads ("685 Criminal Offences ... 686") still get their columns.
    const late = parse('hansard_0077.txt');
    expect(late.columns.map((c) => c.column)).toEqual(expect.arrayContaining([685, 686, 741, 742]));
  });

  it('resolves speakers, including surname-only references, to the people the record names', () => {
    const sitting = parse('hansard_0026.txt');
    const byLabel = (label: string) => sitting.speeches.find((s) => s.speaker.label === label)!.speaker;
    expect(byLabel('Mr Barton-Odro')).toEqual({ label: 'Mr Barton-Odro', name: 'Ebo Barton-Odro', role: null, honorific: 'Mr' });
    expect(byLabel('Mr H. Iddrisu').name).toBe('Haruna Iddrisu');
    expect(byLabel('Minister for Transport (Alhaji Collins Dauda) (MP)')).toMatchObject({ name: 'Collins Dauda', role: 'Minister for Transport', honorific: 'Alhaji' });
    expect(byLabel('Mr First Deputy Speaker')).toMatchObject({ name: null, role: 'First Deputy Speaker', honorific: 'Mr' });

    const education = parse('hansard_0032.txt');
    const minister = education.speeches.find((s) => s.speaker.role === 'Minister for Education')!.speaker;
    expect(minister).toEqual({ label: 'Minister for Education (Mrs Betty Mould-Iddrisu)', name: 'Betty Mould-Iddrisu', role: 'Minister for Education', honorific: 'Mrs' });
    expect(education.speeches.filter((s) => s.speaker.label === 'Mrs Mould-Iddrisu').every((s) => s.speaker.name === 'Betty Mould-Iddrisu')).toBe(true);
  });

  it('reads a question on the Order Paper as the asker\'s words', () => {
    const sitting = parse('hansard_0014.txt');
    const question = sitting.speeches.find((s) => s.text.startsWith('asked the Minister for Local Government'))!;
    expect(question.speaker).toMatchObject({ name: 'Simon E. Asimah', honorific: 'Mr' });
    expect(question.column).toBe(413);
    expect(sitting.sections[question.sectionIndex]!.heading).toBe('Sub-structures of Local Governance (Effectiveness)');
  });

  it.each(index.map((e) => e.file))('%s: speeches, sections and columns are consistent with the text', (file) => {
    const sitting = parse(file);
    expect(sitting.speeches.length).toBeGreaterThan(50);
    expect(sitting.sections.length).toBeGreaterThan(3);
    let previous = -1;
    for (const c of sitting.columns) {
      expect(c.offset).toBeGreaterThan(previous);
      previous = c.offset;
    }
    previous = -1;
    for (const speech of sitting.speeches) {
      const { start, end } = speech.span;
      expect(start).toBeGreaterThan(previous);
      expect(end).toBeGreaterThan(start);
      expect(end).toBeLessThanOrEqual(sitting.text.length);
      previous = start;
      // The span opens with the label and holds the words spoken, in order (page furniture between them is dropped).
      const printed = sitting.text.slice(start, end).replace(/\s+/g, ' ');
      expect(printed).toContain(speech.speaker.label.split(' ')[0]!);
      let at = 0;
      for (const word of speech.text.split(' ')) {
        at = printed.indexOf(word, at);
        expect(at, `${speech.speaker.label}: "${word}"`).toBeGreaterThanOrEqual(0);
        at += word.length;
      }
      expect(speech.text).not.toMatch(/\s{2}/);
      expect(speech.column).toBe(columnAt(sitting, start));
      expect(speech.sectionIndex).toBeGreaterThanOrEqual(-1);
      expect(speech.sectionIndex).toBeLessThan(sitting.sections.length);
      if (speech.sectionIndex >= 0) expect(sitting.sections[speech.sectionIndex]!.span.start).toBeLessThan(start);
    }
  });

  const expectedFiles = ['hansard-sample', 'hansard_0026', 'hansard_0031'];
  it.each(expectedFiles)('%s: the distinct speakers match the hand-checked list (F1 >= 0.9)', (name) => {
    const expected = JSON.parse(readFileSync(path.join(expectedDir, `${name}.json`), 'utf8')) as { file: string; speakers: string[] };
    const key = (s: string) => s.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
    const sitting = parse(expected.file);
    const people = new Set(
      sitting.speeches
        .map((s) => s.speaker.name ?? s.speaker.role)
        .filter((s): s is string => s !== null && s !== 'Members' && s !== 'Member')
        .map(key),
    );
    const gold = new Set(expected.speakers.map(key));
    const hits = [...people].filter((p) => gold.has(p)).length;
    const precision = hits / people.size;
    const recall = hits / gold.size;
    expect((2 * precision * recall) / (precision + recall)).toBeGreaterThanOrEqual(0.9);
  });

  it('parses the largest sitting (43k words) well within a second', () => {
    const input = readFileSync(path.join(ghanaDir, 'hansard_0077.txt'), 'utf8');
    parseOfficialReport(input); // warm-up: the first call compiles the regular expressions
    const times = [0, 1, 2].map(() => {
      const t = performance.now();
      parseOfficialReport(input);
      return performance.now() - t;
    });
    expect(Math.min(...times)).toBeLessThan(1000);
  });
});

describe.skipIf(!existsSync(path.join(dataDir, 'hansards/south_africa_pombola')))('parseOfficialReport on other Westminster-style records', () => {
  const read = (file: string) => readFileSync(path.join(dataDir, 'hansards', file), 'utf8');

  it('parses a South African Hansard: speeches and date, no columns, no Ghana cover', () => {
    const sitting = parseOfficialReport(read('south_africa_pombola/NA200912.txt'));
    expect(sitting.date).toBe('2012-09-20');
    expect(sitting.speeches.length).toBeGreaterThan(50);
    expect(sitting.speeches[0]!.speaker).toMatchObject({ role: 'Speaker', name: null });
    expect(sitting.columns).toEqual([]);
    expect(sitting).toMatchObject({ series: null, volume: null, contents: [], billsInContents: [] });
  });

  it('parses a Kenyan Hansard', () => {
    const sitting = parseOfficialReport(read('kenya_pombola/2011-09-01-assembly-sample.txt'));
    expect(sitting.date).toBe('2011-09-01');
    expect(sitting.speeches.some((s) => s.speaker.role === 'Speaker')).toBe(true);
  });

  it('does not crash on Akoma Ntoso XML; the markup is not read as speeches', () => {
    const sitting = parseOfficialReport(read('south_africa_pombola/502914_1.akn.xml'));
    expect(sitting.speeches).toEqual([]);
  });
});
