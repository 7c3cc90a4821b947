import { EMAIL_PATTERN } from './account-rules.js';
import { ALERT_FREQUENCIES, SUBSCRIBE_MESSAGES, type AlertFrequency } from './subscription-rules.js';

/**
 * "E-mail me when this Member speaks" (issue 29): the follow form's texts and rules. The address is
 * checked with the subscribe form's words; the alerts share its double opt-in, links and digest.
 */
export const FOLLOW_MESSAGES = {
  emailRequired: SUBSCRIBE_MESSAGES.emailRequired,
  emailInvalid: SUBSCRIBE_MESSAGES.emailInvalid,
  frequencyInvalid: 'Please choose how often to hear from us',
  failed: 'Failed to follow this Member. Please try again later.',
  button: 'E-mail me when this Member speaks',
  success: (name: string) => `You will get an e-mail when ${name} speaks in Parliament.`,
  unfollowed: (name: string) => `You no longer follow ${name}.`,
  unfollowFailed: 'Failed to stop following this Member. Please try again later.',
} as const;

/** What is left to do after following, under the success text (the address's steps are the subscribe form's). */
export const FOLLOW_NEXT_STEPS = {
  confirmFollow: (email: string, name: string) => `This address already has alerts. To follow ${name} too, use the link we have sent to ${email}.`,
} as const;

/** What the follow form sends; any field may be missing or wrong. */
export interface FollowMemberInput {
  email?: string | undefined;
  frequency?: string | undefined;
}

export interface CheckedFollow {
  email: string;
  frequency: AlertFrequency;
}

/** The address (the subscribe form's first two checks, in its words), then how often: the first failure's message, or the cleaned request. */
export function checkFollowRequest(input: FollowMemberInput): { ok: true; value: CheckedFollow } | { ok: false; message: string } {
  const email = (input.email ?? '').trim().toLowerCase();
  if (!email) return { ok: false, message: FOLLOW_MESSAGES.emailRequired };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: FOLLOW_MESSAGES.emailInvalid };
  const frequency = input.frequency ?? 'immediate';
  if (!(ALERT_FREQUENCIES as readonly string[]).includes(frequency)) return { ok: false, message: FOLLOW_MESSAGES.frequencyInvalid };
  return { ok: true, value: { email, frequency: frequency as AlertFrequency } };
}
