import { MESSAGES, PAGES } from '@kakyere/contract/constants';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useMySubscription } from '../api/use-subscription-queries';
import { alertErrorMessage } from '../lib/alert-error-message';
import { SubscriptionSummary } from './subscription-summary';

/**
 * The alerts linked to a signed-in account (GET /api/me/subscription), for the profile. Changing them
 * goes through an e-mailed manage link, so only the address's owner can.
 */
export function MySubscription({ userId }: { userId: string }) {
  const subscription = useMySubscription(userId);

  if (subscription.isPending) return <Spinner label="Looking for your alerts..." className="justify-start py-3" />;

  if (subscription.isError) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p className="text-red-800">{alertErrorMessage(subscription.error, MESSAGES.internalError)}</p>
        <button type="button" onClick={() => void subscription.refetch()} className={buttonClass('link', 'font-semibold')}>
          Try again
        </button>
      </div>
    );
  }

  const data = subscription.data;
  if (!data) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-slate-700">No alerts yet</p>
        <Link to={PAGES.subscribe.path} className={buttonClass('link', 'font-semibold')}>
          Subscribe to alerts
        </Link>
      </div>
    );
  }

  return (
    <div>
      <p className="text-sm text-slate-600">
        Alerts to <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{data.email}</span>
      </p>
      <SubscriptionSummary label="Your alerts" choices={data} />
      <Link to={PAGES.manageAlerts.path} state={{ email: data.email }} className={buttonClass('secondary', 'mt-3 w-full sm:w-auto')}>
        Change these alerts
      </Link>
    </div>
  );
}
