import { SPEECH_REPORT_MESSAGES } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';
import { recordAiFeedback } from '../feedback/record-ai-feedback.js';
import { findSpeech } from './find-speech.js';

/**
 * "Wrong speaker?" on a speech: kept with readers' other feedback (ai_feedback, subject
 * 'speech_speaker', the speech's id now, helpful false), where editors read it. 404 for a speech
 * that does not exist; an old id a corrected record moved is reported on the speech it became.
 */
export async function reportWrongSpeaker(db: Database, speechId: string, report: { note?: string | undefined }): Promise<void> {
  const speech = await findSpeech(db, speechId);
  if (!speech) throw notFound(SPEECH_REPORT_MESSAGES.speechNotFound);
  await recordAiFeedback(db, {
    subject: 'speech_speaker',
    subjectId: speech.id,
    helpful: false,
    ...(report.note !== undefined && { comment: report.note }),
  });
}
