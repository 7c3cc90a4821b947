import { MESSAGES, SUBSCRIBE_MESSAGES } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { alertErrorMessage, isInvalidLink, unsubscribeErrorMessage } from './alert-error-message';
import { channelList, displayPhone } from './alert-texts';

describe('alert texts', () => {
  it('lists the channels in words', () => {
    expect(channelList({ email: true, sms: false, whatsapp: false })).toBe('Email');
    expect(channelList({ email: true, sms: true, whatsapp: false })).toBe('Email and SMS');
    expect(channelList({ email: true, sms: true, whatsapp: true })).toBe('Email, SMS and WhatsApp');
    expect(channelList({ email: false, sms: false, whatsapp: false })).toBe('None');
  });

  it('writes a Ghanaian number the local way, any other as stored', () => {
    expect(displayPhone('+233241234567')).toBe('024 123 4567');
    expect(displayPhone('+447700900123')).toBe('+447700900123');
  });
});

describe('alert error messages', () => {
  it('reads a 400 or a 404 as a bad link, other failures as worth another try', () => {
    expect(isInvalidLink(new ApiRequestError('refused', 400, SUBSCRIBE_MESSAGES.manageLinkInvalid))).toBe(true);
    expect(isInvalidLink(new ApiRequestError('notFound', 404))).toBe(true);
    expect(isInvalidLink(new ApiRequestError('refused', 500, MESSAGES.internalError))).toBe(false);
    expect(isInvalidLink(new ApiRequestError('network', 0))).toBe(false);
  });

  it('says the unsubscribe link is not valid for an unknown token, and something else for no answer', () => {
    expect(unsubscribeErrorMessage(new ApiRequestError('notFound', 404, 'whatever the server said'))).toBe(SUBSCRIBE_MESSAGES.unsubscribeLinkInvalid);
    expect(unsubscribeErrorMessage(new ApiRequestError('network', 0))).toBe(MESSAGES.connectFailed);
  });

  it("shows the server's own refusal, else the fallback", () => {
    expect(alertErrorMessage(new ApiRequestError('refused', 400, SUBSCRIBE_MESSAGES.methodRequired), 'x')).toBe(SUBSCRIBE_MESSAGES.methodRequired);
    expect(alertErrorMessage(new ApiRequestError('unexpected', 502), 'fallback')).toBe('fallback');
  });
});
