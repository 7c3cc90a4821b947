import { SUBSCRIBE_LIMITS, SUBSCRIBE_NEXT_STEPS, type CheckedSubscription } from '@kakyere/contract';
import type { SubscriptionRow } from '@kakyere/db';
import type { AlertDeps } from './alert-deps.js';
import { sendPhoneConfirmation } from './confirm-phone.js';
import { confirmAddressLink, confirmChangesLink, manageLink, unsubscribeLink } from './subscription-links.js';
import { renderConfirmAddressEmail, renderConfirmChangesEmail, renderWelcomeEmail } from './subscription-emails.js';
import { listFollowedTopics } from './topic-follow-repository.js';
import { listFollowedMembers } from './member-follow-repository.js';
import { claimConfirmationSend, countRecentSubscriptionMail, insertSubscription } from './subscription-repository.js';
/** What subscribing did, and the steps left to the person (shown under the spec's text). */
export interface SubscribeOutcome {
  created: boolean;
  next: string[];
}

/**
 * Subscribes an address, with double opt-in. A new subscription waits for its address to be
 * confirmed: the owner is e-mailed a link to a page whose button confirms it, and nothing else is
 * sent (no alert, no digest, no text) until then. A signed-in reader whose verified account address
 * is the subscription's needs no second confirmation: welcomed at once. The same form again while
 * the address waits re-sends the link at most every few minutes. An address that already has a
 * confirmed subscription changes nothing now (anyone can type anyone's address): its owner is
 * e-mailed a link that applies the new choices. Every answer to the form is the same success text;
 * `next` says what is left to do.
 */
export async function subscribe(
  deps: AlertDeps,
  checked: CheckedSubscription,
  origin: { userId: string | null; consentSource: string; verifiedEmail?: string | null },
): Promise<SubscribeOutcome> {
  const confirmedByAccount = origin.verifiedEmail != null && origin.verifiedEmail.trim().toLowerCase() === checked.email;
  const { row, created } = await insertSubscription(deps.db, checked, origin, { confirmed: confirmedByAccount });
  const phoneStep = (r: SubscriptionRow) => ((r.smsEnabled || r.whatsappEnabled) && r.phone && r.phoneConfirmedAt === null ? [SUBSCRIBE_NEXT_STEPS.confirmPhone(r.phone)] : []);
  if (created && row.emailConfirmedAt !== null) {
    await welcome(deps, row);
    return { created, next: phoneStep(row) };
  }
  if (row.emailConfirmedAt === null) {
    await sendAddressConfirmation(deps, row);
    return { created, next: [SUBSCRIBE_NEXT_STEPS.confirmAddress(row.email)] };
  }
  const choices = { industries: checked.industries, channels: checked.channels, phone: checked.phone };
  if (await underHourlyCap(deps, row.email)) {
    await deps.mailer.send(renderConfirmChangesEmail(row, choices, confirmChangesLink(deps.publicUrl, deps.secret, row.id, choices)));
  }
  return { created, next: [SUBSCRIBE_NEXT_STEPS.confirmChanges(row.email)] };
}

/** The welcome e-mail (what was chosen, the Members followed, how to change or stop it) and the text that confirms a phone number. */
export async function welcome(deps: AlertDeps, row: SubscriptionRow): Promise<void> {
  if (await underHourlyCap(deps, row.email)) {
    const members = (await listFollowedMembers(deps.db, row.id)).map((member) => member.name);
    const topics = (await listFollowedTopics(deps.db, row.id)).map((topic) => topic.label);
    await deps.mailer.send(renderWelcomeEmail(row, { manage: manageLink(deps.publicUrl, deps.secret, row.id), unsubscribe: unsubscribeLink(deps.publicUrl, row) }, members, topics));
  }
  await sendPhoneConfirmation(deps, row);
}

/**
 * E-mails the link that confirms the address, unless one went out in the last few minutes (a form
 * sent twice) or the address has had its hourly share of confirmation and welcome e-mails.
 */
export async function sendAddressConfirmation(deps: AlertDeps, row: SubscriptionRow): Promise<void> {
  const claimed = await claimConfirmationSend(deps.db, row.id, SUBSCRIBE_LIMITS.resendConfirmationMinutes);
  if (!claimed || !(await underHourlyCap(deps, row.email))) return;
  const members = (await listFollowedMembers(deps.db, row.id)).map((member) => member.name);
  const topics = (await listFollowedTopics(deps.db, row.id)).map((topic) => topic.label);
  await deps.mailer.send(renderConfirmAddressEmail(row, confirmAddressLink(deps.publicUrl, deps.secret, row.id), members, topics));
}

/** Whether the address has had fewer than its hourly share of confirmation and welcome e-mails (nobody is spammed through the form). */
export async function underHourlyCap(deps: AlertDeps, email: string): Promise<boolean> {
  return (await countRecentSubscriptionMail(deps.db, email, CONFIRMATION_MAIL_KINDS)) < SUBSCRIBE_LIMITS.confirmationEmailsPerHour;
}

/** The e-mails the hourly cap counts: every one the subscribe and follow forms can cause. */
const CONFIRMATION_MAIL_KINDS = ['subscription-confirm-address', 'subscription-welcome', 'subscription-confirm', 'subscription-confirm-follow', 'subscription-confirm-topic'];
