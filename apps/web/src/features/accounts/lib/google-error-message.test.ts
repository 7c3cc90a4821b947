import { describe, expect, it } from 'vitest';
import { googleErrorMessage } from './google-error-message';

const params = (search: string) => new URLSearchParams(search);

describe('the message after a failed Google round trip (spec §8)', () => {
  it('shows the description the provider flow gave', () => {
    expect(googleErrorMessage(params('?error=access_denied&error_description=You+cancelled+the+sign-in'), 'signIn')).toBe(
      'You cancelled the sign-in',
    );
    expect(googleErrorMessage(params('?error=x&error_description=Account%20exists'), 'signUp')).toBe('Account exists');
  });

  it("falls back to the page's own text when there is no description", () => {
    expect(googleErrorMessage(params('?error=oauth_code_verification_failed'), 'signIn')).toBe('Failed to sign in with Google');
    expect(googleErrorMessage(params('?error=please_restart_the_process'), 'signUp')).toBe('Failed to sign up with Google');
    expect(googleErrorMessage(params('?error=&error_description=%20%20'), 'signUp')).toBe('Failed to sign up with Google');
  });

  it('says nothing when the address carries no error', () => {
    expect(googleErrorMessage(params(''), 'signIn')).toBeNull();
    expect(googleErrorMessage(params('?error_description=stray'), 'signUp')).toBeNull();
  });
});
