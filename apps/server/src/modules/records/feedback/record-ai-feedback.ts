import { aiFeedback, type Database } from '@kakyere/db';

/**
 * What a reader can say is wrong: a legal opinion or a Hansard's summary the AI wrote, or who a
 * speech is attributed to ('speech_speaker', subject id the speech's id, always helpful false).
 */
export type FeedbackSubject = 'legal_opinion' | 'hansard_summary' | 'speech_speaker';

/**
 * A Hansard summary is rated per analysis version, "2011-08-24@2": a re-analysis starts afresh and
 * the old version keeps its ratings. Hansard ids are slugs, so the "@" cannot occur in them.
 */
export const hansardSummarySubjectId = (hansardId: string, version: number): string => `${hansardId}@${version}`;

export interface AiFeedbackInput {
  subject: FeedbackSubject;
  subjectId: string;
  /** The reader's yes or no: "Was this helpful?" for an opinion, "Is this summary accurate?" for a summary. */
  helpful: boolean;
  /** Trimmed; empty is stored as none. */
  comment?: string;
}

/** Records one "Was this helpful?" answer. The caller has checked that the subject exists. */
export async function recordAiFeedback(db: Database, input: AiFeedbackInput): Promise<void> {
  await db.insert(aiFeedback).values({
    subjectType: input.subject,
    subjectId: input.subjectId,
    helpful: input.helpful,
    comment: input.comment?.trim() || null,
  });
}
