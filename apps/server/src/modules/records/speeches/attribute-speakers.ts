import type { DbExecutor } from '@kakyere/db';
import type { ParsedSitting } from '../../engines/official-report/parsed-sitting.js';
import type { SpeechAttribution } from './build-speech-rows.js';

/** A sitting whose date is known: the only kind ingestion stores. */
export type DatedSitting = ParsedSitting & { date: string };

export interface SpeakerAttributions {
  /** One per speech, in the record's order. */
  attributions: SpeechAttribution[];
  /** The resolved persons' names, by person id (for the list of Members present). */
  names: Map<string, string>;
  /** False when no one held a seat or post on the sitting's date as far as Kakyerɛ knows. */
  rosterKnown: boolean;
}

/** Who said each speech of a sitting: ingestion calls this before it stores anything. */
export type AttributeSpeakers = (sitting: DatedSitting) => Promise<SpeakerAttributions>;

/** Until the roster is consulted every speech stays unresolved, with its label as printed. */
export function attributeSpeakersFrom(_db: DbExecutor): AttributeSpeakers {
  return async (sitting) => ({
    attributions: sitting.speeches.map(() => ({ personId: null, post: null, rule: 'unresolved:no-roster' })),
    names: new Map(),
    rosterKnown: false,
  });
}
