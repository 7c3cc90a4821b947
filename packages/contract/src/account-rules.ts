/** Account texts and limits: spec §2 (sign-up, login, profile), §5 and §8, plus the site's own. */
export const ACCOUNT_LIMITS = {
  /** Spec §9. */
  minPasswordLength: 6,
  /** Better Auth's own ceiling; a longer one is refused with a message, not truncated. */
  maxPasswordLength: 128,
  maxNameLength: 100,
  maxOrganizationLength: 120,
} as const;

export const ACCOUNT_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  signUpFailed: 'Failed to create account',
  googleSignUpFailed: 'Failed to sign up with Google',
  signInFailed: 'Failed to sign in',
  googleSignInFailed: 'Failed to sign in with Google',
  googleNotConfigured: 'Google sign-in is not available on this site yet. Please use your e-mail address.',
  /** The same answer for an unknown e-mail and a wrong password, so neither can be probed. */
  invalidCredentials: 'Invalid email or password',
  signInRequired: 'Please sign in to see your profile.',
  crossOriginRefused: 'This request came from another site and was refused.',
  resetLinkSent: 'If an account exists for that address, we have sent it a link to choose a new password. The link works for one hour.',
  passwordChanged: 'Your password has been changed. You can sign in with it now.',
  resetLinkInvalid: 'This password reset link has expired or has already been used. Please ask for a new one.',
  emailVerified: 'Your email address is verified. Thank you!',
  verifyLinkInvalid: 'This verification link has expired or has already been used. Sign in and send yourself a new one from your profile.',
  verificationSent: 'We have sent a new verification link to your email address.',
  profileSaved: 'Your profile has been saved.',
  organizationTooLong: 'Organization must be at most 120 characters',
  industryInvalid: 'Please choose an industry from the list',
} as const;

/** The provider id of Google sign-in (Better Auth's generic OIDC plugin). */
export const GOOGLE_PROVIDER_ID = 'google';

/** A simple address check without spaces (the spec's subscribe rule, used by every e-mail field). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
