import { aiFeedback, type Database } from '@kakyere/db';

/** What the AI wrote that a reader can rate: a legal opinion now, a Hansard summary next. */
export type FeedbackSubject = 'legal_opinion' | 'hansard_summary';

export interface AiFeedbackInput {
  subject: FeedbackSubject;
  subjectId: string;
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
