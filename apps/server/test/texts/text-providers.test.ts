import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type AfricasTalkingConfig, type TwilioConfig } from '../../src/config.js';
import { gsm7Length, toGsm7 } from '../../src/modules/records/alerts/gsm7.js';
import { renderAlertText } from '../../src/modules/records/alerts/render-alert.js';
import { createAfricasTalkingSms } from '../../src/modules/delivery/texts/africastalking-sms.js';
import { createTwilioMessages } from '../../src/modules/delivery/texts/twilio-messages.js';
import { startLocalTextProvider, type LocalTextProvider } from '../support/local-text-provider.js';

let provider: LocalTextProvider;
let atConfig: AfricasTalkingConfig;
let smsConfig: TwilioConfig;
let whatsappConfig: TwilioConfig;
beforeAll(async () => {
  provider = await startLocalTextProvider();
  const texts = loadConfig(provider.env({ SMS_PROVIDER: 'africastalking' })).texts;
  atConfig = texts.sms as AfricasTalkingConfig;
  whatsappConfig = texts.whatsapp!;
  smsConfig = loadConfig(provider.env({ SMS_PROVIDER: 'twilio' })).texts.sms as TwilioConfig;
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.received.length = 0;
});

const TIMEOUT_MS = 300;
const isGsm7 = (text: string) => toGsm7(text) === text;
// An alert as subscribers get it: the title's ɛ and curly quotes written in GSM-7.
const alertBody = renderAlertText(
  { kind: 'hansard', title: 'Rent Bill debated: “Kakyerɛ” tenants’ rights', when: 'Plenary sitting', summary: '', industries: ['Housing'], link: 'https://kakyere.example/hansards/2011-08-24' },
  { item: 'https://kakyere.example/hansards/2011-08-24', stop: 'https://kakyere.example/u/abc' },
);

describe("Africa's Talking SMS", () => {
  const sms = () => createAfricasTalkingSms(atConfig, TIMEOUT_MS);

  it('posts the message form-encoded with the apiKey header and asks for JSON, and keeps the message id', async () => {
    const result = await sms().send('+233241234567', alertBody);
    expect(result).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^ATXid_/) });
    const [request] = provider.received;
    expect(request).toMatchObject({ provider: 'africastalking', path: '/version1/messaging' });
    expect(request!.headers.apikey).toBe(provider.africastalking.apiKey);
    expect(request!.headers.accept).toBe('application/json');
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.form).toEqual({ username: 'kakyere', to: '+233241234567', message: alertBody, from: 'Kakyere' });
    // What the handset gets: GSM-7 only, one 160-character part, the stop link last.
    expect(isGsm7(request!.form.message!)).toBe(true);
    expect(gsm7Length(request!.form.message!)).toBeLessThanOrEqual(160);
    expect(request!.form.message).toMatch(/Stop: https:\/\/kakyere\.example\/u\/abc$/);
  });

  it('leaves `from` out when no sender ID is configured (the account default)', async () => {
    await createAfricasTalkingSms({ ...atConfig, senderId: undefined }, TIMEOUT_MS).send('+233241234567', 'Hi');
    expect(provider.received[0]!.form).toEqual({ username: 'kakyere', to: '+233241234567', message: 'Hi' });
  });

  it('records a refused number (403 InvalidPhoneNumber) as permanent', async () => {
    provider.misbehave('permanent');
    expect(await sms().send('+233241234567', 'Hi')).toEqual({ ok: false, permanent: true, error: "Africa's Talking 403 InvalidPhoneNumber" });
  });

  it.each([
    [201, { SMSMessageData: { Message: 'Sent to 0/1 Total Cost: 0', Recipients: [{ statusCode: 406, number: '+233241234567', status: 'UserInBlacklist', cost: '0', messageId: 'None' }] } }, true, /406 UserInBlacklist/],
    [409, { SMSMessageData: { Message: 'Sent to 0/1 Total Cost: 0', Recipients: [{ cost: '0', messageId: 'None', number: '+233241234567', status: 'DoNotDisturbRejection', statusCode: 409 }] } }, true, /409 DoNotDisturbRejection/],
    [201, { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } }, true, /InvalidSenderId/],
    [201, { SMSMessageData: { Message: 'Sent to 0/1', Recipients: [{ statusCode: 405, number: '+233241234567', status: 'InsufficientBalance', cost: '0', messageId: 'None' }] } }, false, /405 InsufficientBalance/],
    [201, { SMSMessageData: { Message: 'Sent to 0/1', Recipients: [{ statusCode: 501, number: '+233241234567', status: 'GatewayError', cost: '0', messageId: 'None' }] } }, false, /501 GatewayError/],
    [502, '<html><body>Bad Gateway</body></html>', false, /HTTP 502: <html><body>Bad Gateway/],
    [400, 'Invalid request', true, /HTTP 400: Invalid request/],
  ] as const)('answered %i %j: permanent %s', async (status, body, permanent, error) => {
    provider.answerNext(status, body, typeof body === 'string' ? { 'content-type': 'text/html' } : {});
    const result = await sms().send('+233241234567', 'Hi');
    expect(result).toMatchObject({ ok: false, permanent });
    expect(!result.ok && result.error).toMatch(error);
  });

  it('counts an unknown API key as permanent: the same request is refused again', async () => {
    const result = await createAfricasTalkingSms({ ...atConfig, apiKey: 'wrong' }, TIMEOUT_MS).send('+233241234567', 'Hi');
    expect(result).toEqual({ ok: false, permanent: true, error: "Africa's Talking HTTP 401: The supplied authentication is invalid" });
  });

  it('counts a server error and a timeout as transient', async () => {
    provider.misbehave('transient');
    expect(await sms().send('+233241234567', 'Hi')).toEqual({ ok: false, permanent: false, error: "Africa's Talking 500 InternalServerError" });
    provider.misbehave('hang');
    const started = Date.now();
    const result = await sms().send('+233241234567', 'Hi');
    expect(result).toEqual({ ok: false, permanent: false, error: expect.stringContaining(`no answer within ${TIMEOUT_MS} ms`) });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('counts a provider that cannot be reached as transient', async () => {
    // A port nothing listens on any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const result = await createAfricasTalkingSms({ ...atConfig, baseUrl: `http://127.0.0.1:${port}` }, TIMEOUT_MS).send('+233241234567', 'Hi');
    expect(result).toMatchObject({ ok: false, permanent: false, error: expect.stringMatching(/ECONNREFUSED/) });
  });
});

describe('Twilio SMS and WhatsApp', () => {
  it('posts To, From and Body with Basic auth to the account’s Messages.json, and keeps the message sid', async () => {
    const result = await createTwilioMessages(smsConfig, 'sms', TIMEOUT_MS).send('+233241234567', alertBody);
    expect(result).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    const [request] = provider.received;
    expect(request!.path).toBe(`/2010-04-01/Accounts/${provider.twilio.accountSid}/Messages.json`);
    const [user, password] = Buffer.from(request!.headers.authorization!.replace(/^Basic /, ''), 'base64').toString().split(':');
    expect({ user, password }).toEqual({ user: provider.twilio.accountSid, password: provider.twilio.authToken });
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.form).toEqual({ To: '+233241234567', From: '+15005550006', Body: alertBody });
    expect(isGsm7(request!.form.Body!)).toBe(true);
  });

  it('sends from a Messaging Service when TWILIO_SMS_FROM is one', async () => {
    const service = `MG${'0'.repeat(32)}`;
    await createTwilioMessages({ ...smsConfig, from: service }, 'sms', TIMEOUT_MS).send('+233241234567', 'Hi');
    expect(provider.received[0]!.form).toEqual({ To: '+233241234567', MessagingServiceSid: service, Body: 'Hi' });
  });

  it('addresses WhatsApp as whatsapp:+233…, from the WhatsApp sender', async () => {
    const result = await createTwilioMessages(whatsappConfig, 'whatsapp', TIMEOUT_MS).send('+233241234567', 'Hi');
    expect(result.ok).toBe(true);
    expect(provider.received[0]!.form).toEqual({ To: 'whatsapp:+233241234567', From: 'whatsapp:+14155238886', Body: 'Hi' });
  });

  it('sends WhatsApp as an approved template, the text its variable 1, when a Content SID is configured', async () => {
    const contentSid = `HX${'a'.repeat(32)}`;
    await createTwilioMessages({ ...whatsappConfig, contentSid }, 'whatsapp', TIMEOUT_MS).send('+233241234567', 'Kakyere: Rent Bill');
    expect(provider.received[0]!.form).toEqual({ To: 'whatsapp:+233241234567', From: 'whatsapp:+14155238886', ContentSid: contentSid, ContentVariables: '{"1":"Kakyere: Rent Bill"}' });
  });

  it("records an invalid 'To' number (21211) as permanent, with Twilio's code and words", async () => {
    provider.misbehave('permanent');
    expect(await createTwilioMessages(smsConfig, 'sms', TIMEOUT_MS).send('+233241234567', 'Hi')).toEqual({
      ok: false,
      permanent: true,
      error: "Twilio 21211 (HTTP 400): Invalid 'To' Phone Number: +233241234567",
    });
  });

  it.each([
    [400, 21610, 'Attempt to send to unsubscribed recipient', true],
    [400, 63003, 'Channel could not find To address', true],
    [401, 20003, 'Authenticate', true],
    [400, 21611, "This 'From' number has exceeded the maximum number of queued messages", false],
    [503, 20503, 'Service unavailable', false],
  ] as const)('answered %i with code %i (%s): permanent %s', async (status, code, message, permanent) => {
    provider.answerNext(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    expect(await createTwilioMessages(whatsappConfig, 'whatsapp', TIMEOUT_MS).send('+233241234567', 'Hi')).toEqual({ ok: false, permanent, error: `Twilio ${code} (HTTP ${status}): ${message}` });
  });

  it('counts 429 as transient and keeps its Retry-After, and counts a timeout as transient', async () => {
    provider.misbehave('transient');
    expect(await createTwilioMessages(smsConfig, 'sms', TIMEOUT_MS).send('+233241234567', 'Hi')).toEqual({ ok: false, permanent: false, error: 'Twilio 20429 (HTTP 429): Too Many Requests', retryAfterMs: 1000 });
    provider.misbehave('hang');
    expect(await createTwilioMessages(whatsappConfig, 'whatsapp', TIMEOUT_MS).send('+233241234567', 'Hi')).toEqual({ ok: false, permanent: false, error: expect.stringContaining('no answer within 300 ms') });
  });

  it('refuses wrong credentials as Twilio does (20003), permanently', async () => {
    const result = await createTwilioMessages({ ...smsConfig, authToken: 'wrong' }, 'sms', TIMEOUT_MS).send('+233241234567', 'Hi');
    expect(result).toEqual({ ok: false, permanent: true, error: 'Twilio 20003 (HTTP 401): Authenticate' });
  });
});
