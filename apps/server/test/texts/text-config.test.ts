import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

const africasTalking = { SMS_PROVIDER: 'africastalking', AFRICASTALKING_USERNAME: 'kakyere', AFRICASTALKING_API_KEY: 'atsk_key' };
const twilio = { TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token' };

describe('SMS and WhatsApp configuration', () => {
  it('keeps every text in the outbox by default (no provider, no keys)', () => {
    expect(loadConfig({}).texts).toEqual({ sms: null, whatsapp: null, timeoutMs: 10_000, retryAfterSeconds: 60 });
    expect(loadConfig({ SMS_PROVIDER: '', WHATSAPP_PROVIDER: '' }).texts.sms).toBeNull();
  });

  it("sends SMS through Africa's Talking's live API unless another base URL is given (the sandbox)", () => {
    expect(loadConfig(africasTalking).texts.sms).toEqual({ provider: 'africastalking', baseUrl: 'https://api.africastalking.com', username: 'kakyere', apiKey: 'atsk_key', senderId: undefined });
    const sandbox = loadConfig({ ...africasTalking, AFRICASTALKING_USERNAME: 'sandbox', AFRICASTALKING_BASE_URL: 'https://api.sandbox.africastalking.com/', AFRICASTALKING_SENDER_ID: 'Kakyere', TEXT_TIMEOUT_MS: '5000' }).texts;
    expect(sandbox).toMatchObject({ sms: { baseUrl: 'https://api.sandbox.africastalking.com', username: 'sandbox', senderId: 'Kakyere' }, whatsapp: null, timeoutMs: 5000 });
  });

  it('sends SMS and WhatsApp through one Twilio account, WhatsApp from its whatsapp: sender', () => {
    const texts = loadConfig({ SMS_PROVIDER: 'twilio', WHATSAPP_PROVIDER: 'twilio', ...twilio, TWILIO_SMS_FROM: '+15005550006', TWILIO_WHATSAPP_FROM: '+14155238886' }).texts;
    expect(texts.sms).toEqual({ provider: 'twilio', baseUrl: 'https://api.twilio.com', accountSid: twilio.TWILIO_ACCOUNT_SID, authToken: 'token', from: '+15005550006' });
    expect(texts.whatsapp).toEqual({ provider: 'twilio', baseUrl: 'https://api.twilio.com', accountSid: twilio.TWILIO_ACCOUNT_SID, authToken: 'token', from: 'whatsapp:+14155238886', contentSid: undefined });
    // The prefix may be written too, and is not doubled.
    expect(loadConfig({ WHATSAPP_PROVIDER: 'twilio', ...twilio, TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886' }).texts.whatsapp?.from).toBe('whatsapp:+14155238886');
  });

  it('refuses to start without the chosen provider’s credentials, naming each with the other problems', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'africastalking' })).toThrow(/AFRICASTALKING_USERNAME: required when SMS_PROVIDER is africastalking\n {2}AFRICASTALKING_API_KEY: required when SMS_PROVIDER is africastalking/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(/TWILIO_AUTH_TOKEN: required when SMS_PROVIDER is twilio\n {2}TWILIO_SMS_FROM: required/);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'twilio', ...twilio })).toThrow(/^Invalid configuration:\n {2}TWILIO_WHATSAPP_FROM: required when WHATSAPP_PROVIDER is twilio$/);
    // Named once each, beside an unrelated problem.
    const message = (() => {
      try {
        loadConfig({ PORT: 'x', SMS_PROVIDER: 'twilio', WHATSAPP_PROVIDER: 'twilio' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message.match(/TWILIO_ACCOUNT_SID/g)).toHaveLength(1);
    expect(message).toMatch(/PORT: /);
    expect(message).toContain('TWILIO_WHATSAPP_FROM: required when WHATSAPP_PROVIDER is twilio');
  });

  it('names a provider, URL, template or timeout it cannot use', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'nexmo' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'africastalking' })).toThrow(/WHATSAPP_PROVIDER/);
    expect(() => loadConfig({ ...africasTalking, AFRICASTALKING_BASE_URL: 'ftp://api.africastalking.com' })).toThrow(/AFRICASTALKING_BASE_URL: must be an http\(s\) URL/);
    expect(() => loadConfig({ TWILIO_WHATSAPP_CONTENT_SID: 'template' })).toThrow(/TWILIO_WHATSAPP_CONTENT_SID: must be a Content SID/);
    expect(() => loadConfig({ TEXT_TIMEOUT_MS: '0' })).toThrow(/TEXT_TIMEOUT_MS/);
  });
});
