import { SUBSCRIBE_MESSAGES, SUBSCRIBE_NEXT_STEPS, TOPIC_FOLLOW_MESSAGES, TOPIC_FOLLOW_NEXT_STEPS, TOPIC_FOLLOWS_PER_ADDRESS, type CheckedFollow, type FollowedTopic, type TopicSearch } from '@kakyere/contract';
import { badRequest } from '../../../errors.js';
import { parseSearchQuery, hasPositiveTerms } from '../search/parse-search-query.js';
import type { AlertDeps } from './alert-deps.js';
import { describeTopic } from './describe-topic.js';
import { findManagedSubscription } from './manage-subscription.js';
import { resumeSubscription } from './member-follow-repository.js';
import { sendAddressConfirmation, underHourlyCap, welcome } from './subscribe.js';
import { renderConfirmTopicEmail } from './subscription-emails.js';
import { confirmTopicLink } from './subscription-links.js';
import { insertSubscription } from './subscription-repository.js';
import { countTopicFollows, deleteTopicFollow, insertTopicFollow, listFollowedTopics, toFollowedTopic, topicId } from './topic-follow-repository.js';

export interface FollowTopicOutcome {
  topic: FollowedTopic;
  following: boolean;
  message: string;
  next: string[];
}

/**
 * "E-mail me when this is said": the search becomes a followed topic of the address's subscription,
 * under the same double opt-in as following a Member (see followMember): a new or unconfirmed
 * address follows it once confirmed; a signed-in reader's verified address at once; an address that
 * already has alerts is e-mailed a link that adds it (saved unconfirmed until then). Every answer for
 * the same request is the same, whatever the address had.
 */
export async function followTopic(
  deps: AlertDeps,
  search: TopicSearch,
  checked: CheckedFollow,
  origin: { userId: string | null; consentSource: string; verifiedEmail?: string | null },
): Promise<FollowTopicOutcome> {
  if (!hasPositiveTerms(parseSearchQuery(search.q))) throw badRequest(TOPIC_FOLLOW_MESSAGES.nothingToFollow);
  const label = await describeTopic(deps.db, search);
  const byOwner = origin.verifiedEmail != null && origin.verifiedEmail.trim().toLowerCase() === checked.email;
  const wanted = { email: checked.email, name: null, industries: [], channels: { email: true, sms: false, whatsapp: false }, phone: null };
  const { row, created } = await insertSubscription(deps.db, wanted, origin, { confirmed: byOwner, frequency: checked.frequency });
  const id = topicId(row.id, search);
  if ((await countTopicFollows(deps.db, row.id)) >= TOPIC_FOLLOWS_PER_ADDRESS && !(await listFollowedTopics(deps.db, row.id)).some((t) => t.id === id)) {
    throw badRequest(TOPIC_FOLLOW_MESSAGES.tooManyTopics);
  }
  const answer = (following: boolean, next: string[], topic: FollowedTopic): FollowTopicOutcome => ({ topic, following, message: TOPIC_FOLLOW_MESSAGES.success(label), next });

  if (row.emailConfirmedAt === null) {
    // Waiting for its owner: the search is among what the confirmation link confirms.
    const topic = toFollowedTopic(await insertTopicFollow(deps.db, row.id, search, label, true));
    await sendAddressConfirmation(deps, row);
    return answer(false, [SUBSCRIBE_NEXT_STEPS.confirmAddress(row.email)], topic);
  }
  if (created || byOwner) {
    const topic = toFollowedTopic(await insertTopicFollow(deps.db, row.id, search, label, true));
    if (created) await welcome(deps, row);
    else await resumeSubscription(deps.db, row.id);
    return answer(true, [], topic);
  }
  const topic = toFollowedTopic(await insertTopicFollow(deps.db, row.id, search, label, false));
  if (await underHourlyCap(deps, row.email)) {
    await deps.mailer.send(renderConfirmTopicEmail(row, label, confirmTopicLink(deps.publicUrl, deps.secret, row.id, topic.id)));
  }
  return answer(false, [TOPIC_FOLLOW_NEXT_STEPS.confirmTopic(row.email, label)], topic);
}

/** The searches a manage link's subscription follows (400 when the link is bad or expired). */
export async function listManagedTopics(deps: AlertDeps, token: string): Promise<FollowedTopic[]> {
  const row = await findManagedSubscription(deps, token);
  if (!row) throw badRequest(SUBSCRIBE_MESSAGES.manageLinkInvalid);
  return listFollowedTopics(deps.db, row.id);
}

/** The manage page's remove control for a followed search (harmless when it is not followed); answers those still followed. */
export async function unfollowManagedTopic(deps: AlertDeps, token: string, id: string): Promise<FollowedTopic[]> {
  const row = await findManagedSubscription(deps, token);
  if (!row) throw badRequest(SUBSCRIBE_MESSAGES.manageLinkInvalid);
  await deleteTopicFollow(deps.db, row.id, id);
  return listFollowedTopics(deps.db, row.id);
}
