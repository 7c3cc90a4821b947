import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kakyere/contract/constants';
import { ApiRequestError } from './api-client';
import { failureMessage, isBadRequest, isSignedOut } from './failure-message';

describe('failureMessage', () => {
  it("says 'Failed to connect to server' when no answer came, unless the screen words it", () => {
    expect(failureMessage(new ApiRequestError('network', 0), { fallback: 'x' })).toBe(MESSAGES.connectFailed);
    expect(failureMessage(new TypeError('Failed to fetch'), { fallback: 'x' })).toBe(MESSAGES.connectFailed);
    expect(failureMessage(new ApiRequestError('network', 0), { fallback: 'x', network: 'offline' })).toBe('offline');
  });

  it("gives the server's own words when it refused, else the screen's fallback", () => {
    expect(failureMessage(new ApiRequestError('refused', 429, MESSAGES.rateLimited), { fallback: 'x' })).toBe(MESSAGES.rateLimited);
    expect(failureMessage(new ApiRequestError('refused', 500), { fallback: 'x' })).toBe('x');
    expect(failureMessage(new ApiRequestError('unexpected', 502, 'Bad gateway'), { fallback: 'x' })).toBe('x');
  });

  it("gives a 404's words only to the screens that show them", () => {
    const notFound = new ApiRequestError('notFound', 404, 'Bill not found');
    expect(failureMessage(notFound, { fallback: 'x' })).toBe('x');
    expect(failureMessage(notFound, { fallback: 'x', showNotFound: true })).toBe('Bill not found');
    expect(failureMessage(new ApiRequestError('notFound', 404), { fallback: 'x', showNotFound: true })).toBe('x');
  });
});

describe('isBadRequest, isSignedOut', () => {
  it('tell a 400 and a 401 apart from other failures', () => {
    expect(isBadRequest(new ApiRequestError('refused', 400, 'bad'))).toBe(true);
    expect(isBadRequest(new ApiRequestError('refused', 401))).toBe(false);
    expect(isSignedOut(new ApiRequestError('refused', 401, 'Please sign in'))).toBe(true);
    expect(isSignedOut(new ApiRequestError('network', 0))).toBe(false);
    expect(isSignedOut(new Error('x'))).toBe(false);
  });
});
