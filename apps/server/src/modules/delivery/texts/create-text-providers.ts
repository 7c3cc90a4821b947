import type { TextsConfig } from '../../../config.js';
import { createAfricasTalkingSms } from './africastalking-sms.js';
import type { TextChannel, TextProvider } from './text-message.js';
import { createTwilioMessages } from './twilio-messages.js';

/** Each channel's provider as the environment chose it; null: the outbox row is the delivery. */
export function createTextProviders(config: TextsConfig): Record<TextChannel, TextProvider | null> {
  const sms = config.sms?.provider === 'africastalking' ? createAfricasTalkingSms(config.sms, config.timeoutMs) : config.sms ? createTwilioMessages(config.sms, 'sms', config.timeoutMs) : null;
  const whatsapp = config.whatsapp ? createTwilioMessages(config.whatsapp, 'whatsapp', config.timeoutMs) : null;
  return { sms, whatsapp };
}
