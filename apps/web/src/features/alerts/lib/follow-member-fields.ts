import { checkFollowRequest, FOLLOW_MESSAGES, type AlertFrequency } from '@kakyere/contract/constants';
import { failureMessage } from '../../../lib/failure-message';
import type { FollowBody } from '../api/member-follow-requests';
import type { FormMessage } from './use-form-message';

/** What the follow form holds: the address, and whether to get one e-mail a day instead. */
export interface FollowFields {
  email: string;
  daily: boolean;
}

/** The form's one field a message can be about. */
export type FollowField = 'email';

/** The address's checks (the subscribe form's words), as the server runs them; the body to send, or the message. */
export function checkFollowFields(fields: FollowFields): { ok: true; body: FollowBody } | { ok: false; message: string; field: FollowField } {
  const frequency: AlertFrequency = fields.daily ? 'daily' : 'immediate';
  const checked = checkFollowRequest({ email: fields.email, frequency });
  return checked.ok ? { ok: true, body: checked.value } : { ok: false, message: checked.message, field: 'email' };
}

/**
 * The server's message (its 400, 404 or 429), else `failed` ('Failed to follow this Member. Please
 * try again later.' unless a form says otherwise), no answer included.
 */
export function followErrorMessage(error: unknown, failed: string = FOLLOW_MESSAGES.failed): string {
  return failureMessage(error, { fallback: failed, network: failed, showNotFound: true });
}

export interface FollowOutcome {
  message: FormMessage<FollowField>;
  /** Whether the request went through (the form then shows the answer instead of the field). */
  done: boolean;
}

/**
 * Sends a checked follow and says what the form shows next: the server's sentence and, under it,
 * what is left to do ("Please confirm your address: we have sent a link to …"); or the failure,
 * beside the address when it is about the address.
 */
export async function sendFollow(
  body: FollowBody,
  send: (body: FollowBody) => Promise<{ message: string; next: string[] }>,
  failed: string = FOLLOW_MESSAGES.failed,
): Promise<FollowOutcome> {
  try {
    const { message, next } = await send(body);
    return { done: true, message: { kind: 'success', text: message, ...(next.length ? { next } : {}) } };
  } catch (error) {
    const text = followErrorMessage(error, failed);
    const aboutEmail = text === FOLLOW_MESSAGES.emailRequired || text === FOLLOW_MESSAGES.emailInvalid;
    return { done: false, message: { kind: 'error', text, field: aboutEmail ? 'email' : null } };
  }
}
