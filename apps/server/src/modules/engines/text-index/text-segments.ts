import type { TextSegment, TextSpan } from './text-span.js';

/**
 * A text's named segments, for asking which one an offset or a span falls in. Segments are
 * normally contiguous and disjoint (printed columns, a bill's sections); when they nest (a Part
 * around its sections) the innermost one that starts last is the answer.
 */
export class TextSegments<S extends TextSegment = TextSegment> {
  private readonly sorted: readonly S[];

  constructor(segments: readonly S[] = []) {
    // Stable: segments sharing a start keep their order, and the later one wins, as a later marker would.
    this.sorted = [...segments].sort((a, b) => a.start - b.start);
  }

  get size(): number {
    return this.sorted.length;
  }

  /** The segment holding the character at `offset`, or null when none does. */
  at(offset: number): S | null {
    for (let i = this.lastStartingAtOrBefore(offset); i >= 0; i--) {
      const segment = this.sorted[i]!;
      if (segment.end > offset) return segment;
    }
    return null;
  }

  /** Every segment that shares at least one character with `span`, in text order. */
  overlapping(span: TextSpan): S[] {
    const out: S[] = [];
    for (let i = 0; i < this.sorted.length; i++) {
      const segment = this.sorted[i]!;
      if (segment.start >= span.end) break;
      if (segment.end > span.start && segment.end > segment.start) out.push(segment);
    }
    return out;
  }

  /** Binary search: the index of the last segment whose start is at or before `offset`, or -1. */
  private lastStartingAtOrBefore(offset: number): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]!.start <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }
}

/**
 * Segments from where each one starts (column markers, section headings): each runs to the next
 * start, the last to `textLength`. Starts are taken in text order; extra fields are kept.
 */
export function segmentsFromStarts<T extends { label: string; start: number }>(starts: readonly T[], textLength: number): (T & { end: number })[] {
  const sorted = [...starts].sort((a, b) => a.start - b.start);
  return sorted.map((segment, i) => ({ ...segment, end: Math.max(segment.start, sorted[i + 1]?.start ?? textLength) }));
}
