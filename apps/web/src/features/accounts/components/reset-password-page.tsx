import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { resetPassword } from '../api/auth-requests';
import { ACCOUNT_TEXTS } from '../lib/account-texts';
import { authErrorMessage } from '../lib/auth-error-message';
import { useAccountForm } from '../lib/use-account-form';
import { validateNewPassword } from '../lib/validate-account-forms';
import { AuthCard } from './auth-card';

/**
 * /reset-password?token=…: where the e-mailed link lands (or ?error=… when the link was refused).
 * A new password and its confirmation, checked as on sign-up.
 */
export function ResetPasswordPage() {
  useDocumentTitle(PAGES.resetPassword.title);
  const search = new URLSearchParams(useLocation().search);
  const token = search.get('token') ?? '';
  const hydrated = useHydrated();
  const { fields, field, error, setError, errorId, beginSubmit } = useAccountForm({
    fields: { password: '', confirmPassword: '' },
    validate: ({ password, confirmPassword }) => validateNewPassword(password, confirmPassword),
  });
  const [state, setState] = useState<'idle' | 'changing' | 'changed' | 'invalid'>(() =>
    search.has('error') || token === '' ? 'invalid' : 'idle',
  );
  const busy = !hydrated || state === 'changing';

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!beginSubmit(event, busy)) return;
    setState('changing');
    const result = await resetPassword(fields.password, token);
    if (result.ok) {
      setState('changed');
    } else if (result.code === 'INVALID_TOKEN') {
      setState('invalid');
    } else {
      setState('idle');
      setError({ message: authErrorMessage(result, ACCOUNT_TEXTS.resetPasswordFailed) });
    }
  }

  if (state === 'invalid') {
    return (
      <AuthCard title="Choose a new password">
        <ErrorBox className="mb-5">{ACCOUNT_MESSAGES.resetLinkInvalid}</ErrorBox>
        <Link to={PAGES.forgotPassword.path} className={buttonClass('primary', 'w-full text-base sm:text-sm')}>
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }

  if (state === 'changed') {
    return (
      <AuthCard title="Choose a new password">
        <SuccessBox className="mb-5">{ACCOUNT_MESSAGES.passwordChanged}</SuccessBox>
        <Link to={PAGES.logIn.path} className={buttonClass('primary', 'w-full text-base sm:text-sm')}>
          Log in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" intro="Pick a password you do not use on any other site.">
      {error && <ErrorBox id={errorId} className="mb-5">{error.message}</ErrorBox>}
      <form method="post" noValidate onSubmit={(event) => void submit(event)} aria-label="Choose a new password" className="space-y-4">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${ACCOUNT_LIMITS.minPasswordLength} characters`}
          {...field('password')}
        />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full text-base sm:text-sm')}>
          {state === 'changing' ? 'Changing...' : 'Change password'}
        </button>
      </form>
    </AuthCard>
  );
}
