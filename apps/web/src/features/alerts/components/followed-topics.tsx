import type { FollowedTopic } from '@kakyere/contract';
import { MESSAGES, TOPIC_FOLLOW_MESSAGES } from '@kakyere/contract/constants';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/ui/message-boxes';
import { managedTopicsQueryKey } from '../api/query-keys';
import { unfollowManagedTopic } from '../api/topic-follow-requests';
import { useManagedTopics } from '../api/use-subscription-queries';
import { alertErrorMessage } from '../lib/alert-error-message';
import { FollowedList } from './followed-list';

/** The manage page's followed searches ("E-mail me when this is said"), each with a remove control; nothing when there are none. */
export function FollowedTopics({ token }: { token: string }) {
  const topics = useManagedTopics(token);
  if (topics.isError) return <ErrorBox className="mt-8">{alertErrorMessage(topics.error, MESSAGES.internalError)}</ErrorBox>;
  if (!topics.data) return null;
  return <FollowedTopicList key={token} token={token} initial={topics.data} />;
}

/** The list itself, each search linked to its results; nothing when no search is followed. */
export function FollowedTopicList({ token, initial }: { token: string; initial: readonly FollowedTopic[] }) {
  return (
    <FollowedList
      token={token}
      initial={initial}
      headingId="followed-topics"
      title="Searches you follow"
      description="You get an e-mail when a newly published sitting says one of them; each speech once."
      none="You follow no searches now."
      name={(topic) => topic.label}
      show={(topic) => (
        <Link to={topic.url} className="font-medium [overflow-wrap:anywhere] text-brand-800 underline underline-offset-2">
          {topic.label}
        </Link>
      )}
      unfollow={unfollowManagedTopic}
      queryKey={managedTopicsQueryKey(token)}
      removed={TOPIC_FOLLOW_MESSAGES.unfollowed}
      failed={TOPIC_FOLLOW_MESSAGES.unfollowFailed}
    />
  );
}
