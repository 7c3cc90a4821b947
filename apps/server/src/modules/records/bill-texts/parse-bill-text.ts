import type { BillSectionKind } from '@kakyere/contract';

/**
 * Parser for the text of a bill or an Act laid out section by section, as GhanaLII's texts are
 * (../shared/data/bill_texts): a title and source lines, then blocks headed
 * "Section 12 — Heading" whose lines are the section's text, numbered subsections starting
 * "(1)", "(2A)". Pure and line-based.
 *
 * Besides sections it knows:
 * - Parts: a line "PART II — ADMINISTRATION" (or "PART II" with the heading on the next line). The
 *   part is not a section of its own; every section after it carries it (`part`) until the next part.
 * - Schedules: a line "FIRST SCHEDULE — Heading", "Schedule 2", "SCHEDULE" (heading on the same or
 *   the next line). A schedule is kept as a section of kind 'schedule', numbered "Schedule 1"
 *   ("First", "I" and "1" all give 1; an unnumbered schedule is "Schedule"), with no part.
 * - Clauses: "Clause 3 — Heading", as bills print them, is read as a section.
 *
 * Numbers are kept as printed ("12", "12A"), duplicates and gaps included: the texts have misprints
 * ("Section 17" twice, no 18), which are reported in `warnings`, not corrected. `position` is the
 * order in the text (1 for the first) and is what identifies a section.
 */

export type BillTextParseErrorCode = 'empty' | 'no-sections';

/** Input that is not a bill text. `message` is one line, for a person. */
export class BillTextParseError extends Error {
  override readonly name = 'BillTextParseError';

  constructor(
    readonly code: BillTextParseErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type { BillSectionKind };

export interface ParsedSubsection {
  /** As printed, with its brackets: "(1)", "(2A)". */
  number: string;
  /** The subsection's text without its number; continuation lines joined with "\n". */
  text: string;
}

export interface ParsedBillSection {
  /** Order in the text: 1 for the first section, then every section and schedule after it. */
  position: number;
  kind: BillSectionKind;
  /** The part the section is in, "PART II — ADMINISTRATION"; null before any part and for schedules. */
  part: string | null;
  /** As printed for a section ("12", "12A"); "Schedule 1", "Schedule A" or "Schedule" for a schedule. */
  number: string;
  /** Empty when the text prints none. */
  heading: string;
  /** The section's full text, one line per printed line, subsections with their "(1)" numbers. */
  text: string;
  /** The numbered subsections, in order; empty when the section has none. */
  subsections: ParsedSubsection[];
}

export interface ParsedBillText {
  /** The first line of the text when it comes before the first section: "Right to Information Act, 2019 (Act 989)". */
  title: string | null;
  /**
   * The other lines in no section: those before the first one (source, dates, a long title) and any
   * printed between a PART line and that part's first section.
   */
  preamble: string[];
  sections: ParsedBillSection[];
  /** Misprints worth a person's look: numbers out of order, repeated or skipped, sections with no text. */
  warnings: string[];
}

// "Section 12 — Heading", "Section 12A", "Clause 3: Heading", "SECTION 4 -- Heading".
const SECTION_RE = /^(?:Section|SECTION|Clause|CLAUSE)\s+(\d+[A-Za-z]{0,3})\s*(?:(?:[—–―]|-{1,2}|:)\s*(.*))?$/;
const ROMAN = '[IVXLC]+';
const WORD_NUMBERS = [
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
];
const ORDINALS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth',
  'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth',
];
const SEPARATOR = '(?:[—–―]|-{1,2}|:)';
// "PART II — ADMINISTRATION", "Part 2", "PART ONE: Preliminary". The numeral must end the label, so
// "Part II of this Act applies" (a sentence) is not a part; isPartNumeral says what a numeral is.
const PART_RE = new RegExp(`^(PART|Part)\\s+([A-Za-z0-9]+)\\s*(?:${SEPARATOR}\\s*(.*))?$`);
// "FIRST SCHEDULE — Heading", "Schedule 2", "THE SCHEDULE", "Schedule".
const SCHEDULE_RE = new RegExp(
  `^(?:(?:the|${ORDINALS.join('|')})\\s+)?schedule(?:\\s+(\\d+|${ROMAN}|[A-Z]))?\\s*(?:${SEPARATOR}\\s*(.*))?$`,
  'i',
);
const SUBSECTION_RE = /^\((\d+[A-Za-z]{0,2})\)\s*(.*)$/;

interface Block {
  kind: BillSectionKind;
  part: string | null;
  number: string;
  heading: string;
  lines: string[];
  subsections: ParsedSubsection[];
}

export function parseBillText(input: string): ParsedBillText {
  const lines = normaliseLines(input);
  if (lines.every((line) => line === '')) throw new BillTextParseError('empty', 'the text is empty');

  const preamble: string[] = [];
  const blocks: Block[] = [];
  let part: string | null = null;
  let current: Block | null = null;

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;

    const section = SECTION_RE.exec(line);
    if (section) {
      current = { kind: 'section', part, number: section[1]!, heading: section[2] ?? '', lines: [], subsections: [] };
      blocks.push(current);
      continue;
    }

    const partMatch = PART_RE.exec(line);
    if (partMatch && isPartNumeral(partMatch[2]!)) {
      let heading = partMatch[3] ?? '';
      if (heading === '' && isHeadingLine(nextLine(lines, i))) heading = lines[(i = nextLineIndex(lines, i))]!;
      const label = `${partMatch[1]} ${partMatch[2]}`;
      part = heading ? `${label} — ${heading}` : label;
      current = null;
      continue;
    }

    const schedule = SCHEDULE_RE.exec(line);
    if (schedule) {
      let heading = schedule[2] ?? '';
      if (heading === '' && isHeadingLine(nextLine(lines, i))) heading = lines[(i = nextLineIndex(lines, i))]!;
      current = { kind: 'schedule', part: null, number: scheduleNumber(line, schedule[1]), heading, lines: [], subsections: [] };
      blocks.push(current);
      // Schedules close the body: a section printed after one belongs to no part.
      part = null;
      continue;
    }

    if (!current) {
      // Before the first section: the title and what comes with it. Text between a part line and the
      // part's first section is kept there too rather than credited to a section it is not in.
      preamble.push(line);
      continue;
    }
    current.lines.push(line);
    const subsection = SUBSECTION_RE.exec(line);
    if (subsection) current.subsections.push({ number: `(${subsection[1]})`, text: subsection[2] ?? '' });
    else if (current.subsections.length > 0) {
      const last = current.subsections.at(-1)!;
      last.text = last.text ? `${last.text}\n${line}` : line;
    }
  }

  if (!blocks.some((b) => b.kind === 'section')) {
    throw new BillTextParseError('no-sections', 'not a bill text: no "Section N — heading" lines found');
  }

  const sections = blocks.map((b, index) => ({
    position: index + 1,
    kind: b.kind,
    part: b.part,
    number: b.number,
    heading: b.heading,
    text: b.lines.join('\n'),
    subsections: b.subsections,
  }));
  // A title is the first line, before any section; a text that starts with a section has none.
  const title = preamble.length > 0 && lines.find((l) => l !== '') === preamble[0] ? preamble.shift()! : null;
  return { title, preamble, sections, warnings: findMisprints(sections) };
}

/**
 * Lines without the characters that make the same text look different: byte-order marks, carriage
 * returns, form feeds, tabs, non-breaking and other wide spaces, soft hyphens and zero-width marks
 * (which split words for search: "freez\u00ADing"). Runs of spaces are one space; lines are trimmed.
 */
function normaliseLines(input: string): string[] {
  return input
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\r\n?|[\f\v\u2028\u2029\u0085]/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t\p{Zs}]+/gu, ' ').trim());
}

function nextLineIndex(lines: string[], i: number): number {
  let j = i + 1;
  while (j < lines.length && lines[j] === '') j++;
  return j;
}

const nextLine = (lines: string[], i: number): string | undefined => lines[nextLineIndex(lines, i)];

/**
 * A part or schedule heading printed on the line after its label: short, not a section, part,
 * schedule or subsection, and not a sentence (which would be the text itself).
 */
function isHeadingLine(line: string | undefined): boolean {
  if (line === undefined || line === '' || line.length > 120) return false;
  if (SECTION_RE.test(line) || isPartLine(line) || SCHEDULE_RE.test(line) || SUBSECTION_RE.test(line)) return false;
  if (/^\(/.test(line)) return false; // "(section 1)": the provision a schedule belongs to
  return !/[.;:,]$/.test(line);
}

const isPartLine = (line: string) => {
  const match = PART_RE.exec(line);
  return match !== null && isPartNumeral(match[2]!);
};

/** "II", "2", "A", "ONE"/"One": not a word that happens to follow "Part" ("Part of"). */
function isPartNumeral(numeral: string): boolean {
  return new RegExp(`^(?:${ROMAN}|\\d+|[A-Z])$`).test(numeral) || WORD_NUMBERS.includes(numeral.toLowerCase());
}

function scheduleNumber(line: string, printed: string | undefined): string {
  const ordinal = ORDINALS.indexOf(line.split(/\s+/)[0]!.toLowerCase());
  if (ordinal >= 0) return `Schedule ${ordinal + 1}`;
  if (printed === undefined) return 'Schedule';
  if (/^\d+$/.test(printed)) return `Schedule ${Number(printed)}`;
  const roman = romanToNumber(printed.toUpperCase());
  // A single letter that is not a Roman numeral is a letter: "Schedule A".
  return roman !== null && !(printed.length === 1 && !'IVX'.includes(printed.toUpperCase())) ? `Schedule ${roman}` : `Schedule ${printed.toUpperCase()}`;
}

function romanToNumber(roman: string): number | null {
  if (!/^[IVXLC]+$/.test(roman)) return null;
  const values: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
  let total = 0;
  for (let i = 0; i < roman.length; i++) {
    const value = values[roman[i]!]!;
    const next = values[roman[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

function findMisprints(sections: ParsedBillSection[]): string[] {
  const warnings: string[] = [];
  let previous: { number: string; value: number } | null = null;
  let highest = 0;
  for (const s of sections) {
    if (s.text === '') warnings.push(`${describe(s)} has no text`);
    if (s.kind !== 'section') continue;
    const value = Number.parseInt(s.number, 10);
    if (previous) {
      if (s.number === previous.number) warnings.push(`Section ${s.number} is printed twice (positions ${s.position - 1} and ${s.position})`);
      else if (value < previous.value) warnings.push(`Section ${s.number} comes after section ${previous.number}`);
      else if (value > highest + 1) {
        const missing = value - highest === 2 ? `${highest + 1}` : `${highest + 1}–${value - 1}`;
        warnings.push(`no section ${missing} between sections ${previous.number} and ${s.number}`);
      }
    }
    previous = { number: s.number, value };
    highest = Math.max(highest, value);
  }
  return warnings;
}

const describe = (s: ParsedBillSection) => (s.kind === 'schedule' ? s.number : `Section ${s.number}`);
