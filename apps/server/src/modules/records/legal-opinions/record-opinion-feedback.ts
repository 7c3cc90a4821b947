import type { Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';
import { recordAiFeedback } from '../feedback/record-ai-feedback.js';
import { opinionBelongsToBill } from './opinion-repository.js';

export const OPINION_NOT_FOUND = 'Opinion not found';

/** "Was this helpful?" on an opinion given on this bill; 404 when there is no such opinion on it. */
export async function recordOpinionFeedback(
  db: Database,
  billId: string,
  opinionId: string,
  feedback: { helpful: boolean; comment?: string },
): Promise<void> {
  if (!(await opinionBelongsToBill(db, opinionId, billId))) throw notFound(OPINION_NOT_FOUND);
  await recordAiFeedback(db, { subject: 'legal_opinion', subjectId: opinionId, ...feedback });
}
