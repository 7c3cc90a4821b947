import {
  checkSubscribeRequest,
  EMAIL_PATTERN,
  INDUSTRIES,
  SUBSCRIBE_MESSAGES,
  type CheckedSubscription,
  type Industry,
} from '@kakyere/contract/constants';

export interface Channels {
  email: boolean;
  sms: boolean;
  whatsapp: boolean;
}

/** What the subscribe form holds while someone fills it in (the phone is kept while hidden). */
export interface SubscribeFields {
  email: string;
  name: string;
  industries: readonly Industry[];
  channels: Channels;
  phone: string;
}

/** Spec §5's defaults, which the form opens with and returns to after a success. */
export function initialSubscribeFields(): SubscribeFields {
  return { email: '', name: '', industries: [], channels: { email: true, sms: false, whatsapp: false }, phone: '' };
}

/** SMS and WhatsApp go to a phone: only then is the phone field shown, and required. */
export function needsPhone(channels: Channels): boolean {
  return channels.sms || channels.whatsapp;
}

/** Ticks or unticks one industry; the list stays in the spec's order, whatever order they were ticked in. */
export function setIndustry(selected: readonly Industry[], industry: Industry, on: boolean): Industry[] {
  return INDUSTRIES.filter((i) => (i === industry ? on : selected.includes(i)));
}

export function allIndustriesSelected(selected: readonly Industry[]): boolean {
  return INDUSTRIES.every((i) => selected.includes(i));
}

/** The one toggle button: selects all 20, or (when all are selected) clears them. */
export function toggleAllIndustries(selected: readonly Industry[]): Industry[] {
  return allIndustriesSelected(selected) ? [] : [...INDUSTRIES];
}

export function toggleAllLabel(selected: readonly Industry[]): 'Select All' | 'Deselect All' {
  return allIndustriesSelected(selected) ? 'Deselect All' : 'Select All';
}

/** 'Selected: N of 20', as one string so the server renders it as one text node. */
export function selectedCountText(selected: readonly Industry[]): string {
  return `Selected: ${selected.length} of ${INDUSTRIES.length}`;
}

/** The part of the form a message is about, so the message sits beside it and focus goes to it. */
export type SubscribeField = 'email' | 'industries' | 'channels' | 'phone';

const FIELD_OF_MESSAGE: Partial<Record<string, SubscribeField>> = {
  [SUBSCRIBE_MESSAGES.emailRequired]: 'email',
  [SUBSCRIBE_MESSAGES.emailInvalid]: 'email',
  [SUBSCRIBE_MESSAGES.industryRequired]: 'industries',
  [SUBSCRIBE_MESSAGES.methodRequired]: 'channels',
  [SUBSCRIBE_MESSAGES.phoneInvalid]: 'phone',
};

export function fieldOfMessage(message: string): SubscribeField | null {
  return FIELD_OF_MESSAGE[message] ?? null;
}

export type CheckedFields = { ok: true; value: CheckedSubscription } | { ok: false; message: string; field: SubscribeField | null };

/**
 * Spec §5's checks, in its order, then the phone's: the contract's own function, which the server
 * runs too, so the page and the API cannot disagree. A hidden phone field is not sent or checked.
 * `industriesOptional`: the manage page of a subscription that follows Members.
 */
export function checkSubscribeFields(fields: SubscribeFields, options: { industriesOptional?: boolean } = {}): CheckedFields {
  const checked = checkSubscribeRequest(
    {
      email: fields.email,
      name: fields.name,
      industries: fields.industries,
      notificationPreferences: fields.channels,
      phone: needsPhone(fields.channels) ? fields.phone : null,
    },
    options,
  );
  return checked.ok ? checked : { ...checked, field: fieldOfMessage(checked.message) };
}

/** The body of POST /api/notifications/subscribe: spec §3's payload, plus the phone when one is needed. */
export interface SubscribeBody {
  email: string;
  name: string;
  industries: Industry[];
  notificationPreferences: Channels;
  phone?: string;
}

export function subscribeBody(value: CheckedSubscription): SubscribeBody {
  const body: SubscribeBody = { email: value.email, name: value.name ?? '', industries: value.industries, notificationPreferences: value.channels };
  if (value.phone) body.phone = value.phone;
  return body;
}

/** The subscribe form's first two checks, for a form whose only field is the address (a manage link). */
export function checkEmail(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return SUBSCRIBE_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(trimmed)) return SUBSCRIBE_MESSAGES.emailInvalid;
  return null;
}
