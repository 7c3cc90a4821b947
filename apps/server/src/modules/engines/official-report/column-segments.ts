import { segmentsFromStarts } from '../text-index/text-segments.js';
import type { TextSegment } from '../text-index/text-span.js';
import type { ParsedSitting } from './parsed-sitting.js';

/** A printed column of the Official Report as a segment of the sitting's text ("Col. 601"). */
export interface ColumnSegment extends TextSegment {
  column: number;
}

/**
 * The sitting's printed columns as text segments: each runs from its marker to the next one, so an
 * offset's column is the last marker at or before it. Text before the first marker is in none.
 */
export function columnSegments(sitting: Pick<ParsedSitting, 'text' | 'columns'>): ColumnSegment[] {
  const starts = sitting.columns.map(({ column, offset }) => ({ label: `Col. ${column}`, column, start: offset }));
  return segmentsFromStarts(starts, sitting.text.length);
}
