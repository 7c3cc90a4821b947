import { ACCOUNT_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { useEffect, useState } from 'react';
import { startGoogleSignIn } from '../api/auth-requests';
import { authErrorMessage } from './auth-error-message';

type StartPage = typeof PAGES.logIn.path | typeof PAGES.signUp.path;

/** An address the browser may be sent to for Google: http(s) anywhere, or a path on this site. */
function isNavigable(url: unknown): url is string {
  return typeof url === 'string' && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url));
}

/**
 * 'Continue with Google': asks the server where Google's consent page is and goes there. While
 * it asks (and while the browser leaves) `redirecting` is true, so every button waits.
 */
export function useGoogleSignIn(startedOn: StartPage, onFailure: (message: string) => void) {
  const [redirecting, setRedirecting] = useState(false);

  // Back from Google to this page out of the back/forward cache: the buttons work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function start() {
    setRedirecting(true);
    const result = await startGoogleSignIn(startedOn);
    if (result.ok && isNavigable(result.data?.url)) {
      window.location.assign(result.data.url);
      return;
    }
    setRedirecting(false);
    const fallback =
      !result.ok && result.code === 'GOOGLE_NOT_CONFIGURED'
        ? ACCOUNT_MESSAGES.googleNotConfigured
        : startedOn === PAGES.signUp.path
          ? ACCOUNT_MESSAGES.googleSignUpFailed
          : ACCOUNT_MESSAGES.googleSignInFailed;
    onFailure(result.ok ? fallback : authErrorMessage(result, fallback));
  }

  return { redirecting, start };
}
