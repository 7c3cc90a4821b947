import { TOPIC_FOLLOW_MESSAGES } from '@kakyere/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { NoticeBox } from '../../../components/ui/message-boxes';
import { shouldRetry } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { useHydrated } from '../../../lib/use-hydrated';
import { topicPreviewQueryKey } from '../api/query-keys';
import { followTopic, getTopicPreview, topicOf, topicPreviewUrl, type TopicSearchFields } from '../api/topic-follow-requests';
import { FollowFormFields, useFollowForm } from './follow-form-fields';

export interface FollowTopicFormProps {
  /** The search to follow: its words and filters, as the results page has them. */
  search: TopicSearchFields;
  /** The signed-in reader's address, to fill in (a verified one needs no confirmation). */
  email?: string | null | undefined;
}

/**
 * "E-mail me when this is said", on a search's results: folded away until asked for, so the results
 * come first. Opened, it says how often this search would have e-mailed (the last 30 days of
 * sittings; a warning when that is more than 20 a week), then takes an address and whether to get
 * one e-mail a day, like the follow form on a Member's page, and answers with the server's sentence
 * and what is left to do.
 */
export function FollowTopicForm({ search, email }: FollowTopicFormProps) {
  const hydrated = useHydrated();
  const topic = topicOf(search);
  const [open, setOpen] = useState(false);
  const state = useFollowForm(email, (body) => followTopic({ ...body, search: topic }), TOPIC_FOLLOW_MESSAGES.failed);
  const summaryId = useId();

  return (
    <section aria-labelledby={summaryId} className="rounded-xl border border-slate-200 bg-white">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary id={summaryId} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50">
          <svg viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zm4 3a2 2 0 0 0 4 0" />
          </svg>
          {TOPIC_FOLLOW_MESSAGES.button}
        </summary>
        <div className="border-t border-slate-100 px-4 pt-3 pb-4">
          <p className="text-sm text-slate-700">
            We will e-mail you when a sitting added to Kakyerɛ has a speech that matches “{topic.q}”{Object.keys(topic).length > 1 ? ' with these filters' : ''}, with links to what was said.
          </p>
          {open && hydrated && <TopicPreviewLine search={topic} />}
          <FollowFormFields
            state={state}
            label={`E-mail me when “${topic.q}” is said`}
            button={TOPIC_FOLLOW_MESSAGES.button}
            hidden={Object.entries(topic).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          />
        </div>
      </details>
    </section>
  );
}

function TopicPreviewLine({ search }: { search: TopicSearchFields }) {
  const url = topicPreviewUrl(search);
  const preview = useQuery({
    queryKey: topicPreviewQueryKey(url),
    queryFn: ({ signal }) => getTopicPreview(search, signal),
    retry: shouldRetry,
  });
  if (preview.isPending) return <p className="mt-2 text-sm text-slate-600">Counting the speeches of the last 30 days…</p>;
  if (!preview.data) return null;
  const { speeches, from, to, busy, perWeek } = preview.data;
  return (
    <div className="mt-2 space-y-2" data-testid="topic-preview">
      <p className="text-sm font-medium text-slate-900">
        {speeches > 0 && from && to ? TOPIC_FOLLOW_MESSAGES.preview(speeches, formatLongDate(from), formatLongDate(to)) : TOPIC_FOLLOW_MESSAGES.previewNone}
      </p>
      {busy && <NoticeBox>{TOPIC_FOLLOW_MESSAGES.tooBusy(Math.round(perWeek))}</NoticeBox>}
    </div>
  );
}
