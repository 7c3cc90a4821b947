import { FOLLOW_MESSAGES, MESSAGES, SUBSCRIBE_MESSAGES, PAGES, TOPIC_FOLLOW_MESSAGES } from '@kakyere/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, NoticeBox, SuccessBox } from '../../../components/ui/message-boxes';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { alertsQueryKey } from '../api/query-keys';
import { applyProposedChanges } from '../api/subscription-requests';
import { useProposedChanges } from '../api/use-subscription-queries';
import { alertErrorMessage, isInvalidLink } from '../lib/alert-error-message';
import { ALERT_TEXTS } from '../lib/alert-texts';
import { useLinkToken } from '../lib/use-link-token';
import { AlertsFrame } from './alerts-frame';
import { SubscriptionSummary } from './subscription-summary';

type ApplyState = { status: 'idle' | 'applying' | 'applied' } | { status: 'failed'; message: string };

/**
 * /subscribe/confirm?token=…, from an e-mailed link: a new subscription whose address waits to be
 * confirmed (double opt-in, with the Members it follows), new choices for an address that already
 * has alerts, or a Member to follow with such an address. Opening the
 * link changes nothing (mail scanners open every link): the person reads what it is for and presses
 * the button, a POST.
 */
export function ConfirmPage() {
  useDocumentTitle(PAGES.confirmAlerts.title);
  const token = useLinkToken();
  const changes = useProposedChanges(token);
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [state, setState] = useState<ApplyState>({ status: 'idle' });

  async function apply() {
    if (!hydrated || state.status === 'applying') return;
    setState({ status: 'applying' });
    try {
      await applyProposedChanges(token);
      setState({ status: 'applied' });
      void queryClient.invalidateQueries({ queryKey: alertsQueryKey });
    } catch (error) {
      setState({ status: 'failed', message: isInvalidLink(error) ? SUBSCRIBE_MESSAGES.manageLinkInvalid : alertErrorMessage(error, ALERT_TEXTS.applyFailed) });
    }
  }

  /** The page's one action, its failure above it: a POST only when pressed (opening the link did nothing). */
  const decide = (label: string, busyLabel: string) => (
    <>
      {state.status === 'failed' && <ErrorBox className="mt-4">{state.message}</ErrorBox>}
      <button
        type="button"
        disabled={!hydrated || state.status === 'applying'}
        onClick={() => void apply()}
        className={buttonClass('primary', 'mt-6 w-full text-base sm:w-auto sm:text-sm')}
      >
        {state.status === 'applying' ? busyLabel : label}
      </button>
    </>
  );

  const invalid = (
    <>
      <ErrorBox className="mb-5">{SUBSCRIBE_MESSAGES.manageLinkInvalid}</ErrorBox>
      <Link to={PAGES.manageAlerts.path} className={buttonClass('primary')}>
        E-mail me a fresh link
      </Link>
    </>
  );

  let content;
  if (!token) {
    content = invalid;
  } else if (changes.isPending) {
    content = <Spinner label="Loading the changes..." className="py-12" />;
  } else if (changes.isError) {
    content = isInvalidLink(changes.error) ? (
      invalid
    ) : (
      <>
        <ErrorBox className="mb-5">{alertErrorMessage(changes.error, MESSAGES.internalError)}</ErrorBox>
        <button type="button" onClick={() => void changes.refetch()} className={buttonClass('primary')}>
          Try again
        </button>
      </>
    );
  } else if (state.status === 'applied') {
    content = (
      <>
        <SuccessBox className="mb-5">
          {changes.data.kind === 'address'
            ? SUBSCRIBE_MESSAGES.addressConfirmed
            : changes.data.kind === 'follow'
              ? FOLLOW_MESSAGES.success(changes.data.members?.[0]?.name ?? 'this Member')
              : changes.data.kind === 'topic'
                ? TOPIC_FOLLOW_MESSAGES.success(changes.data.topics?.[0]?.label ?? 'this search')
                : SUBSCRIBE_MESSAGES.changesApplied}
        </SuccessBox>
        <Link to="/" className={buttonClass('primary')}>
          Read the latest proceedings
        </Link>
      </>
    );
  } else if (changes.data.kind === 'address') {
    const { current } = changes.data;
    const members = changes.data.members ?? [];
    content = (
      <>
        <p className="text-slate-700">
          Someone asked for Kakyerɛ alerts at <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900">{current.email}</strong>. If it
          was you, confirm the address and the alerts below will start. If not, ignore this page: nothing will be sent, and the request is deleted after seven days.
        </p>
        <section aria-labelledby="confirm-choices" className="mt-6 rounded-xl border border-brand-200 bg-brand-50/40 p-4">
          <h2 id="confirm-choices" className="text-base font-semibold text-slate-900">
            Your alerts
          </h2>
          {current.industries.length > 0 && <SubscriptionSummary label="Your alerts" choices={current} />}
          {members.length > 0 && <MemberList members={members} />}
          {(changes.data.topics ?? []).length > 0 && <TopicList topics={changes.data.topics ?? []} />}
        </section>
        {decide('Confirm', 'Confirming...')}
      </>
    );
  } else if (changes.data.kind === 'follow') {
    const { current } = changes.data;
    const members = changes.data.members ?? [];
    const name = members[0]?.name ?? 'this Member';
    content = (
      <>
        <p className="text-slate-700">
          Someone asked for an e-mail to <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900">{current.email}</strong> whenever{' '}
          <strong className="font-semibold text-slate-900">{name}</strong> speaks in Parliament. If it was you, confirm below. If not, ignore this page:
          nothing changes.
        </p>
        {!current.active && <NoticeBox className="mt-4">Your alerts are stopped now. Following {name} turns them back on.</NoticeBox>}
        {decide(`Follow ${name}`, 'Confirming...')}
      </>
    );
  } else if (changes.data.kind === 'topic') {
    const { current } = changes.data;
    const label = changes.data.topics?.[0]?.label ?? 'this search';
    content = (
      <>
        <p className="text-slate-700">
          Someone asked for an e-mail to <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900">{current.email}</strong> whenever
          Parliament says <strong className="font-semibold text-slate-900">{label}</strong>. If it was you, confirm below. If not, ignore this page:
          nothing changes.
        </p>
        {!current.active && <NoticeBox className="mt-4">Your alerts are stopped now. Following this search turns them back on.</NoticeBox>}
        {decide('Follow this search', 'Confirming...')}
      </>
    );
  } else {
    const { current, proposed } = changes.data;
    content = (
      <>
        <p className="text-slate-700">
          Someone asked to change the alerts sent to{' '}
          <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900">{current.email}</strong>. If it was you, check the new
          choices and apply them. If not, ignore this page: nothing changes.
        </p>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <section aria-labelledby="confirm-now" className="rounded-xl border border-slate-200 p-4">
            <h2 id="confirm-now" className="text-base font-semibold text-slate-900">
              Your alerts now
            </h2>
            <SubscriptionSummary label="Your alerts now" choices={current} />
          </section>
          <section aria-labelledby="confirm-new" className="rounded-xl border border-brand-200 bg-brand-50/40 p-4">
            <h2 id="confirm-new" className="text-base font-semibold text-slate-900">
              After the change
            </h2>
            <SubscriptionSummary label="After the change" choices={{ ...proposed, frequency: current.frequency }} />
          </section>
        </div>
        {!current.active && <NoticeBox className="mt-4">Your alerts are stopped now. Applying these changes turns them back on.</NoticeBox>}
        {decide('Apply these changes', 'Applying...')}
      </>
    );
  }

  const title =
    changes.data?.kind === 'address'
      ? 'Confirm your address'
      : changes.data?.kind === 'follow'
        ? 'Confirm: follow a Member'
        : changes.data?.kind === 'topic'
          ? 'Confirm: follow a search'
          : 'Confirm your alert choices';
  return <AlertsFrame title={title}>{content}</AlertsFrame>;
}

/** The searches a confirmation would have the address follow. */
function TopicList({ topics }: { topics: readonly { id: string; label: string }[] }) {
  return (
    <div className="mt-3 text-sm">
      <p className="font-medium text-slate-600">E-mails when Parliament says</p>
      <ul aria-label="Searches to follow" className="mt-1 list-disc pl-5 text-slate-900">
        {topics.map((topic) => (
          <li key={topic.id}>{topic.label}</li>
        ))}
      </ul>
    </div>
  );
}

/** The Members a confirmation would have the address follow. */
function MemberList({ members }: { members: readonly { id: string; name: string }[] }) {
  return (
    <div className="mt-3 text-sm">
      <p className="font-medium text-slate-600">E-mails when these Members speak</p>
      <ul aria-label="Members to follow" className="mt-1 list-disc pl-5 text-slate-900">
        {members.map((member) => (
          <li key={member.id}>{member.name}</li>
        ))}
      </ul>
    </div>
  );
}
