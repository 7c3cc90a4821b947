import { ACCOUNT_MESSAGES } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { validateEmail, validateLogin, validateNewPassword, validateSignUp, type SignUpFields } from './validate-account-forms';

const valid: SignUpFields = { fullName: 'Ama Mensah', email: 'ama@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('sign-up validation (spec §5)', () => {
  it('passes a complete form', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it('reports the first failure, in order: name, e-mail, its pattern, password, match, length', () => {
    const empty = { fullName: '', email: '', password: '', confirmPassword: 'x' };
    const steps: [Partial<SignUpFields>, string, keyof SignUpFields][] = [
      [{}, 'Full name is required', 'fullName'],
      [{ fullName: 'Ama' }, 'Email is required', 'email'],
      [{ fullName: 'Ama', email: 'ama at example' }, 'Please enter a valid email address', 'email'],
      [{ fullName: 'Ama', email: 'ama@example.com' }, 'Password is required', 'password'],
      [{ fullName: 'Ama', email: 'ama@example.com', password: 'abc' }, 'Passwords do not match', 'confirmPassword'],
      [{ fullName: 'Ama', email: 'ama@example.com', password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters', 'password'],
    ];
    for (const [fields, message, field] of steps) {
      expect(validateSignUp({ ...empty, ...fields })).toEqual({ field, message });
    }
  });

  it('checks the match before the length (a short, mismatched password says they do not match)', () => {
    expect(validateSignUp({ ...valid, password: 'abc', confirmPassword: 'abd' })?.message).toBe(ACCOUNT_MESSAGES.passwordsDoNotMatch);
    expect(validateSignUp({ ...valid, password: 'abcde', confirmPassword: 'abcde' })?.message).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    expect(validateSignUp({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it('does not count spaces as a name or an address, and refuses an address with spaces', () => {
    expect(validateSignUp({ ...valid, fullName: '   ' })?.message).toBe(ACCOUNT_MESSAGES.fullNameRequired);
    expect(validateSignUp({ ...valid, email: '  ' })?.message).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect(validateSignUp({ ...valid, email: 'ama @example.com' })?.message).toBe(ACCOUNT_MESSAGES.emailInvalid);
    expect(validateSignUp({ ...valid, email: '  ama@example.com ' })).toBeNull();
  });

  it('refuses a password longer than Better Auth accepts', () => {
    const long = 'x'.repeat(129);
    expect(validateNewPassword(long, long)?.message).toBe(ACCOUNT_MESSAGES.passwordTooLong);
    expect(validateNewPassword('x'.repeat(128), 'x'.repeat(128))).toBeNull();
  });
});

describe('login validation (spec §5)', () => {
  it('requires the e-mail, then the password, and nothing more', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ field: 'email', message: 'Email is required' });
    expect(validateLogin({ email: ' ', password: 'x' })).toEqual({ field: 'email', message: 'Email is required' });
    expect(validateLogin({ email: 'ama@example.com', password: '' })).toEqual({ field: 'password', message: 'Password is required' });
    // The server judges the rest, with one answer for an unknown address and a wrong password.
    expect(validateLogin({ email: 'ama', password: 'x' })).toBeNull();
  });
});

describe('the e-mail field on its own (forgot password)', () => {
  it('requires an address that looks like one', () => {
    expect(validateEmail('')?.message).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect(validateEmail('ama@example')?.message).toBe(ACCOUNT_MESSAGES.emailInvalid);
    expect(validateEmail('ama@example.com')).toBeNull();
  });
});
