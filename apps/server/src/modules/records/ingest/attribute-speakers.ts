import type { DbExecutor } from '@kakyere/db';
import type { ParsedSitting } from '../../engines/official-report/parsed-sitting.js';
import { findQuestions } from '../../engines/official-report/find-questions.js';
import type { AttributedQuestion } from '../speeches/build-speech-rows.js';
import { resolveNamedMember, resolveSpeakers, type SpeechAttribution } from '../../engines/official-report/resolve-speakers.js';
import { deriveSeats, derivedRosterRow, type DerivedSeat } from '../people/derive-seats.js';

export type { DerivedSeat };
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
  /**
   * Seats the partial roster lacked that the sitting's own labels show (people/derive-seats.ts): the
   * attributions count them already; ingestion stores them with the sitting. Absent: none.
   */
  derivedSeats?: DerivedSeat[];
}


/**
 * Who said each speech of a sitting: ingestion calls this before it stores anything. `recordUrl` is
 * the record's address, the source of any seat derived from it (else the Official Reports' listing).
 */
export type AttributeSpeakers = (sitting: DatedSitting, options?: { recordUrl?: string | null }) => Promise<SpeakerAttributions>;

/**
 * Attribution against the people tables: the roster of the sitting's date (who held a seat or a post
 * that day, with editors' aliases), then the resolution rules (engines/official-report). A speech
 * nobody on the roster clearly said stays unresolved, with its label as printed. Where the roster is
 * partial, the seats the labels show ("Name (Party – Constituency)" for a known person with no seat
 * that Parliament) are derived first and the roster read as if they were stored; nothing is written.
 */
export function attributeSpeakersFrom(db: DbExecutor): AttributeSpeakers {
  return async (sitting, options = {}) => {
    let roster = await loadSittingRoster(db, sitting.date);
    const derivedSeats = await deriveSeats(db, sitting, { partial: roster.partial, recordUrl: options.recordUrl ?? null });
    if (derivedSeats.length > 0) roster = await loadSittingRoster(db, sitting.date, derivedSeats.map(derivedRosterRow));
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
    return { attributions, names: new Map(roster.persons.map((p) => [p.id, p.name] as const)), rosterKnown: roster.persons.length > 0, questions, derivedSeats };
  };
}
