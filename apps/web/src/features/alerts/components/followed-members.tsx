import type { FollowedMember } from '@kakyere/contract';
import { FOLLOW_MESSAGES, MESSAGES } from '@kakyere/contract/constants';
import { ErrorBox } from '../../../components/ui/message-boxes';
import { unfollowManaged } from '../api/member-follow-requests';
import { managedFollowsQueryKey } from '../api/query-keys';
import { useManagedFollows } from '../api/use-subscription-queries';
import { alertErrorMessage } from '../lib/alert-error-message';
import { FollowedList } from './followed-list';

/** The manage page's followed Members ("E-mail me when this Member speaks"), each with a remove control; nothing when there are none. */
export function FollowedMembers({ token }: { token: string }) {
  const follows = useManagedFollows(token);
  if (follows.isError) return <ErrorBox className="mt-8">{alertErrorMessage(follows.error, MESSAGES.internalError)}</ErrorBox>;
  if (!follows.data) return null;
  return <FollowedMemberList key={token} token={token} initial={follows.data} />;
}

/** The list itself, with the remove buttons (exported for its tests); nothing when no Member is followed. */
export function FollowedMemberList({ token, initial }: { token: string; initial: readonly FollowedMember[] }) {
  return (
    <FollowedList
      token={token}
      initial={initial}
      headingId="followed-members"
      title="Members you follow"
      description="You get an e-mail after each sitting in which one of them speaks."
      none="You follow no Members now."
      name={(member) => member.name}
      show={(member) => <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{member.name}</span>}
      unfollow={unfollowManaged}
      queryKey={managedFollowsQueryKey(token)}
      removed={FOLLOW_MESSAGES.unfollowed}
      failed={FOLLOW_MESSAGES.unfollowFailed}
    />
  );
}
