import { SUBSCRIBE_MESSAGES, checkSubscribeRequest, personUrlId, type AlertFrequency, type SubscribeInput, type Subscription } from '@kakyere/contract';
import { badRequest, notFound } from '../../../errors.js';
import { sendPhoneConfirmation } from './confirm-phone.js';
import { renderManageLinkEmail } from './subscription-emails.js';
import { insertMemberFollow, listFollowedMembers, resumeSubscription, selectPersonName } from './member-follow-repository.js';
import { manageLink, readConfirmAddressToken, readConfirmChangesToken, readConfirmFollowToken, readConfirmTopicToken, readManageToken } from './subscription-links.js';
import { confirmTopicFollow, listFollowedTopics, selectTopicFollow, toFollowedTopic } from './topic-follow-repository.js';
import {
  confirmSubscriptionAddress,
  selectSubscriptionByEmail,
  selectSubscriptionById,
  toSubscription,
  unsubscribeByToken,
  updateSubscriptionChoices,
  type SubscriptionChoices,
} from './subscription-repository.js';
import type { AlertDeps } from './alert-deps.js';
import { welcome } from './subscribe.js';

const invalidLink = () => badRequest(SUBSCRIBE_MESSAGES.manageLinkInvalid);

/** The subscription a manage link is for; undefined when the link is bad or expired (or its subscription gone). */
export async function findManagedSubscription(deps: Pick<AlertDeps, 'db' | 'secret'>, token: string) {
  const id = readManageToken(deps.secret, token);
  return id ? selectSubscriptionById(deps.db, id) : undefined;
}

/** The same, where a bad or expired link is a 400 the page explains. */
async function subscriptionOfManageToken(deps: AlertDeps, token: string) {
  const row = await findManagedSubscription(deps, token);
  if (!row) throw invalidLink();
  return row;
}

export async function readManagedSubscription(deps: AlertDeps, token: string): Promise<Subscription> {
  return toSubscription(await subscriptionOfManageToken(deps, token));
}

/**
 * The manage page's save: the subscribe form's rules (its order and words), plus how often. A
 * subscription that follows Members may have no industries.
 */
export async function saveManagedSubscription(deps: AlertDeps, token: string, input: Omit<SubscribeInput, 'email' | 'name'> & { frequency: AlertFrequency }): Promise<Subscription> {
  const row = await subscriptionOfManageToken(deps, token);
  const followsMembers = (await listFollowedMembers(deps.db, row.id)).length > 0 || (await listFollowedTopics(deps.db, row.id)).length > 0;
  const checked = checkSubscribeRequest({ ...input, email: row.email }, { industriesOptional: followsMembers });
  if (!checked.ok) throw badRequest(checked.message);
  const saved = (await updateSubscriptionChoices(deps.db, row.id, { industries: checked.value.industries, channels: checked.value.channels, phone: checked.value.phone, frequency: input.frequency }))!;
  // A new number, or one still unconfirmed, is texted a (fresh) link to confirm it.
  await sendPhoneConfirmation(deps, saved);
  return toSubscription(saved);
}

export async function stopManagedSubscription(deps: AlertDeps, token: string): Promise<Subscription> {
  const row = await subscriptionOfManageToken(deps, token);
  return toSubscription((await unsubscribeByToken(deps.db, row.unsubscribeToken))!);
}

/** The one-click unsubscribe of every alert (and of RFC 8058 mail clients). */
export async function unsubscribe(deps: AlertDeps, token: string): Promise<void> {
  if (!(await unsubscribeByToken(deps.db, token))) throw notFound(SUBSCRIBE_MESSAGES.unsubscribeLinkInvalid);
}

/** E-mails a fresh manage link if the address has a subscription; says the same either way. */
export async function sendManageLink(deps: AlertDeps, email: string): Promise<void> {
  const row = await selectSubscriptionByEmail(deps.db, email);
  if (row) await deps.mailer.send(renderManageLinkEmail(row, manageLink(deps.publicUrl, deps.secret, row.id)));
}

async function readConfirmation(deps: AlertDeps, token: string): Promise<{ row: NonNullable<Awaited<ReturnType<typeof selectSubscriptionById>>>; choices: SubscriptionChoices }> {
  const read = readConfirmChangesToken(deps.secret, token);
  const row = read ? await selectSubscriptionById(deps.db, read.subscriptionId) : undefined;
  if (!read || !row) throw invalidLink();
  return { row, choices: read.choices };
}

/** The subscription an address-confirmation link is for, or null when the token is not one (it may be a changes link). */
async function readAddressConfirmation(deps: AlertDeps, token: string) {
  const subscriptionId = readConfirmAddressToken(deps.secret, token);
  if (!subscriptionId) return null;
  const row = await selectSubscriptionById(deps.db, subscriptionId);
  // Deleted after waiting too long, or never there: the link is no longer valid.
  if (!row) throw invalidLink();
  return row;
}

/**
 * What a confirmation link would do, for its page to show before the person presses Confirm:
 * confirm a new subscription's address ('address', with the Members it follows), apply new choices
 * ('changes'), or follow a Member ('follow'). Opening the
 * link changes nothing: mail scanners open every link.
 */
export async function previewChanges(deps: AlertDeps, token: string) {
  const topic = await readTopicConfirmation(deps, token);
  if (topic) {
    const current = toSubscription(topic.row);
    return { kind: 'topic' as const, current, proposed: { industries: current.industries, channels: current.channels, phone: current.phone }, topics: [toFollowedTopic(topic.topic)] };
  }
  const follow = await readFollowConfirmation(deps, token);
  if (follow) {
    const current = toSubscription(follow.row);
    const members = [{ id: personUrlId(follow.personId), name: follow.name }];
    return { kind: 'follow' as const, current, proposed: { industries: current.industries, channels: current.channels, phone: current.phone }, members };
  }
  const pending = await readAddressConfirmation(deps, token);
  if (pending) {
    const current = toSubscription(pending);
    const members = await listFollowedMembers(deps.db, pending.id);
    const topics = await listFollowedTopics(deps.db, pending.id);
    return {
      kind: 'address' as const,
      current,
      proposed: { industries: current.industries, channels: current.channels, phone: current.phone },
      ...(members.length ? { members } : {}),
      ...(topics.length ? { topics } : {}),
    };
  }
  const { row, choices } = await readConfirmation(deps, token);
  return { kind: 'changes' as const, current: toSubscription(row), proposed: { industries: choices.industries, channels: choices.channels, phone: choices.phone } };
}

/** The subscription and followed search a topic link is for, or null when the token is not one. */
async function readTopicConfirmation(deps: AlertDeps, token: string) {
  const read = readConfirmTopicToken(deps.secret, token);
  if (!read) return null;
  const row = await selectSubscriptionById(deps.db, read.subscriptionId);
  const topic = await selectTopicFollow(deps.db, read.topicId);
  if (!row || !topic || topic.subscriptionId !== row.id) throw invalidLink();
  return { row, topic };
}

/** The subscription and Member a follow link is for, or null when the token is not one. */
async function readFollowConfirmation(deps: AlertDeps, token: string) {
  const read = readConfirmFollowToken(deps.secret, token);
  if (!read) return null;
  const row = await selectSubscriptionById(deps.db, read.subscriptionId);
  const name = await selectPersonName(deps.db, read.personId);
  if (!row || name === undefined) throw invalidLink();
  return { row, personId: read.personId, name };
}

/**
 * What the page's button does: confirms the address (then welcomes it and texts its phone number a
 * link of its own), applies the new choices, or follows the Member. Confirming twice is harmless and sends nothing more.
 */
export async function applyChanges(deps: AlertDeps, token: string): Promise<Subscription> {
  const topic = await readTopicConfirmation(deps, token);
  if (topic) {
    await confirmTopicFollow(deps.db, topic.topic.id);
    await resumeSubscription(deps.db, topic.row.id);
    return toSubscription((await selectSubscriptionById(deps.db, topic.row.id))!);
  }
  const follow = await readFollowConfirmation(deps, token);
  if (follow) {
    // Asking for a Member's speeches starts a stopped subscription's alerts again, as saving choices does.
    await insertMemberFollow(deps.db, follow.row.id, follow.personId);
    await resumeSubscription(deps.db, follow.row.id);
    return toSubscription((await selectSubscriptionById(deps.db, follow.row.id))!);
  }
  const pending = await readAddressConfirmation(deps, token);
  if (pending) {
    const confirmed = await confirmSubscriptionAddress(deps.db, pending.id);
    if (!confirmed) throw invalidLink();
    if (confirmed.newlyConfirmed) await welcome(deps, confirmed.row);
    return toSubscription(confirmed.row);
  }
  const { row, choices } = await readConfirmation(deps, token);
  const applied = (await updateSubscriptionChoices(deps.db, row.id, choices))!;
  await sendPhoneConfirmation(deps, applied);
  return toSubscription(applied);
}
