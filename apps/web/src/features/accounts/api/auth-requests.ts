import { PAGES, GOOGLE_PROVIDER_ID } from '@kakyere/contract/constants';
import { postAuth } from './post-auth';

// Better Auth's endpoints the account screens call (lazy chunks only); sign-out is in post-auth.ts.

/** Creates the account and signs it in (the server sets the cookie and sends the verification e-mail). */
export const signUpWithEmail = (fields: { name: string; email: string; password: string }) =>
  postAuth<unknown>('/sign-up/email', { ...fields, callbackURL: PAGES.verifyEmail.path });

export const signInWithEmail = (fields: { email: string; password: string }) => postAuth<unknown>('/sign-in/email', fields);

/**
 * Where to send the browser to sign in with Google. A failed round trip comes back to the page it
 * started on with `?error=…&error_description=…`.
 */
export const startGoogleSignIn = (startedOn: typeof PAGES.logIn.path | typeof PAGES.signUp.path) =>
  postAuth<{ url?: unknown; redirect?: unknown }>('/sign-in/social', {
    provider: GOOGLE_PROVIDER_ID,
    callbackURL: '/',
    newUserCallbackURL: '/',
    errorCallbackURL: startedOn,
  });

export const requestPasswordReset = (email: string) =>
  postAuth<unknown>('/request-password-reset', { email, redirectTo: PAGES.resetPassword.path });

export const resetPassword = (newPassword: string, token: string) => postAuth<unknown>('/reset-password', { newPassword, token });

export const sendVerificationEmail = (email: string) =>
  postAuth<unknown>('/send-verification-email', { email, callbackURL: PAGES.verifyEmail.path });
