import { ACCOUNT_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { requestPasswordReset } from '../api/auth-requests';
import { ACCOUNT_TEXTS } from '../lib/account-texts';
import { authErrorMessage } from '../lib/auth-error-message';
import { useAccountForm } from '../lib/use-account-form';
import { validateEmail } from '../lib/validate-account-forms';
import { AuthCard } from './auth-card';

/**
 * /forgot-password: e-mails a link to choose a new password. The answer is the same whether or
 * not an account has that address, so the form cannot be used to find out who has one.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(PAGES.forgotPassword.title);
  const hydrated = useHydrated();
  const { fields, field, error, setError, errorId, beginSubmit } = useAccountForm({
    fields: { email: '' },
    validate: ({ email }) => validateEmail(email),
  });
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const busy = !hydrated || state === 'sending';

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!beginSubmit(event, busy)) return;
    setState('sending');
    const result = await requestPasswordReset(fields.email.trim());
    if (result.ok) {
      setState('sent');
      return;
    }
    setState('idle');
    setError({ message: authErrorMessage(result, ACCOUNT_TEXTS.resetRequestFailed) });
  }

  const backToLogin = (
    <Link to={PAGES.logIn.path} className={buttonClass('link', 'font-semibold')}>
      Back to log in
    </Link>
  );

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address you signed up with, and we will send you a link to choose a new password."
      footer={backToLogin}
    >
      {state === 'sent' ? (
        <SuccessBox className="mb-5">{ACCOUNT_MESSAGES.resetLinkSent}</SuccessBox>
      ) : (
        <>
          {error && <ErrorBox id={errorId} className="mb-5">{error.message}</ErrorBox>}
          <form method="post" noValidate onSubmit={(event) => void submit(event)} aria-label="Ask for a reset link" className="space-y-4">
            <TextField label="Email Address" type="email" autoComplete="email" inputMode="email" {...field('email')} />
            <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full text-base sm:text-sm')}>
              {state === 'sending' ? 'Sending...' : 'Send reset link'}
            </button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
