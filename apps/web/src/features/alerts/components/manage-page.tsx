import { MESSAGES, SUBSCRIBE_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox } from '../../../components/ui/message-boxes';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useManagedSubscription } from '../api/use-subscription-queries';
import { alertErrorMessage, isInvalidLink } from '../lib/alert-error-message';
import { ALERT_TEXTS } from '../lib/alert-texts';
import { useLinkToken } from '../lib/use-link-token';
import { AlertsFrame } from './alerts-frame';
import { FollowedMembers } from './followed-members';
import { FollowedTopics } from './followed-topics';
import { ManageForm } from './manage-form';
import { ManageLinkForm } from './manage-link-form';

/** The address a page linking here already knows (the profile's subscription), to fill in for the person. */
function emailFromState(state: unknown): string {
  return typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : '';
}

/**
 * /subscribe/manage?token=…: the page an e-mailed manage link opens, to change or stop alerts.
 * Without a token, or with one that expired, it offers to e-mail a fresh link instead.
 */
export function ManagePage() {
  useDocumentTitle(PAGES.manageAlerts.title);
  const token = useLinkToken();
  const initialEmail = emailFromState(useLocation().state);
  const subscription = useManagedSubscription(token);

  let content;
  if (!token) {
    content = (
      <>
        <p className="mb-5 text-slate-700">{ALERT_TEXTS.manageLinkIntro}</p>
        <ManageLinkForm initialEmail={initialEmail} />
      </>
    );
  } else if (subscription.isPending) {
    // The server renders this page without the subscription; the browser asks for it.
    content = <Spinner label="Loading your alert settings..." className="py-12" />;
  } else if (subscription.isError) {
    content = isInvalidLink(subscription.error) ? (
      <>
        <ErrorBox className="mb-5">{SUBSCRIBE_MESSAGES.manageLinkInvalid}</ErrorBox>
        <ManageLinkForm initialEmail={initialEmail} />
      </>
    ) : (
      <>
        <ErrorBox className="mb-5">{alertErrorMessage(subscription.error, MESSAGES.internalError)}</ErrorBox>
        <button type="button" onClick={() => void subscription.refetch()} className={buttonClass('primary')}>
          Try again
        </button>
      </>
    );
  } else {
    content = (
      <>
        <ManageForm key={token} token={token} initial={subscription.data} />
        <FollowedMembers token={token} />
        <FollowedTopics token={token} />
      </>
    );
  }

  return <AlertsFrame title="Manage your alerts">{content}</AlertsFrame>;
}
