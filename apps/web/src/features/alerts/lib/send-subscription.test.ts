import { SUBSCRIBE_MESSAGES, type CheckedSubscription } from '@kakyere/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { sendSubscription } from './send-subscription';
import { initialSubscribeFields } from './subscribe-fields';

const value: CheckedSubscription = {
  email: 'ama@example.com',
  name: null,
  industries: ['Energy'],
  channels: { email: false, sms: true, whatsapp: true },
  phone: '+233241234567',
};

describe('sending the subscribe form', () => {
  it('shows the spec’s success text and resets the form to its defaults', async () => {
    const send = vi.fn(async () => ({ success: true }));
    const outcome = await sendSubscription(value, send);
    expect(send).toHaveBeenCalledWith({
      email: 'ama@example.com',
      name: '',
      industries: ['Energy'],
      notificationPreferences: { email: false, sms: true, whatsapp: true },
      phone: '+233241234567',
    });
    expect(outcome.message).toEqual({ kind: 'success', text: SUBSCRIBE_MESSAGES.success });
    expect(outcome.fields).toEqual(initialSubscribeFields());
    expect(outcome.fields?.channels).toEqual({ email: true, sms: false, whatsapp: false });
  });

  it('keeps the spec’s text first and adds what is left to do below it', async () => {
    const next = ['Please confirm your address: we have sent a link to ama@example.com.'];
    const outcome = await sendSubscription(value, async () => ({ message: SUBSCRIBE_MESSAGES.success, next }));
    expect(outcome.message).toEqual({ kind: 'success', text: SUBSCRIBE_MESSAGES.success, next });
  });

  it("shows the server's message, beside the field it is about, and keeps what was typed", async () => {
    const outcome = await sendSubscription(value, async () => {
      throw new ApiRequestError('refused', 400, SUBSCRIBE_MESSAGES.phoneInvalid);
    });
    expect(outcome).toEqual({ message: { kind: 'error', text: SUBSCRIBE_MESSAGES.phoneInvalid, field: 'phone' } });
    const limited = await sendSubscription(value, async () => {
      throw new ApiRequestError('refused', 429, 'Too many requests. Please slow down and try again shortly.');
    });
    expect(limited.message).toEqual({ kind: 'error', text: 'Too many requests. Please slow down and try again shortly.', field: null });
  });

  it("falls back to 'Failed to subscribe. Please try again later.' without a server message", async () => {
    for (const error of [new ApiRequestError('network', 0), new ApiRequestError('unexpected', 502), new ApiRequestError('refused', 500)]) {
      const outcome = await sendSubscription(value, async () => Promise.reject(error));
      expect(outcome.message.text).toBe('Failed to subscribe. Please try again later.');
      expect(outcome.fields).toBeUndefined();
    }
  });
});
