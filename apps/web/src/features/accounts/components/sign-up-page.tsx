import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox } from '../../../components/ui/message-boxes';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { signUpWithEmail } from '../api/auth-requests';
import { authErrorMessage } from '../lib/auth-error-message';
import { googleErrorMessage } from '../lib/google-error-message';
import { useAccountForm } from '../lib/use-account-form';
import { useGoogleSignIn } from '../lib/use-google-sign-in';
import { useLeaveWhenSignedIn } from '../lib/use-leave-when-signed-in';
import { validateSignUp } from '../lib/validate-account-forms';
import { AuthCard } from './auth-card';
import { useAuth } from './auth-provider';
import { GoogleButton, OrSeparator } from './google-button';

/** /signup (spec "Sign-up screen"): Google, or name, e-mail and password; on success, the feed. */
export function SignUpPage() {
  useDocumentTitle(PAGES.signUp.title);
  const { status, refresh } = useAuth();
  useLeaveWhenSignedIn(status);
  const navigate = useNavigate();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const { fields, field, error, setError, errorId, beginSubmit } = useAccountForm({
    fields: { fullName: '', email: '', password: '', confirmPassword: '' },
    validate: validateSignUp,
    initialError: () => googleErrorMessage(new URLSearchParams(search), 'signUp'),
  });
  const [submitting, setSubmitting] = useState(false);
  const google = useGoogleSignIn(PAGES.signUp.path, (message) => setError({ message }));
  const busy = !hydrated || submitting || google.redirecting;

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!beginSubmit(event, busy)) return;
    setSubmitting(true);
    const result = await signUpWithEmail({ name: fields.fullName.trim(), email: fields.email.trim(), password: fields.password });
    if (!result.ok) {
      setSubmitting(false);
      setError({ message: authErrorMessage(result, ACCOUNT_MESSAGES.signUpFailed) });
      return;
    }
    await refresh();
    void navigate('/', { replace: true });
  }

  return (
    <AuthCard
      title="Create your account"
      intro="Follow bills and industries, and hear when Parliament discusses them."
      footer={
        <>
          Already have an account?{' '}
          <Link to={PAGES.logIn.path} className={buttonClass('link', 'font-semibold')}>
            Log in
          </Link>
        </>
      }
    >
      {error && <ErrorBox id={errorId} className="mb-5">{error.message}</ErrorBox>}
      <GoogleButton disabled={busy} onClick={() => void google.start()} />
      <OrSeparator>Or sign up with email</OrSeparator>
      <form method="post" noValidate onSubmit={(event) => void submit(event)} aria-label="Sign up with email" className="space-y-4">
        <TextField label="Full Name" autoComplete="name" maxLength={ACCOUNT_LIMITS.maxNameLength} {...field('fullName')} />
        <TextField label="Email Address" type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" hint={`At least ${ACCOUNT_LIMITS.minPasswordLength} characters`} {...field('password')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full text-base sm:text-sm')}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
    </AuthCard>
  );
}
