import { HANSARD_FEEDBACK_MESSAGES, MESSAGES } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { AppError, notFound } from '../../../errors.js';
import { recordAiFeedback, hansardSummarySubjectId } from '../feedback/record-ai-feedback.js';
import { selectHansardAnalysisVersion } from './hansard-analysis-repository.js';
import { hansardExists } from './hansard-repository.js';

/**
 * "Is this summary accurate?" on one analysis version of a sitting. 404 for a sitting or version
 * that does not exist; 409 for the editors' own text, which the site does not present as the AI's.
 */
export async function recordSummaryFeedback(
  db: Database,
  hansardId: string,
  version: number,
  feedback: { accurate: boolean; note?: string | undefined },
): Promise<void> {
  const analysis = await selectHansardAnalysisVersion(db, hansardId, version);
  if (!analysis) {
    throw notFound((await hansardExists(db, hansardId)) ? HANSARD_FEEDBACK_MESSAGES.analysisNotFound : MESSAGES.hansardNotFound);
  }
  if (analysis.engine.trim().toLowerCase() === 'editor') throw new AppError('conflict', HANSARD_FEEDBACK_MESSAGES.editorWritten);
  await recordAiFeedback(db, {
    subject: 'hansard_summary',
    subjectId: hansardSummarySubjectId(hansardId, version),
    helpful: feedback.accurate,
    ...(feedback.note !== undefined && { comment: feedback.note }),
  });
}
