import { ACCOUNT_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { signInWithEmail } from '../api/auth-requests';
import { authErrorMessage } from '../lib/auth-error-message';
import { googleErrorMessage } from '../lib/google-error-message';
import { useAccountForm } from '../lib/use-account-form';
import { useGoogleSignIn } from '../lib/use-google-sign-in';
import { useLeaveWhenSignedIn } from '../lib/use-leave-when-signed-in';
import { validateLogin } from '../lib/validate-account-forms';
import { useAuth } from './auth-provider';
import { GoogleOrEmailCard } from './google-or-email-card';

/** /login (spec "Login screen"): Google, or e-mail and password; on success, the feed. */
export function LoginPage() {
  useDocumentTitle(PAGES.logIn.title);
  const { status, refresh } = useAuth();
  useLeaveWhenSignedIn(status);
  const navigate = useNavigate();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const { fields, field, error, setError, errorId, beginSubmit } = useAccountForm({
    fields: { email: '', password: '' },
    validate: validateLogin,
    // Back from a failed Google round trip: rendered by the server too.
    initialError: () => googleErrorMessage(new URLSearchParams(search), 'signIn'),
  });
  const [submitting, setSubmitting] = useState(false);
  const google = useGoogleSignIn(PAGES.logIn.path, (message) => setError({ message }));
  // Until the page is live the form would post nowhere useful; after, every button waits for a request.
  const busy = !hydrated || submitting || google.redirecting;

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!beginSubmit(event, busy)) return;
    setSubmitting(true);
    const result = await signInWithEmail({ email: fields.email.trim(), password: fields.password });
    if (!result.ok) {
      setSubmitting(false);
      setError({ message: authErrorMessage(result, ACCOUNT_MESSAGES.signInFailed) });
      return;
    }
    await refresh();
    void navigate('/', { replace: true });
  }

  return (
    <GoogleOrEmailCard
      title="Log in to Kakyerɛ"
      intro="Sign in to manage your alerts and notifications."
      other={{ question: 'Don’t have an account?', path: PAGES.signUp.path, label: 'Sign up' }}
      error={error}
      errorId={errorId}
      busy={busy}
      onGoogle={() => void google.start()}
      separator="Or continue with email"
      formLabel="Log in with email"
      onSubmit={(event) => void submit(event)}
      submitting={submitting}
      submitLabel="Sign in"
      submittingLabel="Signing in..."
    >
      <TextField label="Email Address" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <div className="flex justify-end">
        <Link to={PAGES.forgotPassword.path} className={buttonClass('link', 'text-sm font-medium')}>
          Forgot password?
        </Link>
      </div>
    </GoogleOrEmailCard>
  );
}
