import { PAGES, SUBSCRIBE_LIMITS } from '@kakyere/contract';
import type { SubscriptionRow } from '@kakyere/db';
import { readToken, signToken } from './signed-token.js';
import type { SubscriptionChoices } from './subscription-repository.js';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** A manage link: signed, expiring (it offers to send a fresh one), for one subscription. */
export function manageLink(publicUrl: string, secret: string, subscriptionId: string): string {
  const token = signToken(secret, 'manage', { sid: subscriptionId }, hoursFromNow(SUBSCRIBE_LIMITS.manageLinkHours));
  return `${publicUrl}${PAGES.manageAlerts.path}?token=${encodeURIComponent(token)}`;
}

export function readManageToken(secret: string, token: string): string | null {
  const data = readToken<{ sid?: unknown }>(secret, 'manage', token);
  return typeof data?.sid === 'string' ? data.sid : null;
}

/** A link that applies choices someone asked for with an address that already has a subscription. */
export function confirmChangesLink(publicUrl: string, secret: string, subscriptionId: string, choices: SubscriptionChoices): string {
  const token = signToken(secret, 'apply', { sid: subscriptionId, c: choices }, hoursFromNow(SUBSCRIBE_LIMITS.manageLinkHours));
  return `${publicUrl}${PAGES.confirmAlerts.path}?token=${encodeURIComponent(token)}`;
}

export function readConfirmChangesToken(secret: string, token: string): { subscriptionId: string; choices: SubscriptionChoices } | null {
  const data = readToken<{ sid?: unknown; c?: unknown }>(secret, 'apply', token);
  if (typeof data?.sid !== 'string' || typeof data.c !== 'object' || data.c === null) return null;
  return { subscriptionId: data.sid, choices: data.c as SubscriptionChoices };
}

/**
 * The link that confirms a new subscription's address (double opt-in): it opens a page whose button
 * confirms, since mail scanners open every link. It works as long as the subscription waits.
 */
export function confirmAddressLink(publicUrl: string, secret: string, subscriptionId: string): string {
  const token = signToken(secret, 'confirm-address', { sid: subscriptionId }, hoursFromNow(SUBSCRIBE_LIMITS.pendingDays * 24));
  return `${publicUrl}${PAGES.confirmAlerts.path}?token=${encodeURIComponent(token)}`;
}

export function readConfirmAddressToken(secret: string, token: string): string | null {
  const data = readToken<{ sid?: unknown }>(secret, 'confirm-address', token);
  return typeof data?.sid === 'string' ? data.sid : null;
}

/** The one-click unsubscribe page of a subscription (its token never expires). */
export const unsubscribeLink = (publicUrl: string, row: Pick<SubscriptionRow, 'unsubscribeToken'>) =>
  `${publicUrl}${PAGES.unsubscribe.path}?token=${encodeURIComponent(row.unsubscribeToken)}`;

/** Where mail providers POST a one-click unsubscribe (RFC 8058). */
export const oneClickUnsubscribeUrl = (publicUrl: string, row: Pick<SubscriptionRow, 'unsubscribeToken'>) =>
  `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(row.unsubscribeToken)}`;

/** The unsubscribe page by its shortest address, for SMS and WhatsApp where every character counts. */
export const shortUnsubscribeLink = (publicUrl: string, row: Pick<SubscriptionRow, 'unsubscribeToken'>) => `${publicUrl}/u/${row.unsubscribeToken}`;

/** A link that has a subscription follow a Member (a Popolo id), asked for with an address that already has one. */
export function confirmFollowLink(publicUrl: string, secret: string, subscriptionId: string, personId: string): string {
  const token = signToken(secret, 'follow', { sid: subscriptionId, pid: personId }, hoursFromNow(SUBSCRIBE_LIMITS.manageLinkHours));
  return `${publicUrl}${PAGES.confirmAlerts.path}?token=${encodeURIComponent(token)}`;
}

export function readConfirmFollowToken(secret: string, token: string): { subscriptionId: string; personId: string } | null {
  const data = readToken<{ sid?: unknown; pid?: unknown }>(secret, 'follow', token);
  return typeof data?.sid === 'string' && typeof data.pid === 'string' ? { subscriptionId: data.sid, personId: data.pid } : null;
}

/** A link that adds a followed search (saved unconfirmed), asked for with an address that already has alerts. */
export function confirmTopicLink(publicUrl: string, secret: string, subscriptionId: string, topicId: string): string {
  const token = signToken(secret, 'topic', { sid: subscriptionId, tid: topicId }, hoursFromNow(SUBSCRIBE_LIMITS.manageLinkHours));
  return `${publicUrl}${PAGES.confirmAlerts.path}?token=${encodeURIComponent(token)}`;
}

export function readConfirmTopicToken(secret: string, token: string): { subscriptionId: string; topicId: string } | null {
  const data = readToken<{ sid?: unknown; tid?: unknown }>(secret, 'topic', token);
  return typeof data?.sid === 'string' && typeof data.tid === 'string' ? { subscriptionId: data.sid, topicId: data.tid } : null;
}
