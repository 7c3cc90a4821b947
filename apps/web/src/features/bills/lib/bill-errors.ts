import { BILL_MESSAGES, MESSAGES } from '@kakyere/contract/constants';
import { failureOf } from '../../../lib/api-client';

/** Spec §8, bills list: success false → 'Failed to fetch bills'; no answer or an unreadable one → connect. */
export function billsListErrorMessage(error: unknown): string {
  const failure = failureOf(error);
  return failure === 'refused' || failure === 'notFound' ? BILL_MESSAGES.billsLoadFailed : MESSAGES.connectFailed;
}

/** Spec §8, bill journey: 404 → 'Bill not found'; success false → journey failed; else connect. */
export function billJourneyErrorMessage(error: unknown): string {
  switch (failureOf(error)) {
    case 'notFound':
      return BILL_MESSAGES.billNotFound;
    case 'refused':
      return BILL_MESSAGES.journeyLoadFailed;
    case 'network':
    case 'unexpected':
      return MESSAGES.connectFailed;
  }
}
