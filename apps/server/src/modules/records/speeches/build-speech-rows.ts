import { createHash } from 'node:crypto';
import { speechId } from '@kakyere/contract';
import type { NewQuestionRow, NewSpeechRow } from '@kakyere/db';
import type { ParsedSitting } from '../../engines/official-report/parsed-sitting.js';
import type { SpeechAttribution } from '../../engines/official-report/resolve-speakers.js';
import type { QuestionItem } from '../../engines/official-report/find-questions.js';

export type { SpeechAttribution };

/**
 * The rows a sitting's speeches are stored as, in the record's order. The id is the printed column
 * and a fingerprint of the label and words, so it stays the same when the same record is ingested
 * again, and a speech added or corrected elsewhere in the record moves no other speech's id (a
 * count within the column would hand a later speech's id to its neighbour). Only a speech whose own
 * words, label or column change gets a new id; the store redirects the old one.
 */
export function buildSpeechRows(hansardId: string, sitting: ParsedSitting & { date: string }, attributions: readonly SpeechAttribution[]): NewSpeechRow[] {
  const seen = new Map<string, number>();
  return sitting.speeches.map((speech, position) => {
    const column = speech.column;
    const print = fingerprint(speech.speaker.label, speech.text);
    const key = `${column ?? 0}-${print}`;
    const repeat = (seen.get(key) ?? 0) + 1;
    seen.set(key, repeat);
    const who = attributions[position] ?? { personId: null, post: null, rule: 'unresolved:no-roster' };
    return {
      id: speechId(hansardId, column, repeat === 1 ? print : `${print}-${repeat}`),
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

/** Eight hex digits of SHA-256 over the label and words, spacing ignored: enough to tell a column's speeches apart. */
function fingerprint(label: string, text: string): string {
  const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(`${flat(label)}\n${flat(text)}`).digest('hex').slice(0, 8);
}

/** The Questions of a sitting as rows, each under the id of the speech that puts it. */
export function buildQuestionRows(speeches: readonly NewSpeechRow[], questions: readonly AttributedQuestion[]): NewQuestionRow[] {
  return questions.flatMap((q) => {
    const asked = speeches[q.speechIndex];
    if (!asked) return [];
    return [
      {
        id: asked.id,
        hansardId: asked.hansardId,
        sittingDate: asked.sittingDate,
        number: q.number,
        minister: q.minister,
        askedByPersonId: q.askedByPersonId,
        onBehalfOfLabel: q.onBehalfOf,
        memberPersonId: q.memberPersonId,
        answerSpeechId: q.answerIndex === null ? null : (speeches[q.answerIndex]?.id ?? null),
        answeredByPersonId: q.answeredByPersonId,
      },
    ];
  });
}

/** A Question with who asked it, the Member it stands for and who answered (ingestion resolves them). */
export interface AttributedQuestion extends QuestionItem {
  askedByPersonId: string | null;
  memberPersonId: string | null;
  answeredByPersonId: string | null;
}
