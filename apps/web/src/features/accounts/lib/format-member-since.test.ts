import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { formatMemberSince } from './format-member-since';
import { isSignedOutError, profileErrorMessage } from './profile-error-message';

describe('the profile screen', () => {
  it("shows 'Member Since' as an en-GB long date", () => {
    expect(formatMemberSince('2026-11-24T10:00:00.000Z')).toBe('24 November 2026');
    expect(formatMemberSince('2026-01-05T23:59:59Z')).toBe('5 January 2026');
    expect(formatMemberSince('soon')).toBe('soon');
  });

  it("words a failed request: no answer, the server's own text, else the fallback; 401 means signed out", () => {
    expect(profileErrorMessage(new ApiRequestError('network', 0), 'x')).toBe('Failed to connect to server');
    expect(profileErrorMessage(new ApiRequestError('refused', 400, 'Organization must be at most 120 characters'), 'x')).toBe(
      'Organization must be at most 120 characters',
    );
    expect(profileErrorMessage(new ApiRequestError('unexpected', 502), 'Could not save')).toBe('Could not save');
    expect(isSignedOutError(new ApiRequestError('refused', 401, 'Please sign in to see your profile.'))).toBe(true);
    expect(isSignedOutError(new ApiRequestError('refused', 400))).toBe(false);
  });
});
