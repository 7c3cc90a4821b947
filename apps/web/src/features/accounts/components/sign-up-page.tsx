import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
import { useAuth } from './auth-provider';
import { GoogleOrEmailCard } from './google-or-email-card';

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
    <GoogleOrEmailCard
      title="Create your account"
      intro="Follow bills and industries, and hear when Parliament discusses them."
      other={{ question: 'Already have an account?', path: PAGES.logIn.path, label: 'Log in' }}
      error={error}
      errorId={errorId}
      busy={busy}
      onGoogle={() => void google.start()}
      separator="Or sign up with email"
      formLabel="Sign up with email"
      onSubmit={(event) => void submit(event)}
      submitting={submitting}
      submitLabel="Create Account"
      submittingLabel="Creating Account..."
    >
      <TextField label="Full Name" autoComplete="name" maxLength={ACCOUNT_LIMITS.maxNameLength} {...field('fullName')} />
      <TextField label="Email Address" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" hint={`At least ${ACCOUNT_LIMITS.minPasswordLength} characters`} {...field('password')} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
    </GoogleOrEmailCard>
  );
}
