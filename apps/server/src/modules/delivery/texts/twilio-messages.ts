import type { TwilioConfig } from '../../../config.js';
import { isRetryableStatus } from '../http/fetch-capped.js';
import { httpFailure, postProviderForm, type FormAnswer } from './post-provider-form.js';
import type { SendResult, TextChannel, TextProvider } from './text-message.js';

const PROVIDER = 'Twilio';

/**
 * Twilio error codes that clear with time although their HTTP status is a 400: too many requests,
 * and a sender's queue that is full. Every other 4xx is about this message and is refused again:
 * 21211 (invalid 'To'), 21610 (the person texted STOP), 21614 (not a mobile number), 21408 (region
 * not enabled), 63003 (not on WhatsApp), 63016 (outside WhatsApp's 24-hour window), 20003 (credentials).
 */
const TRANSIENT_CODES = new Set([20429, 21611, 20500, 20503]);

const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i;

/**
 * SMS and WhatsApp through Twilio's Messages resource: POST
 * {base}/2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth (Account SID, auth
 * token) and form-encoded To, From (or MessagingServiceSid) and Body. WhatsApp addresses carry a
 * `whatsapp:` prefix; with a Content SID the text goes as the template's variable 1 instead of a Body.
 * Success is 201 with the message's `sid`; an error is `{ code, message, more_info, status }`.
 */
export function createTwilioMessages(config: TwilioConfig, channel: TextChannel, timeoutMs: number): TextProvider {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to, body) {
      const form: Record<string, string> = { To: channel === 'whatsapp' ? `whatsapp:${to}` : to };
      if (MESSAGING_SERVICE_SID.test(config.from)) form.MessagingServiceSid = config.from;
      else form.From = config.from;
      if (config.contentSid) {
        form.ContentSid = config.contentSid;
        form.ContentVariables = JSON.stringify({ 1: body });
      } else {
        form.Body = body;
      }
      const answer = await postProviderForm(url, form, { headers: { Authorization: authorization, Accept: 'application/json' }, timeoutMs });
      return 'status' in answer ? readTwilioAnswer(answer) : answer;
    },
  };
}

interface TwilioBody {
  sid?: unknown;
  status?: unknown;
  error_code?: unknown;
  error_message?: unknown;
  code?: unknown;
  message?: unknown;
}

export function readTwilioAnswer(answer: FormAnswer): SendResult {
  const json = (typeof answer.json === 'object' && answer.json !== null ? answer.json : {}) as TwilioBody;
  if (answer.status >= 200 && answer.status < 300) {
    if (typeof json.sid !== 'string') return { ok: false, permanent: false, error: `${PROVIDER}: an answer without a message sid (HTTP ${answer.status})` };
    // Created but already failed (rare: most failures arrive later, by status callback).
    if ((json.status === 'failed' || json.status === 'undelivered') && typeof json.error_code === 'number') {
      return { ok: false, permanent: !TRANSIENT_CODES.has(json.error_code), error: `${PROVIDER} ${json.error_code}: ${typeof json.error_message === 'string' ? json.error_message : json.status}` };
    }
    return { ok: true, providerMessageId: json.sid };
  }
  const code = typeof json.code === 'number' ? json.code : undefined;
  if (code === undefined) return httpFailure(PROVIDER, answer);
  return {
    ok: false,
    permanent: !isRetryableStatus(answer.status) && !TRANSIENT_CODES.has(code),
    error: `${PROVIDER} ${code} (HTTP ${answer.status}): ${typeof json.message === 'string' ? json.message : 'no message'}`,
    ...(answer.retryAfterMs !== undefined ? { retryAfterMs: answer.retryAfterMs } : {}),
  };
}
