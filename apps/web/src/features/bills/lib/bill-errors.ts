import { BILL_MESSAGES, MESSAGES } from '@kakyere/contract/constants';

/**
 * How a bills call failed:
 * - 'failed': the server answered with success: false;
 * - 'notFound': the server answered 404 (no such bill);
 * - 'connect': no answer, or an answer that was not the expected JSON.
 */
export type BillsFailure = 'failed' | 'notFound' | 'connect';

export class BillsRequestError extends Error {
  override name = 'BillsRequestError';
  constructor(
    readonly failure: BillsFailure,
    readonly status: number,
    serverMessage?: string,
  ) {
    super(serverMessage ?? failure);
  }
}

/**
 * Classifies an HTTP answer: null when the body claims success (it is then checked against the
 * schema), else the failure. A body that is not a { success } object counts as a parse failure.
 */
export function classifyAnswer(status: number, body: unknown): BillsFailure | null {
  if (status === 404) return 'notFound';
  if (typeof body !== 'object' || body === null || !('success' in body)) return 'connect';
  if (body.success === false) return 'failed';
  if (body.success === true && status >= 200 && status < 300) return null;
  return 'connect';
}

function failureOf(error: unknown): BillsFailure {
  return error instanceof BillsRequestError ? error.failure : 'connect';
}

/** Spec §8, bills list: success false → 'Failed to fetch bills'; network or parse → connect. */
export function billsListErrorMessage(error: unknown): string {
  return failureOf(error) === 'connect' ? MESSAGES.connectFailed : BILL_MESSAGES.billsLoadFailed;
}

/** Spec §8, bill journey: 404 → 'Bill not found'; success false → journey failed; else connect. */
export function billJourneyErrorMessage(error: unknown): string {
  switch (failureOf(error)) {
    case 'notFound':
      return BILL_MESSAGES.billNotFound;
    case 'failed':
      return BILL_MESSAGES.journeyLoadFailed;
    case 'connect':
      return MESSAGES.connectFailed;
  }
}

/** Only a failed connection is worth one more try; the server's own answers are final. */
export function shouldRetryBillsCall(failureCount: number, error: unknown): boolean {
  return failureOf(error) === 'connect' && failureCount < 1;
}
