import { speechId } from '@kakyere/contract';
import type { NewSpeechRow } from '@kakyere/db';
import type { ParsedSitting } from '../../engines/official-report/parsed-sitting.js';

/** Who said one speech, as the speaker resolution decided (engines/official-report/resolve-speakers). */
export interface SpeechAttribution {
  personId: string | null;
  post: string | null;
  /** Which rule decided, e.g. 'chair', 'name', 'unresolved:ambiguous'. */
  rule: string;
}

/**
 * The rows a sitting's speeches are stored as, in the record's order. The id counts speeches within
 * their printed column, so it stays the same when the same record is ingested again, and a
 * correction elsewhere in the record does not move it.
 */
export function buildSpeechRows(hansardId: string, sitting: ParsedSitting & { date: string }, attributions: readonly SpeechAttribution[]): NewSpeechRow[] {
  const seenInColumn = new Map<number, number>();
  return sitting.speeches.map((speech, position) => {
    const column = speech.column;
    const nth = (seenInColumn.get(column ?? 0) ?? 0) + 1;
    seenInColumn.set(column ?? 0, nth);
    const who = attributions[position] ?? { personId: null, post: null, rule: 'unresolved:no-roster' };
    return {
      id: speechId(hansardId, column, nth),
      hansardId,
      sittingDate: sitting.date,
      position,
      label: speech.speaker.label,
      personId: who.personId,
      post: who.post,
      resolvedBy: who.rule,
      heading: sitting.sections[speech.sectionIndex]?.heading ?? null,
      column,
      startOffset: speech.span.start,
      endOffset: speech.span.end,
      text: speech.text,
    };
  });
}
