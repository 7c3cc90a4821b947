import { FOLLOW_MESSAGES, MESSAGES, SUBSCRIBE_NEXT_STEPS } from '@kakyere/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { checkFollowFields, sendFollow } from './follow-member-fields';

describe('checking the follow form', () => {
  it('asks for an address, then a valid one, in the subscribe form’s words, beside the field', () => {
    expect(checkFollowFields({ email: '  ', daily: false })).toEqual({ ok: false, message: FOLLOW_MESSAGES.emailRequired, field: 'email' });
    expect(checkFollowFields({ email: 'ama at example', daily: false })).toEqual({ ok: false, message: FOLLOW_MESSAGES.emailInvalid, field: 'email' });
    expect(FOLLOW_MESSAGES.emailRequired).toBe('Email is required');
  });

  it('sends the address as the server keeps it, at once or as a daily digest', () => {
    expect(checkFollowFields({ email: ' Ama@Example.com ', daily: false })).toEqual({ ok: true, body: { email: 'ama@example.com', frequency: 'immediate' } });
    expect(checkFollowFields({ email: 'ama@example.com', daily: true })).toEqual({ ok: true, body: { email: 'ama@example.com', frequency: 'daily' } });
  });
});

describe('sending the follow form', () => {
  const body = { email: 'ama@example.com', frequency: 'immediate' as const };

  it('shows the server’s sentence and, below it, what is left to do', async () => {
    const next = [SUBSCRIBE_NEXT_STEPS.confirmAddress('ama@example.com')];
    const send = vi.fn(async () => ({ message: FOLLOW_MESSAGES.success('Kwame Mensah'), next }));
    const outcome = await sendFollow(body, send);
    expect(send).toHaveBeenCalledWith(body);
    expect(outcome).toEqual({ done: true, message: { kind: 'success', text: 'You will get an e-mail when Kwame Mensah speaks in Parliament.', next } });
    expect(next[0]).toBe('Please confirm your address: we have sent a link to ama@example.com.');
    expect((await sendFollow(body, async () => ({ message: 'ok', next: [] }))).message).toEqual({ kind: 'success', text: 'ok' });
  });

  it('shows the server’s refusal beside the address when it is about the address, and an unknown Member as the server words it', async () => {
    const refused = await sendFollow(body, async () => Promise.reject(new ApiRequestError('refused', 400, FOLLOW_MESSAGES.emailInvalid)));
    expect(refused).toEqual({ done: false, message: { kind: 'error', text: FOLLOW_MESSAGES.emailInvalid, field: 'email' } });
    const unknown = await sendFollow(body, async () => Promise.reject(new ApiRequestError('notFound', 404, MESSAGES.personNotFound)));
    expect(unknown.message).toEqual({ kind: 'error', text: 'Member not found', field: null });
    const limited = await sendFollow(body, async () => Promise.reject(new ApiRequestError('refused', 429, 'Too many requests. Please slow down and try again shortly.')));
    expect(limited.message.text).toBe('Too many requests. Please slow down and try again shortly.');
  });

  it("falls back to 'Failed to follow this Member. Please try again later.' without the server's words", async () => {
    for (const error of [new ApiRequestError('network', 0), new ApiRequestError('unexpected', 502), new ApiRequestError('refused', 500)]) {
      const outcome = await sendFollow(body, async () => Promise.reject(error));
      expect(outcome).toEqual({ done: false, message: { kind: 'error', text: FOLLOW_MESSAGES.failed, field: null } });
    }
  });
});
