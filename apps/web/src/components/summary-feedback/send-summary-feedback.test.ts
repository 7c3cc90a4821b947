import { HANSARD_FEEDBACK_MESSAGES, MESSAGES } from '@kakyere/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { sendSummaryFeedback, summaryFeedbackErrorMessage } from './send-summary-feedback';

afterEach(() => vi.unstubAllGlobals());

describe('"Is this summary accurate?"', () => {
  it('posts the answer for the version shown, with the note only when there is one', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { recorded: true } }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await sendSummaryFeedback('2011-10-26', 2, false, 'Wrong time.');
    await sendSummaryFeedback('2011-10-26', 2, true, '   ');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => [url, init.method, JSON.parse(init.body as string)])).toEqual([
      ['/api/hansards/2011-10-26/analyses/2/feedback', 'POST', { accurate: false, note: 'Wrong time.' }],
      ['/api/hansards/2011-10-26/analyses/2/feedback', 'POST', { accurate: true }],
    ]);
  });

  it("says what went wrong: no connection, the server's own words, or a plain retry", () => {
    expect(summaryFeedbackErrorMessage(new ApiRequestError('network', 0))).toBe(MESSAGES.connectFailed);
    expect(summaryFeedbackErrorMessage(new ApiRequestError('refused', 429, MESSAGES.rateLimited))).toBe(MESSAGES.rateLimited);
    expect(summaryFeedbackErrorMessage(new ApiRequestError('notFound', 404, 'Analysis version not found'))).toBe('Analysis version not found');
    expect(summaryFeedbackErrorMessage(new ApiRequestError('unexpected', 502))).toBe(HANSARD_FEEDBACK_MESSAGES.sendFailed);
  });
});
