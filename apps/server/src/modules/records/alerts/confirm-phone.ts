import { SUBSCRIBE_MESSAGES } from '@kakyere/contract';
import type { SubscriptionRow } from '@kakyere/db';
import { badRequest } from '../../../errors.js';
import { hasRecentText } from '../../delivery/texts/text-outbox-repository.js';
import { parsePhoneToken, phoneConfirmLink, phoneTokenHolds, renderPhoneConfirmationText, signPhoneToken } from './phone-link.js';
import type { AlertDeps } from './alert-deps.js';
import { confirmSubscriptionPhone, lockSubscription, selectSubscriptionById } from './subscription-repository.js';

/**
 * At most one confirmation text per subscription, and per number, in this many minutes, however
 * often a form is saved: each text costs money, and the number may be someone else's.
 */
export const PHONE_CONFIRMATION_EVERY_MINUTES = 5;
const KIND = 'phone-confirmation';

/** SMS or WhatsApp is chosen for a number not yet confirmed. */
const awaitsConfirmation = (row: SubscriptionRow) =>
  row.phone !== null && row.phoneConfirmedAt === null && row.unsubscribedAt === null && (row.smsEnabled || row.whatsappEnabled);

/**
 * Texts the subscription's number a link that confirms it (by SMS, or by WhatsApp when only
 * WhatsApp is chosen), once it was created or changed with an unconfirmed number. Returns whether a
 * text was written; none when nothing awaits confirmation or one went in the last few minutes.
 */
export async function sendPhoneConfirmation(deps: AlertDeps, row: SubscriptionRow): Promise<boolean> {
  if (!awaitsConfirmation(row)) return false;
  let textId: string | null = null;
  await deps.db.transaction(async (tx) => {
    // Locked: two saves at once would both see no recent text and both send one.
    const current = await lockSubscription(tx, row.id);
    if (!current?.phone || !awaitsConfirmation(current)) return;
    if (await hasRecentText(tx, { kind: KIND, subscriptionId: current.id, to: current.phone, minutes: PHONE_CONFIRMATION_EVERY_MINUTES })) return;
    const link = phoneConfirmLink(deps.publicUrl, signPhoneToken(deps.secret, current.id, current.phone));
    textId = await deps.texts.enqueue(tx, {
      channel: current.smsEnabled ? 'sms' : 'whatsapp',
      to: current.phone,
      body: renderPhoneConfirmationText(link),
      meta: { kind: KIND, subscriptionId: current.id },
    });
  });
  if (textId === null) return false;
  await deps.texts.deliver(textId);
  return true;
}

/**
 * Confirms the number a texted link was sent to. Refused (400) when the link is malformed, expired,
 * or for a number the subscription no longer has; confirming again changes nothing.
 */
export async function confirmPhone(deps: AlertDeps, token: string): Promise<void> {
  const parsed = parsePhoneToken(token.trim());
  const row = parsed ? await selectSubscriptionById(deps.db, parsed.subscriptionId) : undefined;
  // The number can change between the check and the update; the update checks it again.
  if (!parsed || !row?.phone || !phoneTokenHolds(deps.secret, parsed, row.phone) || !(await confirmSubscriptionPhone(deps.db, row.id, row.phone))) {
    throw badRequest(SUBSCRIBE_MESSAGES.phoneLinkInvalid);
  }
}
