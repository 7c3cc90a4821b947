import { ALERT_CHANNELS, type AlertChannel, type AlertFrequency } from '@kakyere/contract/constants';
import type { Channels } from './subscribe-fields';

/** The alert pages' own words (the spec's are in the contract's SUBSCRIBE_MESSAGES). */
export const ALERT_TEXTS = {
  phoneLabel: 'Phone number',
  phoneHint: 'e.g. 024 123 4567',
  phoneNotConfirmed: 'Not yet confirmed',
  phoneStartsWhenConfirmed: 'SMS and WhatsApp alerts start once your number is confirmed: saving texts it a link to confirm it.',
  confirmPhoneFailed: 'Your number could not be confirmed. Please try again.',
  privacy:
    'Your details are used only to send you Hansard notifications. We never share them, and you can unsubscribe at any time.',
  manageLinkIntro: 'Enter the e-mail address you subscribed with, and we will send you a link to change your alerts.',
  saveFailed: 'Your alert settings could not be saved. Please try again.',
  stopFailed: 'Your alerts could not be stopped. Please try again.',
  applyFailed: 'The changes could not be applied. Please try again.',
  linkFailed: 'The link could not be sent. Please try again.',
} as const;

export const CHANNEL_LABELS: Record<AlertChannel, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediate: 'As it happens',
  daily: 'Daily digest at 07:00 (Accra time)',
};

/** 'Email', 'Email and SMS', 'Email, SMS and WhatsApp'; 'None' when every channel is off. */
export function channelList(channels: Channels): string {
  const names = ALERT_CHANNELS.filter((channel) => channels[channel]).map((channel) => CHANNEL_LABELS[channel]);
  if (names.length === 0) return 'None';
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** A stored (E.164) Ghanaian number as people write it, 024 123 4567; any other number as stored. */
export function displayPhone(phone: string): string {
  const local = /^\+233(\d{2})(\d{3})(\d{4})$/.exec(phone);
  return local ? `0${local[1]} ${local[2]} ${local[3]}` : phone;
}
