import { SUBSCRIBE_MESSAGES } from '@kakyere/contract/constants';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { useHydrated } from '../../../lib/use-hydrated';
import { requestManageLink } from '../api/subscription-requests';
import { alertErrorMessage } from '../lib/alert-error-message';
import { ALERT_TEXTS } from '../lib/alert-texts';
import { checkEmail } from '../lib/subscribe-fields';
import { useFormMessage } from '../lib/use-form-message';
import { EmailField } from './email-field';

/**
 * Asks for a link to the manage page by e-mail. The answer is the same whether or not the address
 * has a subscription, so the form cannot be used to find out who subscribes.
 */
export function ManageLinkForm({ initialEmail = '' }: { initialEmail?: string }) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const { message, setMessage, messageId, formRef, errorIdFor } = useFormMessage<'email'>();
  const busy = !hydrated || state === 'sending';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = checkEmail(email);
    if (problem) {
      setMessage({ kind: 'error', text: problem, field: 'email' });
      return;
    }
    setState('sending');
    setMessage(null);
    try {
      await requestManageLink(email.trim());
      setState('sent');
    } catch (error) {
      setState('idle');
      setMessage({ kind: 'error', text: alertErrorMessage(error, ALERT_TEXTS.linkFailed) });
    }
  }

  if (state === 'sent') return <SuccessBox>{SUBSCRIBE_MESSAGES.manageLinkSent}</SuccessBox>;

  return (
    <form ref={formRef} method="post" noValidate onSubmit={(event) => void submit(event)} aria-label="E-mail me a link to change my alerts" className="space-y-4">
      {message?.kind === 'error' && <ErrorBox id={messageId}>{message.text}</ErrorBox>}
      <EmailField
        value={email}
        disabled={state === 'sending'}
        onChange={(event) => setEmail(event.target.value)}
        errorId={errorIdFor('email')}
      />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full text-base sm:w-auto sm:text-sm')}>
        {state === 'sending' ? 'Sending...' : 'E-mail me a link'}
      </button>
    </form>
  );
}
