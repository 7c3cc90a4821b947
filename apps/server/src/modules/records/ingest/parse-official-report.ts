import { MONTH_NAMES } from '@kakyere/contract';
import { columnSegments, type ColumnSegment } from '../../engines/official-report/column-segments.js';
import { findBillNames } from '../../engines/official-report/find-bill-names.js';
import type { ChairChange, ContentsEntry, ParsedSitting, Section, Speech } from '../../engines/official-report/parsed-sitting.js';
import { TextSegments } from '../../engines/text-index/text-segments.js';
import { normaliseOcr } from './normalise-ocr.js';
import { createSpeakerResolver, parseSpeakerLabel } from './resolve-speaker.js';

/**
 * Parser for the OCR text of one sitting of Ghana's Official Report (Hansard): cover, CONTENTS,
 * headings, speeches with resolved speakers and printed columns. Pure and line-based: every regex
 * runs on one line or a few joined lines, so a 43k-word sitting parses in about a tenth of a second.
 */

export class NotAHansardError extends Error {
  override name = 'NotAHansardError';
}

interface Line {
  text: string;
  start: number;
  end: number;
}

const MONTHS = MONTH_NAMES.map((m) => m.toLowerCase());
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DATE_RE = new RegExp(
  `(?:\\b(${WEEKDAYS.join('|')})\\b[\\s,]*)?\\b(\\d{1,2})\\s*(?:st|nd|rd|th)?\\b[\\s,]*(?:of\\s+)?(${MONTHS.join('|')})\\b[\\s,]*(\\d{4})\\b`,
  'gi',
);
const MONTH_WORD = new RegExp(`\\b(?:${MONTHS.join('|')})\\b`, 'i');

/** Order Paper items that head a part of the sitting ("BILLS - CONSIDERATION STAGE", "PAPERS"). */
const MAJOR_HEADING =
  /^(?:PRAYERS|ANNOUNCEMENTS?|WELCOME ADDRESS|(?:PERSONAL |MINISTERIAL )?STATEMENTS?(?: BY .*)?|PAPERS|(?:PRIVATE MEMBERS'? )?MOTIONS?|RESOLUTIONS?|(?:ORAL )?ANSWERS TO QUESTIONS|URGENT QUESTIONS?|QUESTIONS(?: BY PRIVATE NOTICE)?|BUSINESS STATEMENT.*|BILLS?(?: .*)?|(?:FIRST|SECOND|THIRD) READING.*|(?:SECOND )?CONSIDERATION STAGE.*|ADJOURNMENT|COMMUNICATIONS? FROM .*|MESSAGES? FROM .*|COMMITTEE OF (?:SUPPLY|THE WHOLE.*)|SUSPENSION OF SITTING|ADMINISTRATION OF OATHS?|OATHS?(?: .*)?|ELECTION OF .*|PRESIDENT'?S? (?:ADDRESS|MESSAGE).*|STATE OF THE NATION.*|VOTES AND PROCEEDINGS.*|PUBLIC BUSINESS|NOTICES? OF MOTIONS?|TRIBUTES?(?: .*)?)$/;

/** Lines the Clerk records between speeches; a speech never runs on past one. */
const PROCEDURAL =
  /^(?:Question (?:put|proposed|accordingly)|Resolved accordingly|RESOLVED accordingly|Motion (?:put|agreed|accordingly|withdrawn|negatived)|Amendments? (?:put|agreed|proposed|withdrawn|negatived|by leave)|Clauses? \d+[A-Z]?(?:\s*(?:and|to|,|-)\s*\d+[A-Z]?)*\s*(?:[-–—]|ordered|as amended|agreed|stood|stand|deferred|put)|New [Cc]lauses? \d|(?:The )?(?:Long )?Title ordered|Schedules? ordered|(?:The )?House was (?:accordingly )?adjourned|(?:The )?Sitting (?:was )?(?:suspended|resumed)|Bill accordingly|AYES\b|NOES\b|ABSTENTIONS?\b)/;
const PAPER_LAID = /^By the (?:(?:Deputy|Vice|Acting|First|Second)\s+)*(?:Minister|Chairman|Chairperson|Majority|Minority|Ranking|Attorney|President|Clerk|Hon)/;

const COLUMN_MARKER = /^\s*\[(\d{1,4})\](?:\s*\[[^\]]*\]?)?[\s.\-\d]*$/;
const CONTINUATION_HEADER = /^\s*\[[^\]\na-z]{2,60}\]?[\s.\-\d]*$/;
const TIMESTAMP = /^\s*\d{1,2}\s*[.:,]\s*\d{2}\s*\.?\s*(?:[ap]\s*\.?\s*m\b\.?|noon|midnight)[\s.\-–—]*$/i;
const INTERJECTION = /^\s*\[\s*(?:l?Interruptions?|lnterruptions?|Laughter|Hear|Pause|Uproar|Applause|Some Hon|An Hon|Hon Members?|Several Hon|Shouts|Cheers|Murmurs|Noise)/i;
const LABEL_START =
  /^\s*(?:[^\p{L}\s(]{1,2}\s*|\p{L}\s+(?=M|D|P|A))?\(?\s*(?:Mr|Mrs|Ms|Miss|Mm|MS|MR|Dr|DR|Prof|Alhaj\w*|Hajia|Madam|Papa|Nana|Naa|Rev|Maj|Col|Capt|Lt|Brig|Hon|Rt|Some|An|Several|All|The|Minister|Deputy|Chairman|Chairperson|Vice|Majority|Minority|Ranking|Attorney|Acting|Assistant|First|Second|Speaker|Clerk|President)\b/u;
const QUESTION_START = /^\s*Q\s*\.?\s*\d{1,5}\s*[.,]?\s*/;
/** "874. Prof Samuel K. Amoako (on behalf of …) asked the Minister …": a Question printed without its "Q.". */
const NUMBERED_QUESTION_START = /^\s*\d{1,5}\s*\.\s+(?=\p{Lu})/u;
/** The words that make a paragraph a Question: the asker's name (and for whom), then "asked the Minister". */
const ASKS_MINISTER = /^[^:]{3,200}?\sasked\s+the\s+Minister\b/;
const STAGE_DIRECTION = /^(.{3,140}?)[\s\-–—~_]*(?:\brose\b|\[\s*(?:Nodded|Nods|Rose|Stood)[^\]]*\]?)[\s\-–—~_.]*$/i;
/** The second half of a running head the OCR split: "2012 Bill -- Consideration Stage 694", "May, 2012 Bill --- Consideration Stage 706". */
const RUNNING_HEAD_TAIL = new RegExp(
  `^\\s*(?:(?:19|20)\\d{2}|(?:${MONTH_NAMES.join('|')}),?\\s+(?:19|20)\\d{2})\\s+\\p{Lu}.*\\s\\d{2,4}\\.?\\s*$`,
  'u',
);
/** A running head the OCR split, ending in a day or a month: "701 Criminal Oflences (Amendment) 31". */
const RUNNING_HEAD_SPLIT = new RegExp(`^\\s*(\\d{2,4})\\s+[\\p{Lu}‘'"(][^\\n]*\\s(?:\\d{1,2}|(?:${MONTH_NAMES.join('|')}),?)\\s*$`, 'u');
const ATTENDANCE_HEAD = /^\s*(?:ATTENDANCE|MEMBERS PRESENT|(?:THE )?FOLLOWING (?:HON(?:OURABLE)? )?MEMBERS (?:WERE )?PRESENT)\s*[:.\-–—]*\s*$/i;
const HANSARD_MARKER = /\b(?:OFFICIAL REPORT|PARLIAMENTARY DEBATES|HANSARD)\b|The House met at|IN THE CHAIR|took the Chair|PARLIAMENT OF THE REPUBLIC/i;

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    lines.push({ text: text.slice(start, end), start, end });
    start = end + 1;
  }
  return lines;
}

const isBlank = (line: Line | undefined): boolean => line === undefined || line.text.trim() === '';

function titleCase(s: string): string {
  return s
    .toLowerCase()
    .split(/\s+/)
    .map((w, i) => (i > 0 && ['of', 'the', 'in', 'and', 'for'].includes(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

export function parseOfficialReport(input: string): ParsedSitting {
  if (input.trim() === '') throw new NotAHansardError('Not an Official Report: the text is empty');
  const text = normaliseOcr(input);
  const lines = splitLines(text);
  const parser = new SittingParser(text, lines);
  return parser.parse();
}

interface DraftSpeech {
  label: string;
  start: number;
  end: number;
  pieces: string[];
  column: number | null;
  sectionIndex: number;
}

interface LabelMatch {
  label: string;
  start: number;
  /** Offset where the spoken words begin. */
  textStart: number;
}

class SittingParser {
  private readonly columns: { column: number; offset: number }[] = [];
  private readonly sections: Section[] = [];
  private readonly drafts: DraftSpeech[] = [];
  private readonly attendance: string[] = [];
  private readonly stageLabels: string[] = [];
  private readonly columnLines = new Set<number>();
  private readonly labels = new Map<number, LabelMatch | null>();
  private presidingOfficer: string | null = null;
  private readonly chair: ChairChange[] = [];
  private current: DraftSpeech | null = null;
  /** The printed columns as text segments, once `findColumns` has placed them all. */
  private columnIndex = new TextSegments<ColumnSegment>();

  constructor(
    private readonly text: string,
    private readonly lines: Line[],
  ) {}

  parse(): ParsedSitting {
    const contents = this.findContents();
    this.findColumns(contents.end);
    this.walkBody(contents.end);

    const resolver = createSpeakerResolver();
    // Speech labels first: a name's usual printing comes from them, not from "-- rose --" lines.
    for (const d of this.drafts) resolver.learn(d.label);
    for (const label of this.stageLabels) resolver.learn(label);
    const speeches: Speech[] = this.drafts
      .map((d) => ({
        speaker: resolver.resolve(d.label),
        text: d.pieces.join(' ').replace(/\s+/g, ' ').trim(),
        span: { start: d.start, end: d.end },
        column: d.column,
        sectionIndex: d.sectionIndex,
      }))
      .filter((s) => s.text !== '');

    if (speeches.length === 0 && !HANSARD_MARKER.test(this.text.slice(0, 20000))) {
      throw new NotAHansardError(
        "Not an Official Report: found no speaker labels (e.g. 'Mr Speaker:') and no Official Report markers (e.g. 'PARLIAMENTARY DEBATES', '[MR SPEAKER IN THE CHAIR]')",
      );
    }

    const headerEnd = Math.min(speeches[0]?.span.start ?? this.text.length, 12000);
    const header = this.text.slice(0, headerEnd);
    const cover = this.parseCover(header);
    const billsInContents: string[] = [];
    const seen = new Set<string>();
    for (const entry of contents.entries) {
      for (const mention of findBillNames(entry.heading)) {
        const key = mention.title.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        billsInContents.push(mention.title);
      }
    }
    return {
      text: this.text,
      ...cover,
      date: parseSittingDate(header),
      presidingOfficer: this.presidingOfficer,
      chair: this.chair,
      contents: contents.entries,
      sections: this.sections,
      speeches,
      attendance: this.attendance,
      billsInContents,
      columns: this.columns,
    };
  }

  // ------------------------------------------------------------------------------- cover & contents

  private parseCover(header: string): Pick<ParsedSitting, 'series' | 'volume' | 'number' | 'meeting'> {
    const firstLines = header.split('\n').slice(0, 15);
    const coverLine = firstLines.find((l) => /\bSERIES\b/i.test(l)) ?? firstLines.join(' ');
    const series = /\b([A-Z]+)\s+SERIES\b/i.exec(coverLine);
    const volume = /\bVOL(?:UME)?\s*\.?\s*(\d{1,4})/i.exec(coverLine);
    const number = /\bN[oO0]\s*\.?\s*(\d{1,4})/.exec(coverLine);
    const meeting = /^\s*((?:FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SPECIAL|EMERGENCY|EXTRAORDINARY)\s+MEETING)\b/im.exec(header);
    return {
      series: series ? titleCase(`${series[1]} Series`) : null,
      volume: volume ? Number(volume[1]) : null,
      number: number ? Number(number[1]) : null,
      meeting: meeting ? titleCase(meeting[1]!) : null,
    };
  }

  /** The CONTENTS list: group headings in capitals, entries under them with "[Col. N]" references. */
  private findContents(): { entries: ContentsEntry[]; end: number } {
    const lines = this.lines;
    const head = lines.slice(0, 80).findIndex((l) => /^\s*CONTENTS\s*$/i.test(l.text));
    if (head < 0) return { entries: [], end: 0 };
    const entries: ContentsEntry[] = [];
    let group: string | null = null;
    // The entry being read: entries run over several lines until their column reference.
    let parts: string[] = [];
    let columns: number[] = [];
    let entryGroup: string | null = null;
    const flush = () => {
      const heading = parts.join(' ').replace(/\s+/g, ' ').trim();
      if (heading) entries.push({ heading, group: entryGroup, columns });
      parts = [];
      columns = [];
    };
    let i = head + 1;
    for (; i < lines.length; i++) {
      const raw = lines[i]!.text;
      if (/^\s*(?:Correction of errors|BOUND VOLUMES|Printed by|THE\s*$|THE PARLIAMENT)/.test(raw) || COLUMN_MARKER.test(raw)) break;
      if (raw.trim() === '') continue;
      const lineColumns: number[] = [];
      for (const m of raw.matchAll(/\[\s*Cols?\.\s*([^\]]*)\]/g)) lineColumns.push(...columnList(m[1]!));
      const body = raw
        .replace(/\[\s*Cols?\.[^\]]*\]/g, ' ')
        .replace(/\bP\.\s?T\.\s?O\.?/g, ' ')
        .replace(/[\s\-–—_~'‘’"]+$/, '')
        .replace(/^[\s\-–—]+/, '')
        .trim();
      if (body !== '' && !/\p{Ll}/u.test(body) && /\p{Lu}{3}/u.test(body)) {
        // A line in capitals is a group ("SECOND READING OF BILLS -"), or an item of its own when it has a column.
        flush();
        const heading = body.replace(/\s*[-–—]+\s*/g, ' - ').replace(/\s+/g, ' ').replace(/ - $/, '');
        group = lineColumns.length > 0 ? null : heading;
        if (lineColumns.length > 0) entries.push({ heading, group: null, columns: lineColumns });
        continue;
      }
      const marker = /^\(?[ivxIVX]{1,5}\)\s*/.exec(body);
      if (marker || columns.length > 0) flush();
      if (parts.length === 0) entryGroup = group;
      parts.push(marker ? body.slice(marker[0].length) : body);
      columns.push(...lineColumns);
      if (lineColumns.length > 0) flush();
    }
    flush();
    return { entries, end: i };
  }

  // -------------------------------------------------------------------------------------- columns

  /**
   * Bracketed column numbers ("[130]") start a printed column. Some sittings print running heads
   * instead ("685 Criminal Offences (Amendment) 31 May, 2012 ... 686"): the left number starts
   * there; where the right-hand column starts is not marked, so it is placed half-way to the next
   * marker, at a line start.
   */
  private findColumns(from: number): void {
    const rights: { column: number; after: number }[] = [];
    for (let i = from; i < this.lines.length; i++) {
      const line = this.lines[i]!;
      const marker = COLUMN_MARKER.exec(line.text);
      if (marker) {
        this.addColumn(Number(marker[1]), line.start);
        this.columnLines.add(i);
        continue;
      }
      const head = runningHead(line.text);
      const last = this.columns[this.columns.length - 1]?.column ?? -1;
      if (head && (head.whole ? this.plausibleColumn(head.column) : head.column > last && head.column <= last + 3)) {
        this.addColumn(head.column, line.start);
        this.columnLines.add(i);
        rights.push({ column: head.column + 1, after: line.start });
      }
    }
    for (const right of rights) {
      const next = this.columns.find((c) => c.offset > right.after);
      if (next && next.column === right.column) continue;
      const limit = next?.offset ?? this.text.length;
      const mid = right.after + Math.floor((limit - right.after) / 2);
      const lineStart = this.text.indexOf('\n', mid) + 1;
      if (lineStart > 0 && lineStart < limit) this.columns.push({ column: right.column, offset: lineStart });
    }
    this.columns.sort((a, b) => a.offset - b.offset);
    this.columnIndex = new TextSegments(columnSegments({ text: this.text, columns: this.columns }));
  }

  private plausibleColumn(column: number): boolean {
    const last = this.columns[this.columns.length - 1];
    return !last || (column >= last.column - 3 && column <= last.column + 60);
  }

  private addColumn(column: number, offset: number): void {
    if (this.plausibleColumn(column)) this.columns.push({ column, offset });
  }

  private columnAt(offset: number): number | null {
    return this.columnIndex.at(offset)?.column ?? null;
  }

  // ----------------------------------------------------------------------------------------- body

  private walkBody(from: number): void {
    const lines = this.lines;
    for (let i = from; i < lines.length; i++) {
      const line = lines[i]!;
      const t = line.text;
      if (t.trim() === '') continue;

      const chair = this.chairLines(i);
      if (chair !== null) {
        this.closeSpeech();
        i = chair;
        continue;
      }
      if (this.columnLines.has(i) || COLUMN_MARKER.test(t) || CONTINUATION_HEADER.test(t) || TIMESTAMP.test(t) || RUNNING_HEAD_TAIL.test(t)) continue;
      const editorial = this.editorialLines(i);
      if (editorial !== null) {
        i = editorial;
        continue;
      }
      if (ATTENDANCE_HEAD.test(t)) {
        this.closeSpeech();
        i = this.readAttendance(i);
        continue;
      }
      const heading = this.headingAt(i);
      if (heading !== null) {
        this.closeSpeech();
        this.addSection(heading.text, line.start, lines[heading.last]!.end);
        i = this.subheadingAfter(heading.last);
        continue;
      }
      const speech = this.labelAt(i);
      if (speech) {
        this.closeSpeech();
        i = this.startSpeech(speech, i);
        continue;
      }
      const stage = this.stageDirectionAt(i);
      if (stage) {
        this.closeSpeech();
        this.stageLabels.push(stage.label);
        i = stage.last;
        continue;
      }
      if (PROCEDURAL.test(t.trim()) || PAPER_LAID.test(t.trim())) {
        this.closeSpeech();
        continue;
      }
      const sub = this.standaloneSubheading(i);
      if (sub !== null) {
        // "(Provision of Infrastructure)" printed a blank line below its title: the heading is both.
        const from = this.current === null ? (this.titleAbove(i) ?? i) : i;
        this.closeSpeech();
        this.addSection(this.joinLines(from, sub), lines[from]!.start, lines[sub]!.end);
        i = sub;
        continue;
      }
      this.appendContent(t, line.end);
    }
    this.closeSpeech();
  }

  private appendContent(piece: string, end: number): void {
    if (!this.current) return;
    this.current.pieces.push(piece);
    this.current.end = end;
  }

  private closeSpeech(): void {
    if (this.current) this.drafts.push(this.current);
    this.current = null;
  }

  private startSpeech(match: LabelMatch, i: number): number {
    // The label may run over several lines; the words start on the line holding textStart.
    let k = i;
    while (k + 1 < this.lines.length && this.lines[k]!.end < match.textStart) k++;
    const line = this.lines[k]!;
    const rest = this.text.slice(match.textStart, line.end);
    this.current = {
      label: match.label,
      start: match.start,
      end: rest.trim() ? line.end : match.textStart,
      pieces: rest.trim() ? [rest] : [],
      column: this.columnAt(match.start),
      sectionIndex: this.sections.length - 1,
    };
    return k;
  }

  private addSection(heading: string, start: number, end: number): void {
    this.sections.push({ heading: heading.replace(/\s+/g, ' ').trim(), span: { start, end }, column: this.columnAt(start) });
  }

  private joinLines(from: number, to: number): string {
    return this.lines
      .slice(from, to + 1)
      .map((l) => l.text.trim())
      .join(' ');
  }

  /** "[MR FIRST DEPUTY SPEAKER\nIN THE CHAIR]": returns the last line it occupies. */
  private chairLines(i: number): number | null {
    if (!/^\s*\[/.test(this.lines[i]!.text)) return null;
    let k = i;
    while (!this.lines[k]!.text.includes(']') && k < i + 2 && k + 1 < this.lines.length) k++;
    const joined = this.joinLines(i, k);
    // "IN THE CHAIR", and "IN CHAIR" where the printer dropped the article.
    const m = /^\[\s*(.+?)\s+IN\s+(?:THE\s+)?CHAIR\.?\s*\]?/i.exec(joined);
    if (!m) return null;
    const who = m[1]!.replace(/\s+/g, ' ');
    this.presidingOfficer ??= /\p{Ll}/u.test(who) ? who : titleCase(who);
    const start = this.lines[i]!.start;
    this.chair.push({ office: chairOffice(who), offset: start, column: this.columnAt(start) });
    return k;
  }

  /** "[No correction was made to the\nOfficial Report of ...]", "[Resumption of debate ...]": the editors' notes, not speech. */
  private editorialLines(i: number): number | null {
    const t = this.lines[i]!.text;
    if (!/^\s*\[\s*\p{Lu}/u.test(t) || INTERJECTION.test(t)) return null;
    for (let k = i; k < Math.min(i + 4, this.lines.length); k++) {
      const line = this.lines[k]!.text;
      if (k > i && line.trim() === '') return null;
      if (line.includes(']')) return /\]\s*\.?\s*$/.test(line) ? k : null;
    }
    return null;
  }

  private readAttendance(i: number): number {
    let k = i + 1;
    let blanks = 0;
    for (; k < this.lines.length; k++) {
      const t = this.lines[k]!.text.trim();
      if (t === '') {
        if (++blanks >= 2) break;
        continue;
      }
      blanks = 0;
      if (/^(?:ABSENT|MEMBERS ABSENT|ABSENT WITH PERMISSION)\b/i.test(t) || this.headingAt(k) !== null) {
        k--;
        break;
      }
      for (const name of t.replace(/^(?:\d+\s*[.)]|\(?[ivxlc]+\))\s*/i, '').split(';')) {
        const clean = name.replace(/[\s.,]+$/, '').trim();
        if (clean) this.attendance.push(clean);
      }
    }
    return Math.min(k, this.lines.length - 1);
  }

  /** A heading line in capitals from the Order Paper vocabulary, or "Votes and Proceedings and the Official Report". */
  private headingAt(i: number): { text: string; last: number } | null {
    const t = this.lines[i]!.text.trim();
    if (/^Votes and Proceedings\b/i.test(t) && t.length < 60 && !/[,;:]/.test(t)) {
      const next = this.lines[i + 1]?.text.trim() ?? '';
      if (/\band(?: the)?$/i.test(t) && /^Official Report\.?$/i.test(next)) return { text: `${t} ${next}`.replace(/\.$/, ''), last: i + 1 };
      return { text: t.replace(/\.$/, ''), last: i };
    }
    if (t.length > 70 || /\p{Ll}/u.test(t) || /\d/.test(t)) return null;
    const core = t.replace(/^[\s\-–—]+/, '').replace(/[\s\-–—_~.'’,]+$/, '');
    const words = core.replace(/[^A-Z' ]+/g, ' ').replace(/\s+/g, ' ').trim();
    if (!MAJOR_HEADING.test(words)) return null;
    return { text: core.replace(/\s*[-–—~.]+\s*/g, ' - ').replace(/\s+/g, ' '), last: i };
  }

  /** A bill's or item's title printed under a heading ("BILLS - SECOND READING" / "Electronic Transactions (Amendment)\nBill, 2011"). */
  private subheadingAfter(headingLast: number): number {
    let j = headingLast + 1;
    while (j < this.lines.length && isBlank(this.lines[j]) && j < headingLast + 3) j++;
    const first = j;
    let k = first;
    while (k < this.lines.length && k < first + 4 && !isBlank(this.lines[k]) && this.titleLine(k, k === first)) k++;
    if (k === first || k - first > 4) return headingLast;
    const after = this.lines[k];
    const ends = after === undefined || isBlank(after) || /^\s*\[/.test(after.text) || this.labelAt(k) !== null || TIMESTAMP.test(after.text);
    if (!ends || !titleCased(this.joinLines(first, k - 1))) return headingLast;
    this.addSection(this.joinLines(first, k - 1), this.lines[first]!.start, this.lines[k - 1]!.end);
    return k - 1;
  }

  /** A title on its own ("Floods in Accra") just before a speech opens a new item. */
  private standaloneSubheading(i: number): number | null {
    const before = this.lines[i - 1];
    if (before && !isBlank(before) && !TIMESTAMP.test(before.text) && !COLUMN_MARKER.test(before.text) && !/\]\s*$/.test(before.text)) return null;
    for (let k = i; k < i + 3 && k < this.lines.length; k++) {
      if (isBlank(this.lines[k]) || !this.titleLine(k, k === i)) return null;
      // The block must be followed by a speech, directly or after one blank line.
      const next = isBlank(this.lines[k + 1]) ? k + 2 : k + 1;
      if (this.labelAt(next) !== null) {
        const title = this.joinLines(i, k);
        return title.split(/\s+/).length <= 12 && titleCased(title, 0.75) ? k : null;
      }
      if (isBlank(this.lines[k + 1])) return null;
    }
    return null;
  }

  /**
   * The first line of a title a blank line separates from the bracketed qualifier at line i
   * ("Schools in the New Juaben South\nConstituency\n\n(Provision of Infrastructure)"): one or two
   * title lines with a blank line, a heading or a column marker above them. Null when there is none.
   */
  private titleAbove(i: number): number | null {
    if (!/^\s*\(/.test(this.lines[i]?.text ?? '') || !isBlank(this.lines[i - 1])) return null;
    let first = i - 2;
    while (first > i - 4 && first > 0 && !isBlank(this.lines[first - 1])) first--;
    const above = this.lines[first - 1];
    if (first < 1 || isBlank(this.lines[first]) || !(isBlank(above) || this.headingAt(first - 1) !== null || COLUMN_MARKER.test(above!.text))) return null;
    for (let k = first; k <= i - 2; k++) if (!this.titleLine(k, k === first)) return null;
    const title = this.joinLines(first, i - 2);
    return title.split(/\s+/).length <= 12 && titleCased(title, 0.75) ? first : null;
  }

  private titleLine(k: number, first: boolean): boolean {
    const t = this.lines[k]!.text.trim().replace(/[\s_\-–—]+$/, '');
    if (!t || t.length > 90 || /[.:;!?,]$/.test(t)) return false;
    if (PROCEDURAL.test(t) || PAPER_LAID.test(t) || TIMESTAMP.test(t) || /^\s*\[/.test(t) || QUESTION_START.test(t) || this.headingAt(k) !== null) return false;
    if (/\b(?:Speaker|Thank)\b/.test(t) || /,\s(?!\d{4})/.test(t)) return false;
    if (first) {
      if (!/^[\p{Lu}(‘'"]/u.test(t)) return false;
      if (/^(?:Clauses?|Question|Page|Item|Hon|Order|Yes|No|So|Schedule|The House)\b/i.test(t) || /^Page/i.test(t)) return false;
    }
    return this.labelAt(k) === null && this.stageDirectionAt(k) === null;
  }

  // ------------------------------------------------------------------------------------ speakers

  /** A speaker label starting line i ("Mr Avoka:", "Minister for Health (Mr Joseph Y.\nChireh) (MP):", "Q.783 Mr X asked ..."). */
  private labelAt(i: number): LabelMatch | null {
    // Title and subheading checks ask about the same lines again: answer each once.
    if (!this.labels.has(i)) this.labels.set(i, this.findLabel(i));
    return this.labels.get(i)!;
  }

  private findLabel(i: number): LabelMatch | null {
    const line = this.lines[i];
    if (!line) return null;
    const question = QUESTION_START.exec(line.text);
    if (question) return this.questionAt(i, question[0].length);
    // A Question printed without "Q." ("874. Mr X asked …", or the name alone) opens its own paragraph.
    if (i > 0 && isBlank(this.lines[i - 1])) {
      const numbered = NUMBERED_QUESTION_START.exec(line.text);
      const prefix = numbered ? numbered[0].length : 0;
      if ((numbered || LABEL_START.test(line.text)) && ASKS_MINISTER.test(this.window(i, 4).slice(prefix))) return this.questionAt(i, prefix);
    }
    if (!LABEL_START.test(line.text) || STAGE_DIRECTION.test(line.text.trim())) return null;
    const window = this.window(i, 4);
    // The colon ends a label; OCR sometimes prints a semicolon ("Madam Speaker; We thank you").
    const semi = /;\s+(?=["'‘“\p{Lu}])/u.exec(window);
    const ends = [semi?.index ?? -1, window.indexOf(':')].filter((n) => n >= 0 && n <= 220).sort((a, b) => a - b);
    let term = -1;
    let parsed: ReturnType<typeof parseSpeakerLabel> = null;
    for (const end of ends) {
      const candidate = window.slice(0, end);
      // A line cut off by a dash, or a sentence ended before the colon: prose, not a label.
      if (endsCutOff(candidate) || /\p{Ll}{3,}[.!?]\s*\n/u.test(candidate)) continue;
      parsed = parseSpeakerLabel(candidate);
      if (parsed) {
        term = end;
        break;
      }
    }
    if (!parsed) return null;
    const raw = window.slice(0, term);
    let textStart = line.start + term + 1;
    // "Mrs Gifty E. Kusi: (NPP --Tarkwa-\nNsuaem): Mr Speaker": the seat after the colon.
    const seat = /^\s*\([^()]{1,60}\)\s*:/.exec(window.slice(term + 1));
    if (seat && !parsed.role) textStart += seat[0].length;
    const lead = /^\s*(?:[^\p{L}\s(]{1,2}\s*|\p{L}\s+(?=M|D|P|A))?/u.exec(line.text)![0].length;
    const label = seat && !parsed.role ? this.text.slice(line.start + lead, textStart - 1) : raw.slice(lead);
    return { label: label.replace(/\s+/g, ' ').trim(), start: line.start + lead, textStart };
  }

  private questionAt(i: number, prefix: number): LabelMatch | null {
    const line = this.lines[i]!;
    const window = this.window(i, 4);
    // "Q.783 Mr X asked the Minister ...": the question is the asker's words; some print a colon instead.
    const asked = /\sasked\b|:/.exec(window.slice(prefix));
    if (!asked) return null;
    const raw = window.slice(prefix, prefix + asked.index);
    if (!parseSpeakerLabel(raw)) return null;
    const textStart = line.start + prefix + asked.index + 1;
    return { label: raw.replace(/\s+/g, ' ').trim(), start: line.start + prefix, textStart };
  }

  /** Text from line i over at most `count` lines, stopping at a blank line. */
  private window(i: number, count: number): string {
    let k = i;
    while (k + 1 < this.lines.length && k + 1 < i + count && !isBlank(this.lines[k + 1]) && !this.lines[k]!.text.includes(':')) k++;
    return this.text.slice(this.lines[i]!.start, this.lines[k]!.end);
  }

  /** "Mr Joe Ghartey -- rose -", "Mr Osei Kyei Mensah-Bonsu -\nrose -", "Mr Kyei-Mensah-Bonsu -- [Nodded].": the Member did not speak. */
  private stageDirectionAt(i: number): { label: string; last: number } | null {
    const t = this.lines[i]!.text;
    if (!LABEL_START.test(t)) return null;
    let last = i;
    let m = STAGE_DIRECTION.exec(t.trim());
    if (!m && /[-–—]\s*$/.test(t) && /^\s*rose\b/i.test(this.lines[i + 1]?.text ?? '')) {
      last = i + 1;
      m = STAGE_DIRECTION.exec(this.joinLines(i, i + 1));
    }
    if (!m) return null;
    const who = m[1]!.replace(/[\s:]+$/, '');
    return parseSpeakerLabel(who) ? { label: who, last } : null;
  }
}

/** "MR FIRST DEPUTY SPEAKER", "MADAM SPEAKER", "Mr. Speaker" → "First Deputy Speaker", "Speaker". */
function chairOffice(who: string): string {
  const role = parseSpeakerLabel(who)?.role;
  if (role) return role;
  return titleCase(who.replace(/^(?:(?:Rt\.?\s+)?Hon\.?|Mr\.?|Mrs\.?|Madam|The)\s+/i, ''));
}

const UNTITLED_WORDS = new Set(['from', 'with', 'into', 'upon', 'than', 'that', 'this']);

/** Titles capitalise their significant words; prose does not. */
function titleCased(s: string, threshold = 0.6): boolean {
  const words = (s.match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter((w) => w.length >= 4 && !UNTITLED_WORDS.has(w));
  if (words.length === 0) return /^\p{Lu}/u.test(s.trim());
  return words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length >= threshold;
}

/**
 * "Hon Papa -\nPapa Owusu-Ankomah:": a line ending in a dash outside brackets was cut off, and the
 * label starts below it. Inside brackets the dash belongs to the seat: "(NPP -\nSekondi)".
 */
function endsCutOff(raw: string): boolean {
  let depth = 0;
  const lines = raw.split('\n');
  for (const line of lines.slice(0, -1)) {
    for (const ch of line) depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    if (depth <= 0 && /(?:\s[-–—]+|[-–—]{2,})\s*$/.test(line)) return true;
  }
  return false;
}

/** "[Col. 9, 55]", "[Cols. 760-769]" → [9, 55], [760, ..., 769]. */
function columnList(body: string): number[] {
  const out: number[] = [];
  for (const part of body.split(',')) {
    const range = part.split(/[-–]/).map((n) => Number(n.replace(/\D/g, '')));
    const [a, b] = range;
    if (a === undefined || !Number.isFinite(a) || part.replace(/\D/g, '') === '') continue;
    if (b !== undefined && Number.isFinite(b) && b > a && b - a <= 50) for (let n = a; n <= b; n++) out.push(n);
    else out.push(a);
  }
  return out;
}

/**
 * "685 Criminal Offences (Amendment) 31 May, 2012 Bill - Consideration Stage 686" → 685 (whole).
 * A head the OCR split ("701 Criminal Oflences (Amendment) 31") is only a candidate: the caller
 * accepts it when the number continues the column sequence.
 */
function runningHead(t: string): { column: number; whole: boolean } | null {
  const m = /^\s*(\d[\d.]{0,4}\d)\s+\S.*\s(\d{1,4})\.?\s*$/.exec(t);
  if (m) {
    const left = Number(m[1]!.replace(/\D/g, ''));
    if (Number(m[2]) === left + 1 && MONTH_WORD.test(t)) return { column: left, whole: true };
  }
  const split = RUNNING_HEAD_SPLIT.exec(t);
  return split ? { column: Number(split[1]), whole: false } : null;
}

/** The sitting's date from the cover and the "Wednesday, 24th August, 2011" line; a weekday that fits the date wins. */
export function parseSittingDate(header: string): string | null {
  let fallback: string | null = null;
  let withWeekday: string | null = null;
  for (const m of header.matchAll(DATE_RE)) {
    const day = Number(m[2]);
    const month = MONTHS.indexOf(m[3]!.toLowerCase());
    const year = Number(m[4]);
    const date = new Date(Date.UTC(year, month, day));
    if (date.getUTCDate() !== day || year < 1950 || year > 2099) continue;
    const iso = date.toISOString().slice(0, 10);
    fallback ??= iso;
    if (m[1]) {
      if (WEEKDAYS[date.getUTCDay()] === m[1].toLowerCase()) return iso;
      withWeekday ??= iso;
    }
  }
  return withWeekday ?? fallback;
}
