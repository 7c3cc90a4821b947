import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, EMAIL_PATTERN } from '@kakyere/contract/constants';

/** The first thing wrong with a form: which field, and the message the red box shows. */
export interface FormProblem<Field extends string> {
  field: Field;
  message: string;
}

export interface SignUpFields {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface LoginFields {
  email: string;
  password: string;
}

/** E-mail required, then the simple pattern (no spaces, something@something.something). */
export function validateEmail(email: string): FormProblem<'email'> | null {
  const trimmed = email.trim();
  if (trimmed === '') return { field: 'email', message: ACCOUNT_MESSAGES.emailRequired };
  if (!EMAIL_PATTERN.test(trimmed)) return { field: 'email', message: ACCOUNT_MESSAGES.emailInvalid };
  return null;
}

/**
 * A new password and its confirmation (sign-up and reset): required, then spec §5's order, the
 * match before the length, then Better Auth's ceiling. Passwords are never trimmed.
 */
export function validateNewPassword(password: string, confirmPassword: string): FormProblem<'password' | 'confirmPassword'> | null {
  if (password === '') return { field: 'password', message: ACCOUNT_MESSAGES.passwordRequired };
  if (password !== confirmPassword) return { field: 'confirmPassword', message: ACCOUNT_MESSAGES.passwordsDoNotMatch };
  if (password.length < ACCOUNT_LIMITS.minPasswordLength) return { field: 'password', message: ACCOUNT_MESSAGES.passwordTooShort };
  if (password.length > ACCOUNT_LIMITS.maxPasswordLength) return { field: 'password', message: ACCOUNT_MESSAGES.passwordTooLong };
  return null;
}

/** Sign-up, checked in order; the first failure is shown and nothing is sent. */
export function validateSignUp(fields: SignUpFields): FormProblem<keyof SignUpFields> | null {
  if (fields.fullName.trim() === '') return { field: 'fullName', message: ACCOUNT_MESSAGES.fullNameRequired };
  return validateEmail(fields.email) ?? validateNewPassword(fields.password, fields.confirmPassword);
}

/** Login: e-mail and password required (spec §5); whether they are right is the server's to say. */
export function validateLogin(fields: LoginFields): FormProblem<keyof LoginFields> | null {
  if (fields.email.trim() === '') return { field: 'email', message: ACCOUNT_MESSAGES.emailRequired };
  if (fields.password === '') return { field: 'password', message: ACCOUNT_MESSAGES.passwordRequired };
  return null;
}
