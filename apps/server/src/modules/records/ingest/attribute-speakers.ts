import type { DbExecutor } from '@kakyere/db';
import type { ParsedSitting } from '../../engines/official-report/parsed-sitting.js';
import { findQuestions } from '../../engines/official-report/find-questions.js';
import type { AttributedQuestion } from '../speeches/build-speech-rows.js';
import { resolveNamedMember, resolveSpeakers, type SpeechAttribution } from '../../engines/official-report/resolve-speakers.js';
import { loadSittingRoster } from '../people/load-sitting-roster.js';

/** A sitting whose date is known: the only kind ingestion stores. */
export type DatedSitting = ParsedSitting & { date: string };

export interface SpeakerAttributions {
  /** One per speech, in the record's order. */
  attributions: SpeechAttribution[];
  /** The resolved persons' names, by person id (for the list of Members present). */
  names: Map<string, string>;
  /** False when no one held a seat or post on the sitting's date as far as Kakyerɛ knows. */
  rosterKnown: boolean;
  /** Question time: each Question, the Member in whose name it stands, and who answered it. */
  questions: AttributedQuestion[];
}


/** Who said each speech of a sitting: ingestion calls this before it stores anything. */
export type AttributeSpeakers = (sitting: DatedSitting) => Promise<SpeakerAttributions>;

/**
 * Attribution against the people tables: the roster of the sitting's date (who held a seat or a post
 * that day, with editors' aliases), then the resolution rules (engines/official-report). A speech
 * nobody on the roster clearly said stays unresolved, with its label as printed.
 */
export function attributeSpeakersFrom(db: DbExecutor): AttributeSpeakers {
  return async (sitting) => {
    const roster = await loadSittingRoster(db, sitting.date);
    const attributions = resolveSpeakers(sitting, roster);
    const questions = findQuestions(sitting).map((q) => {
      const askedByPersonId = attributions[q.speechIndex]!.personId;
      return {
        ...q,
        askedByPersonId,
        // Asked for someone else: the Question is theirs, if the roster knows exactly who.
        memberPersonId: q.onBehalfOf ? resolveNamedMember(q.onBehalfOf, roster) : askedByPersonId,
        answeredByPersonId: q.answerIndex === null ? null : attributions[q.answerIndex]!.personId,
      };
    });
    return { attributions, names: new Map(roster.persons.map((p) => [p.id, p.name] as const)), rosterKnown: roster.persons.length > 0, questions };
  };
}
