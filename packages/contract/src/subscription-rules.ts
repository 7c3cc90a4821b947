import { EMAIL_PATTERN } from './account-rules.js';
import { INDUSTRIES, type Industry } from './industries.js';

/** Subscribe-screen texts and rules: spec §2, §5 (in its order), §8, plus the phone the spec's payload lacks. */
export const SUBSCRIBE_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  industryRequired: 'Please select at least one industry',
  methodRequired: 'Please select at least one notification method',
  phoneInvalid: 'Please enter a valid phone number',
  nameTooLong: 'Name must be at most 100 characters',
  success: 'Subscription successful! You will now receive notifications about your selected industries.',
  failed: 'Failed to subscribe. Please try again later.',
  unsubscribed: 'You are unsubscribed. You will receive no more alerts from Kakyerɛ.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. If you still receive alerts, use the link in the latest one.',
  manageLinkInvalid: 'This link has expired or is not valid. We can e-mail you a fresh one.',
  manageLinkSent: 'If that address has a subscription, we have sent it a link to manage it.',
  changesApplied: 'Your alert choices have been updated.',
  preferencesSaved: 'Your alert settings have been saved.',
  phoneConfirmed: 'Your number is confirmed. Your SMS and WhatsApp alerts will come to it.',
  phoneLinkInvalid: 'This confirmation link is not valid: it has expired, or the number has changed since it was sent. Save your alert settings again and we will text you a new one.',
  // Whatever was asked for: industries, Members, searches.
  addressConfirmed: 'Your address is confirmed. Your alerts will now come to it.',
} as const;

/**
 * The second line under the spec's success text, saying what is left to do: the spec's sentence
 * becomes true once the address (or a change of choices, or a phone number) is confirmed.
 */
export const SUBSCRIBE_NEXT_STEPS = {
  confirmAddress: (email: string) => `Please confirm your address: we have sent a link to ${email}.`,
  confirmChanges: (email: string) => `This address already has alerts. To apply your new choices, use the link we have sent to ${email}.`,
  confirmPhone: (phone: string) => `Please confirm your number too: we are texting a link to ${phone}.`,
} as const;

export const SUBSCRIBE_LIMITS = {
  maxNameLength: 100,
  maxEmailLength: 254,
  /** How long a manage link works (hours). */
  manageLinkHours: 72,
  /** How long a subscription waits for its address to be confirmed before it is deleted (days); its link works as long. */
  pendingDays: 7,
  /** A repeat subscribe form re-sends the confirmation at most this often (minutes). */
  resendConfirmationMinutes: 5,
  /** At most this many confirmation or welcome e-mails to one address per hour. */
  confirmationEmailsPerHour: 3,
} as const;

/** How often alerts go out: as it happens (the default) or a daily digest at 07:00 Accra time. */
export const ALERT_FREQUENCIES = ['immediate', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * A phone number as it is stored: E.164. Ghanaian numbers may be typed as people write them
 * (024 123 4567, 0241234567, 233 24 123 4567); others need their + and country code. Null when the
 * text is not a number we can send to.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  if (/^0[235]\d{8}$/.test(compact)) return `+233${compact.slice(1)}`;
  if (/^233[235]\d{8}$/.test(compact)) return `+${compact}`;
  if (/^\+233\d+$/.test(compact)) return /^\+233[235]\d{8}$/.test(compact) ? compact : null;
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  return null;
}

/** What the subscribe form sends (spec §3 payload, plus the phone); any field may be missing or wrong. */
export interface SubscribeInput {
  email?: string | undefined;
  name?: string | null | undefined;
  industries?: readonly string[] | undefined;
  notificationPreferences?: { email?: boolean | undefined; sms?: boolean | undefined; whatsapp?: boolean | undefined } | undefined;
  phone?: string | null | undefined;
}

const INDUSTRY_SET: ReadonlySet<string> = new Set(INDUSTRIES);

export interface CheckedSubscription {
  email: string;
  name: string | null;
  industries: Industry[];
  channels: { email: boolean; sms: boolean; whatsapp: boolean };
  phone: string | null;
}

/**
 * The spec's checks in its order (then the phone's): the first failure's message, or the cleaned
 * subscription. `industriesOptional`: the manage page of a subscription that follows Members, which
 * may have no industries (the subscribe form always needs one).
 */
export function checkSubscribeRequest(
  request: SubscribeInput,
  { industriesOptional = false }: { industriesOptional?: boolean } = {},
): { ok: true; value: CheckedSubscription } | { ok: false; message: string } {
  const email = (request.email ?? '').trim().toLowerCase();
  if (!email) return { ok: false, message: SUBSCRIBE_MESSAGES.emailRequired };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: SUBSCRIBE_MESSAGES.emailInvalid };
  const industries = [...new Set(request.industries ?? [])];
  // An industry outside the 20 counts as none chosen: the list is the spec's, not free text.
  if ((industries.length === 0 && !industriesOptional) || industries.some((i) => !INDUSTRY_SET.has(i))) return { ok: false, message: SUBSCRIBE_MESSAGES.industryRequired };
  const prefs = request.notificationPreferences ?? {};
  const channels = { email: prefs.email === true, sms: prefs.sms === true, whatsapp: prefs.whatsapp === true };
  if (!channels.email && !channels.sms && !channels.whatsapp) return { ok: false, message: SUBSCRIBE_MESSAGES.methodRequired };
  let phone: string | null = null;
  if (channels.sms || channels.whatsapp) {
    phone = normalisePhone(request.phone ?? '');
    if (!phone) return { ok: false, message: SUBSCRIBE_MESSAGES.phoneInvalid };
  }
  const name = request.name?.trim() || null;
  return { ok: true, value: { email, name, industries: INDUSTRIES.filter((i) => industries.includes(i)), channels, phone } };
}

