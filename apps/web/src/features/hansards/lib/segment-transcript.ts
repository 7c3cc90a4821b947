/** A speech as the transcript places it: where its printed label starts in raw_text. */
export interface SpeechStart {
  id: string;
  start: number;
}

export interface SpeechBlock<S extends SpeechStart> {
  speech: S;
  /** Its stretch of raw_text: from its label to the next speech's label (or the end). */
  start: number;
  end: number;
}

export interface SegmentedTranscript<S extends SpeechStart> {
  /** What comes before the first speech (the cover, the contents, prayers), as is; null when nothing does. */
  lead: { start: number; end: number } | null;
  blocks: SpeechBlock<S>[];
}

/**
 * Cuts a sitting's transcript into one block per speech, each from its start to the next speech's
 * start, so every character of raw_text is in exactly one piece, in order. Speeches whose start is
 * outside the text or not after the one before (a record and speeches out of step) are left out,
 * their words staying in the block before; null when no speech can be placed (render the text as is).
 */
export function segmentTranscript<S extends SpeechStart>(rawText: string, speeches: readonly S[]): SegmentedTranscript<S> | null {
  const placed: S[] = [];
  let last = -1;
  for (const speech of speeches) {
    if (!Number.isInteger(speech.start) || speech.start <= last || speech.start >= rawText.length) continue;
    placed.push(speech);
    last = speech.start;
  }
  const first = placed[0];
  if (!first) return null;
  return {
    lead: first.start > 0 ? { start: 0, end: first.start } : null,
    blocks: placed.map((speech, n) => ({ speech, start: speech.start, end: placed[n + 1]?.start ?? rawText.length })),
  };
}

/** The part of a piece [start, end) a highlighted span covers, or null; a span may run over several pieces. */
export function overlap(start: number, end: number, span: { start: number; end: number } | null): { start: number; end: number } | null {
  if (!span) return null;
  const from = Math.max(start, span.start);
  const to = Math.min(end, span.end);
  return from < to ? { start: from, end: to } : null;
}

