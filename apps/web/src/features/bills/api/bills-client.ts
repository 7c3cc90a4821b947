import { isSuccessEnvelope } from '../../../lib/api-client';
import { BillsRequestError, classifyAnswer } from '../lib/bill-errors';

/**
 * GETs a bills endpoint. Unlike the shared getJson, the { success: false } envelope is read
 * whatever the HTTP status, so spec §8's messages can tell a refusal from the server apart from a
 * failed connection or an unreadable answer.
 */
export async function getBillsJson<T extends { success: true }>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new BillsRequestError('connect', 0);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    body = undefined;
  }
  const failure = classifyAnswer(response.status, body);
  if (failure) {
    const serverMessage =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : undefined;
    throw new BillsRequestError(failure, response.status, serverMessage);
  }
  if (!isSuccessEnvelope(body)) {
    throw new BillsRequestError('connect', response.status, 'The answer did not match the contract');
  }
  return body as unknown as T;
}
