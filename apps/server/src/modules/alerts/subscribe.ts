import type { CheckedSubscription } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import type { Mailer } from '../mail/mail-message.js';
import type { TextSender } from '../texts/text-message.js';
import type { PushSender } from './push-alerts.js';
import { sendPhoneConfirmation } from './confirm-phone.js';
import { confirmChangesLink, manageLink, unsubscribeLink } from './subscription-links.js';
import { renderConfirmChangesEmail, renderWelcomeEmail } from './subscription-emails.js';
import { insertSubscription } from './subscription-repository.js';

export interface AlertDeps {
  db: Database;
  mailer: Mailer;
  /** SMS and WhatsApp: alerts, and the links that confirm a number. */
  texts: TextSender;
  publicUrl: string;
  /** Signs manage and confirmation links. */
  secret: string;
  /** Called once an alert is recorded as sent, before it is handed over (the crash tests' hook). */
  onAlertSent?: () => void;
  /** Web Push (signed-in readers' browsers); absent where nothing sends pushes. */
  push?: PushSender;
  /** A sitting older than this many days when it is published alerts nobody (ALERT_MAX_AGE_DAYS). */
  alertMaxAgeDays: number;
}

/**
 * Subscribes an address. A new address is subscribed at once and welcomed by e-mail (and its phone
 * number, for SMS or WhatsApp, is texted a link to confirm it). An address that
 * already has a subscription changes nothing now (anyone can type anyone's address): its owner is
 * e-mailed a link that applies the new choices. The caller answers both the same way.
 */
export async function subscribe(deps: AlertDeps, checked: CheckedSubscription, origin: { userId: string | null; consentSource: string }): Promise<{ created: boolean }> {
  const { row, created } = await insertSubscription(deps.db, checked, origin);
  if (created) {
    await deps.mailer.send(renderWelcomeEmail(row, { manage: manageLink(deps.publicUrl, deps.secret, row.id), unsubscribe: unsubscribeLink(deps.publicUrl, row) }));
    await sendPhoneConfirmation(deps, row);
  } else {
    const choices = { industries: checked.industries, channels: checked.channels, phone: checked.phone };
    await deps.mailer.send(renderConfirmChangesEmail(row, choices, confirmChangesLink(deps.publicUrl, deps.secret, row.id, choices)));
  }
  return { created };
}
