import { SUBSCRIBE_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { alertsQueryKey } from '../api/query-keys';
import { confirmPhone } from '../api/subscription-requests';
import { alertErrorMessage, isInvalidLink } from '../lib/alert-error-message';
import { ALERT_TEXTS } from '../lib/alert-texts';
import { useLinkToken } from '../lib/use-link-token';
import { AlertsFrame } from './alerts-frame';

type ConfirmState = { status: 'idle' | 'confirming' | 'confirmed' } | { status: 'failed'; message: string };

/**
 * /subscribe/phone?token=… (the link texted to a number, by way of /p/…). Nothing happens on
 * opening it: WhatsApp and SMS apps fetch links for their previews; only the button confirms.
 */
export function PhoneConfirmPage() {
  useDocumentTitle(PAGES.confirmPhone.title);
  const token = useLinkToken();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConfirmState>(() => (token ? { status: 'idle' } : { status: 'failed', message: SUBSCRIBE_MESSAGES.phoneLinkInvalid }));

  async function confirm() {
    if (!hydrated || state.status === 'confirming') return;
    setState({ status: 'confirming' });
    try {
      await confirmPhone(token);
      setState({ status: 'confirmed' });
      void queryClient.invalidateQueries({ queryKey: alertsQueryKey });
    } catch (error) {
      setState({ status: 'failed', message: isInvalidLink(error) ? SUBSCRIBE_MESSAGES.phoneLinkInvalid : alertErrorMessage(error, ALERT_TEXTS.confirmPhoneFailed) });
    }
  }

  if (state.status === 'confirmed') {
    return (
      <AlertsFrame title="Confirm your number">
        <SuccessBox className="mb-5">{SUBSCRIBE_MESSAGES.phoneConfirmed}</SuccessBox>
        <Link to="/" className={buttonClass('primary')}>
          Read the latest proceedings
        </Link>
      </AlertsFrame>
    );
  }

  // A bad or outdated link stays bad however often it is tried; the manage page can text a new one.
  const linkInvalid = state.status === 'failed' && state.message === SUBSCRIBE_MESSAGES.phoneLinkInvalid;
  return (
    <AlertsFrame title="Confirm your number">
      {!linkInvalid && <p className="mb-6 text-lg text-slate-800">Send Kakyerɛ alerts about Parliament to this phone number?</p>}
      {state.status === 'failed' && <ErrorBox className="mb-5">{state.message}</ErrorBox>}
      <div className="flex flex-col gap-3 sm:flex-row">
        {!linkInvalid && (
          <button type="button" disabled={!hydrated || state.status === 'confirming'} onClick={() => void confirm()} className={buttonClass('primary', 'text-base sm:text-sm')}>
            {state.status === 'confirming' ? 'Confirming...' : 'Confirm my number'}
          </button>
        )}
        <Link to={PAGES.manageAlerts.path} className={buttonClass('secondary', 'text-base sm:text-sm')}>
          Change my alerts
        </Link>
      </div>
    </AlertsFrame>
  );
}
