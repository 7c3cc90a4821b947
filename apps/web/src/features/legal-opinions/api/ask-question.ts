import type { AskQuestionResponse, LegalOpinion } from '@kakyere/contract';
import { postJson } from '../../../lib/api-client';

/** POST /api/bills/{id}/ask: an opinion on the bill, grounded in its text. */
export async function askQuestion(billId: string, question: string, signal?: AbortSignal): Promise<LegalOpinion> {
  const response = await postJson<AskQuestionResponse>(`/api/bills/${encodeURIComponent(billId)}/ask`, { question }, signal);
  return response.data;
}

/** POST /api/bills/{id}/opinions/{opinionId}/feedback: "Was this helpful?". */
export async function sendOpinionFeedback(billId: string, opinionId: string, helpful: boolean, comment: string): Promise<void> {
  await postJson<{ success: true }>(
    `/api/bills/${encodeURIComponent(billId)}/opinions/${encodeURIComponent(opinionId)}/feedback`,
    comment.trim() ? { helpful, comment } : { helpful },
  );
}
