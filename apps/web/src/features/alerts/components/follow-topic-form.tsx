import { TOPIC_FOLLOW_MESSAGES } from '@kakyere/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, NoticeBox, SuccessBox } from '../../../components/ui/message-boxes';
import { shouldRetry } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { useHydrated } from '../../../lib/use-hydrated';
import { topicPreviewQueryKey } from '../api/query-keys';
import { followTopic, getTopicPreview, topicOf, topicPreviewUrl, type TopicSearchFields } from '../api/topic-follow-requests';
import { checkFollowFields, sendFollow, type FollowField, type FollowFields } from '../lib/follow-member-fields';
import { useFormMessage } from '../lib/use-form-message';
import { choiceClass, choiceInputClass } from './choice-styles';
import { EmailField } from './email-field';
import { fieldErrorBox } from './field-error-box';

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
  const [fields, setFields] = useState<FollowFields>(() => ({ email: email ?? '', daily: false }));
  const [sending, setSending] = useState(false);
  const { message, setMessage, messageId, formRef, errorIdFor } = useFormMessage<FollowField>();
  const busy = !hydrated || sending;
  const summaryId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkFollowFields(fields);
    if (!checked.ok) {
      setMessage({ kind: 'error', text: checked.message, field: checked.field });
      return;
    }
    setSending(true);
    setMessage(null);
    const outcome = await sendFollow(checked.body, (body) => followTopic({ ...body, search: topic }), TOPIC_FOLLOW_MESSAGES.failed);
    setSending(false);
    setMessage(outcome.message);
  }

  const errorAt = fieldErrorBox(message, messageId);

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
          <form ref={formRef} method="post" noValidate onSubmit={(event) => void submit(event)} aria-label={`E-mail me when “${topic.q}” is said`} className="mt-4 space-y-4">
            {Object.entries(topic).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <EmailField
              required
              value={fields.email}
              disabled={sending}
              onChange={(event) => setFields((current) => ({ ...current, email: event.target.value }))}
              errorId={errorIdFor('email')}
              after={errorAt('email')}
            />
            <label className={choiceClass}>
              <input
                type="checkbox"
                name="daily"
                checked={fields.daily}
                disabled={sending}
                onChange={(event) => setFields((current) => ({ ...current, daily: event.target.checked }))}
                className={choiceInputClass}
              />
              <span>One e-mail a day instead (07:00 Accra time)</span>
            </label>
            {message?.kind === 'success' && (
              <SuccessBox id={messageId}>
                {message.text}
                {message.next?.map((line) => (
                  <span key={line} data-testid="follow-next-step" className="mt-1.5 block font-semibold">
                    {line}
                  </span>
                ))}
              </SuccessBox>
            )}
            {message?.kind === 'error' && !message.field && <ErrorBox id={messageId}>{message.text}</ErrorBox>}
            <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full text-base sm:w-auto sm:text-sm')}>
              {sending ? 'Sending...' : TOPIC_FOLLOW_MESSAGES.button}
            </button>
          </form>
        </div>
      </details>
    </section>
  );
}

/**
 * How many speeches said it in the last 30 days of sittings on the site, asked once the form is
 * opened; more than 20 a week is said before the reader saves it. A failure to count leaves the form as it is.
 */
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
