import type { HansardSummaryFeedbackRequest, HansardSummaryFeedbackResponse } from '@kakyere/contract';
import { HANSARD_FEEDBACK_MESSAGES } from '@kakyere/contract/constants';
import { postJson } from '../../lib/api-client';
import { failureMessage } from '../../lib/failure-message';

/** POST /api/hansards/{id}/analyses/{version}/feedback: "Is this summary accurate?" on the version shown. */
export async function sendSummaryFeedback(hansardId: string, version: number, accurate: boolean, note: string): Promise<void> {
  const body: HansardSummaryFeedbackRequest = note.trim() ? { accurate, note } : { accurate };
  await postJson<HansardSummaryFeedbackResponse>(`/api/hansards/${encodeURIComponent(hansardId)}/analyses/${version}/feedback`, body);
}

/** No answer → 'Failed to connect to server'; the server's own words (too many, not found); else a plain retry. */
export function summaryFeedbackErrorMessage(error: unknown): string {
  return failureMessage(error, { fallback: HANSARD_FEEDBACK_MESSAGES.sendFailed, showNotFound: true });
}
