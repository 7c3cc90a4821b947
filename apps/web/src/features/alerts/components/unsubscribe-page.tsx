import { SUBSCRIBE_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { alertsQueryKey } from '../api/query-keys';
import { unsubscribe } from '../api/subscription-requests';
import { unsubscribeErrorMessage } from '../lib/alert-error-message';
import { useLinkToken } from '../lib/use-link-token';
import { AlertsFrame } from './alerts-frame';

type UnsubscribeState = { status: 'idle' | 'sending' | 'done' } | { status: 'failed'; message: string };

/**
 * /unsubscribe?token=… (the link in every alert). Nothing happens on opening it: mail scanners open
 * links; only the button, pressed by a person, stops the alerts.
 */
export function UnsubscribePage() {
  useDocumentTitle(PAGES.unsubscribe.title);
  const token = useLinkToken();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [state, setState] = useState<UnsubscribeState>(() =>
    token ? { status: 'idle' } : { status: 'failed', message: SUBSCRIBE_MESSAGES.unsubscribeLinkInvalid },
  );

  async function confirm() {
    if (!hydrated || state.status === 'sending') return;
    setState({ status: 'sending' });
    try {
      await unsubscribe(token);
      setState({ status: 'done' });
      void queryClient.invalidateQueries({ queryKey: alertsQueryKey });
    } catch (error) {
      setState({ status: 'failed', message: unsubscribeErrorMessage(error) });
    }
  }

  if (state.status === 'done') {
    return (
      <AlertsFrame title="Unsubscribe">
        <SuccessBox className="mb-5">{SUBSCRIBE_MESSAGES.unsubscribed}</SuccessBox>
        <p className="text-sm text-slate-700">
          Changed your mind?{' '}
          <Link to={PAGES.subscribe.path} className={buttonClass('link', 'font-semibold')}>
            Subscribe again
          </Link>
        </p>
      </AlertsFrame>
    );
  }

  // A link the server does not know cannot work however often it is tried; no answer may next time.
  const linkInvalid = state.status === 'failed' && state.message === SUBSCRIBE_MESSAGES.unsubscribeLinkInvalid;
  return (
    <AlertsFrame title="Unsubscribe">
      {!linkInvalid && <p className="mb-6 text-lg text-slate-800">Stop all Kakyerɛ alerts to this address?</p>}
      {state.status === 'failed' && <ErrorBox className="mb-5">{state.message}</ErrorBox>}
      <div className="flex flex-col gap-3 sm:flex-row">
        {!linkInvalid && (
          <button type="button" disabled={!hydrated || state.status === 'sending'} onClick={() => void confirm()} className={buttonClass('primary', 'text-base sm:text-sm')}>
            {state.status === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
        )}
        <Link to={PAGES.manageAlerts.path} className={buttonClass('secondary', 'text-base sm:text-sm')}>
          Change my alerts instead
        </Link>
      </div>
    </AlertsFrame>
  );
}
