/**
 * Spans and segments of a source text, whatever the source: a sitting's record, a bill's text.
 * Offsets are UTF-16 indices into the text as given (`start` inclusive, `end` exclusive).
 */

export interface TextSpan {
  start: number;
  end: number;
}

/**
 * A named part of a text ("Col. 601", "Section 5") as an offset range. A caller may add its own
 * fields (a column number, a section id); the index hands the same object back.
 */
export interface TextSegment extends TextSpan {
  label: string;
}
