import { FOLLOW_MESSAGES, FOLLOW_NEXT_STEPS, MESSAGES, personUrlId, SUBSCRIBE_MESSAGES, SUBSCRIBE_NEXT_STEPS, type CheckedFollow, type FollowedMember } from '@kakyere/contract';
import { badRequest, notFound } from '../../../errors.js';
import { resolvePersonId } from '../people/resolve-person-id.js';
import type { AlertDeps } from './alert-deps.js';
import { findManagedSubscription } from './manage-subscription.js';
import { deleteMemberFollow, insertMemberFollow, listFollowedMembers, resumeSubscription, selectPersonName } from './member-follow-repository.js';
import { sendAddressConfirmation, underHourlyCap, welcome } from './subscribe.js';
import { renderConfirmFollowEmail } from './subscription-emails.js';
import { confirmFollowLink } from './subscription-links.js';
import { insertSubscription } from './subscription-repository.js';

/** What following did: the Member, whether alerts about them now go to the address, and what is left to do. */
export interface FollowOutcome {
  member: FollowedMember;
  following: boolean;
  message: string;
  next: string[];
}

/**
 * "E-mail me when this Member speaks". The address's subscription (one per address) is created, with
 * no industries, or extended, under the subscribe form's double opt-in:
 * - a new or still unconfirmed address follows the Member once its owner confirms it (the link is
 *   e-mailed, at most every few minutes); a signed-in reader's verified address is confirmed at once;
 * - an address that already has confirmed alerts changes nothing now (anyone can type anyone's
 *   address): its owner is e-mailed a link that adds the Member, unless the owner is the signed-in
 *   reader asking.
 * `frequency` applies to a new subscription; an existing one keeps its own. Every answer for the
 * same request is the same, whatever the address already had, so it reveals nothing about it.
 */
export async function followMember(
  deps: AlertDeps,
  personUrlIdParam: string,
  checked: CheckedFollow,
  origin: { userId: string | null; consentSource: string; verifiedEmail?: string | null },
): Promise<FollowOutcome> {
  const personId = await resolvePersonId(deps.db, personUrlIdParam);
  const name = await selectPersonName(deps.db, personId);
  if (name === undefined) throw notFound(MESSAGES.personNotFound);
  const member = { id: personUrlId(personId), name };
  const answer = (following: boolean, next: string[]): FollowOutcome => ({ member, following, message: FOLLOW_MESSAGES.success(name), next });

  const byOwner = origin.verifiedEmail != null && origin.verifiedEmail.trim().toLowerCase() === checked.email;
  const wanted = { email: checked.email, name: null, industries: [], channels: { email: true, sms: false, whatsapp: false }, phone: null };
  const { row, created } = await insertSubscription(deps.db, wanted, origin, { confirmed: byOwner, frequency: checked.frequency });

  if (row.emailConfirmedAt === null) {
    // Waiting for its owner: the Member is among what the confirmation link confirms (its page lists them).
    await insertMemberFollow(deps.db, row.id, personId);
    await sendAddressConfirmation(deps, row);
    return answer(false, [SUBSCRIBE_NEXT_STEPS.confirmAddress(row.email)]);
  }
  if (created) {
    await insertMemberFollow(deps.db, row.id, personId);
    await welcome(deps, row);
    return answer(true, []);
  }
  if (byOwner) {
    await insertMemberFollow(deps.db, row.id, personId);
    await resumeSubscription(deps.db, row.id);
    return answer(true, []);
  }
  if (await underHourlyCap(deps, row.email)) {
    await deps.mailer.send(renderConfirmFollowEmail(row, name, confirmFollowLink(deps.publicUrl, deps.secret, row.id, personId)));
  }
  return answer(false, [FOLLOW_NEXT_STEPS.confirmFollow(row.email, name)]);
}

/** The Members a manage link's subscription follows (400 when the link is bad or expired). */
export async function listManagedFollows(deps: AlertDeps, token: string): Promise<FollowedMember[]> {
  const row = await findManagedSubscription(deps, token);
  if (!row) throw badRequest(SUBSCRIBE_MESSAGES.manageLinkInvalid);
  return listFollowedMembers(deps.db, row.id);
}

/**
 * The manage page's remove control: the subscription stops following the Member (harmless when it
 * did not); answers the Members it still follows. A subscription left with no industries and no
 * Member is sent nothing more.
 */
export async function unfollowManaged(deps: AlertDeps, token: string, personUrlIdParam: string): Promise<FollowedMember[]> {
  const row = await findManagedSubscription(deps, token);
  if (!row) throw badRequest(SUBSCRIBE_MESSAGES.manageLinkInvalid);
  await deleteMemberFollow(deps.db, row.id, await resolvePersonId(deps.db, personUrlIdParam));
  return listFollowedMembers(deps.db, row.id);
}
