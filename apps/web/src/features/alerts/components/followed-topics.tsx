import type { FollowedTopic } from '@kakyere/contract';
import { MESSAGES, TOPIC_FOLLOW_MESSAGES } from '@kakyere/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { useHydrated } from '../../../lib/use-hydrated';
import { managedTopicsQueryKey } from '../api/query-keys';
import { unfollowManagedTopic } from '../api/topic-follow-requests';
import { useManagedTopics } from '../api/use-subscription-queries';
import { alertErrorMessage } from '../lib/alert-error-message';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The manage page's followed searches ("E-mail me when this is said"), each with a remove control; nothing when there are none. */
export function FollowedTopics({ token }: { token: string }) {
  const topics = useManagedTopics(token);
  if (topics.isError) return <ErrorBox className="mt-8">{alertErrorMessage(topics.error, MESSAGES.internalError)}</ErrorBox>;
  if (!topics.data) return null;
  return <FollowedTopicList key={token} token={token} initial={topics.data} />;
}

/** The list itself, with the remove buttons; nothing when no search is followed. */
export function FollowedTopicList({ token, initial }: { token: string; initial: readonly FollowedTopic[] }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  // Kept here, so the list (and what removing did) stays on the page when the last one is removed.
  const [topics, setTopics] = useState(initial);
  const [removing, setRemoving] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function remove(topic: FollowedTopic) {
    if (!hydrated || removing) return;
    setRemoving(topic.id);
    setNotice(null);
    try {
      const left = await unfollowManagedTopic(token, topic.id);
      setTopics(left);
      queryClient.setQueryData(managedTopicsQueryKey(token), left);
      setNotice({ kind: 'success', text: TOPIC_FOLLOW_MESSAGES.unfollowed(topic.label) });
    } catch (error) {
      setNotice({ kind: 'error', text: alertErrorMessage(error, TOPIC_FOLLOW_MESSAGES.unfollowFailed) });
    } finally {
      setRemoving(null);
    }
  }

  if (topics.length === 0 && !notice) return null;
  return (
    <section aria-labelledby="followed-topics" className="mt-8 border-t border-slate-100 pt-6">
      <h2 id="followed-topics" className="text-base font-semibold text-slate-900">
        Searches you follow
      </h2>
      <p className="mt-1 text-sm text-slate-600">You get an e-mail when a newly published sitting says one of them; each speech once.</p>
      {topics.length === 0 && <p className="mt-3 text-sm text-slate-700">You follow no searches now.</p>}
      <ul className="mt-3 divide-y divide-slate-100" aria-label="Searches you follow">
        {topics.map((topic) => (
          <li key={topic.id} className="flex items-center justify-between gap-3 py-2.5">
            <Link to={topic.url} className="font-medium [overflow-wrap:anywhere] text-brand-800 underline underline-offset-2">
              {topic.label}
            </Link>
            <button
              type="button"
              disabled={!hydrated || removing !== null}
              onClick={() => void remove(topic)}
              aria-label={`Stop following ${topic.label}`}
              className={buttonClass('secondary', 'text-sm')}
            >
              {removing === topic.id ? 'Removing...' : 'Remove'}
            </button>
          </li>
        ))}
      </ul>
      {notice?.kind === 'success' && <SuccessBox className="mt-3">{notice.text}</SuccessBox>}
      {notice?.kind === 'error' && <ErrorBox className="mt-3">{notice.text}</ErrorBox>}
    </section>
  );
}
