import type { FollowedMember } from '@kakyere/contract';
import { FOLLOW_MESSAGES, MESSAGES } from '@kakyere/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { useHydrated } from '../../../lib/use-hydrated';
import { unfollowManaged } from '../api/member-follow-requests';
import { managedFollowsQueryKey } from '../api/query-keys';
import { useManagedFollows } from '../api/use-subscription-queries';
import { alertErrorMessage } from '../lib/alert-error-message';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The manage page's followed Members ("E-mail me when this Member speaks"), each with a remove control; nothing when there are none. */
export function FollowedMembers({ token }: { token: string }) {
  const follows = useManagedFollows(token);
  if (follows.isError) return <ErrorBox className="mt-8">{alertErrorMessage(follows.error, MESSAGES.internalError)}</ErrorBox>;
  if (!follows.data) return null;
  return <FollowedMemberList key={token} token={token} initial={follows.data} />;
}

/** The list itself, with the remove buttons (exported for its tests); nothing when no Member is followed. */
export function FollowedMemberList({ token, initial }: { token: string; initial: readonly FollowedMember[] }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  // Kept here, so the list (and what removing did) stays on the page when the last one is removed.
  const [members, setMembers] = useState(initial);
  const [removing, setRemoving] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function remove(member: FollowedMember) {
    if (!hydrated || removing) return;
    setRemoving(member.id);
    setNotice(null);
    try {
      const left = await unfollowManaged(token, member.id);
      setMembers(left);
      queryClient.setQueryData(managedFollowsQueryKey(token), left);
      setNotice({ kind: 'success', text: FOLLOW_MESSAGES.unfollowed(member.name) });
    } catch (error) {
      setNotice({ kind: 'error', text: alertErrorMessage(error, FOLLOW_MESSAGES.unfollowFailed) });
    } finally {
      setRemoving(null);
    }
  }

  // None followed: nothing to show (unless the last one was just removed, said below).
  if (members.length === 0 && !notice) return null;
  return (
    <section aria-labelledby="followed-members" className="mt-8 border-t border-slate-100 pt-6">
      <h2 id="followed-members" className="text-base font-semibold text-slate-900">
        Members you follow
      </h2>
      <p className="mt-1 text-sm text-slate-600">You get an e-mail after each sitting in which one of them speaks.</p>
      {members.length === 0 && <p className="mt-3 text-sm text-slate-700">You follow no Members now.</p>}
      <ul className="mt-3 divide-y divide-slate-100" aria-label="Members you follow">
        {members.map((member) => (
          <li key={member.id} className="flex items-center justify-between gap-3 py-2.5">
            <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{member.name}</span>
            <button
              type="button"
              disabled={!hydrated || removing !== null}
              onClick={() => void remove(member)}
              aria-label={`Stop following ${member.name}`}
              className={buttonClass('secondary', 'text-sm')}
            >
              {removing === member.id ? 'Removing...' : 'Remove'}
            </button>
          </li>
        ))}
      </ul>
      {notice?.kind === 'success' && <SuccessBox className="mt-3">{notice.text}</SuccessBox>}
      {notice?.kind === 'error' && <ErrorBox className="mt-3">{notice.text}</ErrorBox>}
    </section>
  );
}
