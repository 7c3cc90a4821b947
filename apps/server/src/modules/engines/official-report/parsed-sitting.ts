import type { TextSpan } from '../text-index/text-span.js';

/**
 * The structure the Official Report parser (modules/records/ingest) extracts from one sitting's text. The
 * Hansard analysis (modules/engines/ai) works from this, never from the PDF; it lives here so that neither
 * module imports the other for it. Offsets (`start`/`end`) index into `text`, the normalised record
 * that is stored as the Hansard's `raw_text`, so evidence spans point at what readers see.
 */

/** A speaker label resolved to a person and/or role. */
export interface Speaker {
  /** The label as printed (after OCR normalisation), e.g. "Minister for Education (Mrs Betty Mould-Iddrisu)". */
  label: string;
  /** The person's name without honorific, e.g. "Betty Mould-Iddrisu"; null for a bare role ("Mr Speaker"). */
  name: string | null;
  /** The office held, e.g. "Minister for Education", "Second Deputy Speaker"; null for an ordinary member. */
  role: string | null;
  /** "Mr", "Mrs", "Dr", "Prof.", "Alhaji", ...; null when none is printed. */
  honorific: string | null;
}

export interface Speech {
  speaker: Speaker;
  /** The words spoken (the label removed), whitespace-normalised. */
  text: string;
  span: TextSpan;
  /** The printed column the speech starts in, when known. */
  column: number | null;
  /** Index into `ParsedSitting.sections`; -1 before the first heading. */
  sectionIndex: number;
}

export interface Section {
  heading: string;
  span: TextSpan;
  column: number | null;
}

export interface ContentsEntry {
  heading: string;
  /** The group heading it sits under in the CONTENTS list, e.g. "SECOND READING OF BILLS". */
  group: string | null;
  columns: number[];
}

export interface ChairChange {
  office: string;
  /** Offset in `text` of the marker. */
  offset: number;
  /** The printed column the marker stands in, when known. */
  column: number | null;
}

export interface ParsedSitting {
  /** Normalised full text: OCR noise fixed, page furniture kept. Stored as raw_text. */
  text: string;
  series: string | null;
  volume: number | null;
  number: number | null;
  /** ISO date YYYY-MM-DD of the sitting. */
  date: string | null;
  /** The meeting as printed, title-cased, e.g. "Special Meeting", "Second Meeting". */
  meeting: string | null;
  /** The presiding officer from "[... IN THE CHAIR]", e.g. "Mr First Deputy Speaker". */
  presidingOfficer: string | null;
  /**
   * Every "[... IN THE CHAIR]" marker in order, where it stands: who presides from there on. `office`
   * is the office without honorific ("Speaker", "First Deputy Speaker", "Second Deputy Speaker"), so
   * "Mr Speaker:" can be attributed to whoever holds the Chair at that point of the sitting.
   */
  chair: ChairChange[];
  contents: ContentsEntry[];
  sections: Section[];
  speeches: Speech[];
  /** Members recorded as present, when the record has an attendance list; else empty. */
  attendance: string[];
  /** Bills named in the contents list, normalised "Title Bill, YYYY", in order, without duplicates. */
  billsInContents: string[];
  /** Column numbers found in the text, in the order they appear, with where they appear. */
  columns: { column: number; offset: number }[];
}
