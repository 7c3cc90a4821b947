import type { Subscription } from '@kakyere/contract';
import { normalisePhone, type AlertFrequency, type Industry } from '@kakyere/contract/constants';
import type { ManageChoices } from '../api/subscription-requests';
import { displayPhone } from './alert-texts';
import { checkSubscribeFields, needsPhone, type Channels, type SubscribeField } from './subscribe-fields';

/** What the manage page's form holds: the subscribe form's choices (not the address), and how often. */
export interface ManageFields {
  industries: readonly Industry[];
  channels: Channels;
  phone: string;
  frequency: AlertFrequency;
}

/** The form as the subscription stands; the number written the way people type it. */
export function manageFieldsOf(subscription: Subscription): ManageFields {
  return {
    industries: [...subscription.industries],
    channels: { ...subscription.channels },
    phone: subscription.phone ? displayPhone(subscription.phone) : '',
    frequency: subscription.frequency,
  };
}

/** The subscribe form's rules and words (the server applies the same), then what PUT sends. A subscription that follows Members may have no industries. */
export function checkManageFields(
  subscription: Pick<Subscription, 'email'>,
  fields: ManageFields,
  { followsMembers = false }: { followsMembers?: boolean } = {},
): { ok: true; choices: ManageChoices } | { ok: false; message: string; field: SubscribeField | null } {
  const checked = checkSubscribeFields({ ...fields, email: subscription.email, name: '' }, { industriesOptional: followsMembers });
  if (!checked.ok) return checked;
  const { industries, channels, phone } = checked.value;
  return { ok: true, choices: { industries, notificationPreferences: channels, phone, frequency: fields.frequency } };
}

/**
 * SMS or WhatsApp is chosen but the number is not (yet) a confirmed one: the saved number is
 * unconfirmed, or the person is typing a different one (a new number starts unconfirmed).
 */
export function phoneAwaitsConfirmation(subscription: Pick<Subscription, 'phone' | 'phoneConfirmed'>, fields: Pick<ManageFields, 'channels' | 'phone'>): boolean {
  if (!needsPhone(fields.channels)) return false;
  return !(subscription.phoneConfirmed && subscription.phone !== null && normalisePhone(fields.phone) === subscription.phone);
}
