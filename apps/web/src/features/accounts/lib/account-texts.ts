/** The site's own texts for the account screens, where the spec and the contract give none. */
export const ACCOUNT_TEXTS = {
  signOutFailed: 'Could not log out. Check your connection and try again.',
  resetPasswordFailed: 'Could not change your password. Please try again.',
  resetRequestFailed: 'Could not send the reset link. Please try again.',
  verificationFailed: 'Could not send the verification link. Please try again.',
  profileLoadFailed: 'Could not load your profile. Please try again.',
  profileSaveFailed: 'Could not save your profile. Please try again.',
} as const;
