import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ConfigEnv } from '../../src/config.js';
import { createArrivals } from './arrivals.js';

export interface ReceivedText {
  provider: 'africastalking' | 'twilio';
  path: string;
  headers: IncomingHttpHeaders;
  /** The form fields as the provider parsed them. */
  form: Record<string, string>;
}

/**
 * What the next requests get instead of a success: a permanent refusal (Africa's Talking
 * InvalidPhoneNumber, Twilio 21211), a transient one (Africa's Talking InternalServerError, Twilio
 * 429), or no answer at all until the client gives up.
 */
export type Misbehaviour = 'permanent' | 'transient' | 'hang';

export interface LocalTextProvider {
  /** http://127.0.0.1:PORT: both providers' base URL. */
  url: string;
  africastalking: { username: string; apiKey: string };
  twilio: { accountSid: string; authToken: string; smsFrom: string; whatsappFrom: string };
  received: ReceivedText[];
  /** The next `count` requests misbehave (in order of calls). */
  misbehave(kind: Misbehaviour, count?: number): void;
  /** The next request gets exactly this answer. */
  answerNext(status: number, body: unknown, headers?: Record<string, string>): void;
  /** Resolves with the requests once `count` have arrived (waits up to timeoutMs). */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedText[]>;
  /** The environment that sends SMS through Africa's Talking and WhatsApp through Twilio, both here. */
  env(overrides?: ConfigEnv): ConfigEnv;
  close(): Promise<void>;
}

type Planned = Misbehaviour | { status: number; body: unknown; headers: Record<string, string> };

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/**
 * Africa's Talking's and Twilio's REST endpoints for sending a message, on 127.0.0.1, speaking
 * their protocols as documented: Africa's Talking's POST /version1/messaging (apiKey header,
 * form-encoded username/to/message/from, 201 with SMSMessageData.Recipients, XML unless asked for
 * JSON) and Twilio's POST /2010-04-01/Accounts/{sid}/Messages.json (Basic auth, form-encoded
 * To/From/Body, 201 with the message's sid, errors as { code, message, more_info, status }).
 * Every request is recorded; misbehave() makes the next ones fail or hang.
 */
export async function startLocalTextProvider(): Promise<LocalTextProvider> {
  const africastalking = { username: 'kakyere', apiKey: `atsk_${randomBytes(16).toString('hex')}` };
  const twilio = { accountSid: `AC${randomBytes(16).toString('hex')}`, authToken: randomBytes(16).toString('hex'), smsFrom: '+15005550006', whatsappFrom: '+14155238886' };
  const received: ReceivedText[] = [];
  const plan: Planned[] = [];
  const arrivals = createArrivals();

  async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
  }

  function africasTalking(req: IncomingMessage, res: ServerResponse, form: Record<string, string>, planned: Planned | undefined) {
    if (req.headers.apikey !== africastalking.apiKey || form.username !== africastalking.username) {
      res.writeHead(401, { 'content-type': 'text/plain' });
      return res.end('The supplied authentication is invalid');
    }
    if (!form.to || !form.message) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      return res.end(`Request is missing required form field '${form.to ? 'message' : 'to'}'`);
    }
    const recipient = (statusCode: number, status: string, cost: string, messageId: string) => ({ statusCode, number: form.to, status, cost, messageId });
    let body;
    if (planned === 'permanent') body = { SMSMessageData: { Message: 'Sent to 0/1 Total Cost: 0', Recipients: [recipient(403, 'InvalidPhoneNumber', '0', 'None')] } };
    else if (planned === 'transient') body = { SMSMessageData: { Message: 'Sent to 0/1 Total Cost: 0', Recipients: [recipient(500, 'InternalServerError', '0', 'None')] } };
    else body = { SMSMessageData: { Message: 'Sent to 1/1 Total Cost: GHS 0.0300', Recipients: [recipient(101, 'Success', 'GHS 0.0300', `ATXid_${randomBytes(16).toString('hex')}`)] } };
    if (req.headers.accept !== 'application/json') {
      // Without Accept: application/json the API answers in XML.
      res.writeHead(201, { 'content-type': 'application/xml' });
      return res.end(`<AfricasTalkingResponse><SMSMessageData><Message>${body.SMSMessageData.Message}</Message></SMSMessageData></AfricasTalkingResponse>`);
    }
    json(res, 201, body);
  }

  function twilioMessages(req: IncomingMessage, res: ServerResponse, form: Record<string, string>, accountSid: string, planned: Planned | undefined) {
    const error = (status: number, code: number, message: string, headers: Record<string, string> = {}) =>
      json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }, headers);
    const expected = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected || accountSid !== twilio.accountSid) return error(401, 20003, 'Authenticate');
    if (!form.To) return error(400, 21604, "A 'To' phone number is required.");
    if (!form.From && !form.MessagingServiceSid) return error(400, 21603, "A 'From' phone number is required.");
    if (!form.Body && !form.ContentSid) return error(400, 21602, 'Message body is required.');
    if (form.From && form.To.startsWith('whatsapp:') !== form.From.startsWith('whatsapp:')) return error(400, 21910, "Invalid From and To pair. From and To should be of the same channel");
    if (planned === 'permanent') return error(400, 21211, `Invalid 'To' Phone Number: ${form.To.replace(/^whatsapp:/, '')}`);
    if (planned === 'transient') return error(429, 20429, 'Too Many Requests', { 'retry-after': '1' });
    const sid = `SM${randomBytes(16).toString('hex')}`;
    json(res, 201, {
      sid,
      account_sid: twilio.accountSid,
      to: form.To,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      body: form.Body ?? null,
      status: form.MessagingServiceSid ? 'accepted' : 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      error_code: null,
      error_message: null,
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${twilio.accountSid}/Messages/${sid}.json`,
    });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const twilioPath = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
      const provider = url.pathname === '/version1/messaging' ? 'africastalking' : twilioPath ? 'twilio' : null;
      if (req.method !== 'POST' || !provider) return json(res, 404, { status: 404, message: 'The requested resource was not found' });
      const form = await readForm(req);
      received.push({ provider, path: url.pathname, headers: req.headers, form });
      arrivals.arrived();
      const planned = plan.shift();
      if (planned === 'hang') return; // never answers; close() ends the connection
      if (typeof planned === 'object') return json(res, planned.status, planned.body, planned.headers);
      if (provider === 'africastalking') africasTalking(req, res, form, planned);
      else twilioMessages(req, res, form, decodeURIComponent(twilioPath![1]!), planned);
    })().catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    africastalking,
    twilio,
    received,
    misbehave(kind, count = 1) {
      for (let i = 0; i < count; i++) plan.push(kind);
    },
    answerNext(status, body, headers = {}) {
      plan.push({ status, body, headers });
    },
    async waitForRequests(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} text requests within ${timeoutMs} ms`);
        await arrivals.next();
      }
      return received.slice(0, count);
    },
    env: (overrides = {}) => ({
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_BASE_URL: url,
      AFRICASTALKING_USERNAME: africastalking.username,
      AFRICASTALKING_API_KEY: africastalking.apiKey,
      AFRICASTALKING_SENDER_ID: 'Kakyere',
      WHATSAPP_PROVIDER: 'twilio',
      TWILIO_BASE_URL: url,
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_SMS_FROM: twilio.smsFrom,
      TWILIO_WHATSAPP_FROM: `whatsapp:${twilio.whatsappFrom}`,
      TEXT_TIMEOUT_MS: '300',
      ...overrides,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
