import type { AfricasTalkingConfig } from '../../../config.js';
import { httpFailure, postProviderForm, type FormAnswer } from './post-provider-form.js';
import type { SendResult, TextProvider } from './text-message.js';

const PROVIDER = "Africa's Talking";

/** Recipient status codes of a message taken: Processed, Sent, Queued. */
const ACCEPTED = new Set([100, 101, 102]);

/**
 * Recipient status codes that will come back however often the message is tried: the number
 * (InvalidPhoneNumber, UnsupportedNumberType), its owner's choice (UserInBlacklist,
 * DoNotDisturbRejection), the route or operator (CouldNotRoute, RejectedByGateway) or the sender ID.
 * The rest (RiskHold 401, InsufficientBalance 405, InternalServerError 500, GatewayError 501, and
 * codes not yet known) are the account's or the gateway's and can clear, so they are tried again.
 */
const PERMANENT = new Set([402, 403, 404, 406, 407, 409, 502]);

/**
 * SMS through Africa's Talking: POST {base}/version1/messaging, form-encoded username, to, message
 * and from, the API key in the `apiKey` header. It answers 201 with SMSMessageData.Recipients, one
 * per number, each with its statusCode; a DoNotDisturb refusal comes as HTTP 409 with the same body.
 */
export function createAfricasTalkingSms(config: AfricasTalkingConfig, timeoutMs: number): TextProvider {
  const url = `${config.baseUrl}/version1/messaging`;
  return {
    name: 'africastalking',
    async send(to, body) {
      const form: Record<string, string> = { username: config.username, to, message: body };
      if (config.senderId) form.from = config.senderId;
      const answer = await postProviderForm(url, form, { headers: { apiKey: config.apiKey, Accept: 'application/json' }, timeoutMs });
      return 'status' in answer ? readAfricasTalkingAnswer(answer) : answer;
    },
  };
}

interface Recipient {
  statusCode?: unknown;
  status?: unknown;
  messageId?: unknown;
  number?: unknown;
}

export function readAfricasTalkingAnswer(answer: FormAnswer): SendResult {
  const data = (answer.json as { SMSMessageData?: { Message?: unknown; Recipients?: unknown } } | null)?.SMSMessageData;
  const recipient: unknown = Array.isArray(data?.Recipients) ? data.Recipients[0] : undefined;
  if (typeof recipient === 'object' && recipient !== null) {
    const { statusCode, status, messageId } = recipient as Recipient;
    const code = Number(statusCode);
    if (ACCEPTED.has(code)) return { ok: true, providerMessageId: typeof messageId === 'string' && messageId !== 'None' ? messageId : null };
    return { ok: false, permanent: PERMANENT.has(code), error: `${PROVIDER} ${code} ${typeof status === 'string' ? status : ''}`.trim() };
  }
  // Taken, but for no recipient: its Message names why (InvalidPhoneNumber, InvalidSenderId), and the same request gets the same answer.
  if (answer.status >= 200 && answer.status < 300 && data) {
    return { ok: false, permanent: true, error: `${PROVIDER}: ${typeof data.Message === 'string' ? data.Message : 'no recipient accepted'}` };
  }
  if (answer.status >= 200 && answer.status < 300) return { ok: false, permanent: false, error: `${PROVIDER}: an answer without SMSMessageData (HTTP ${answer.status})` };
  return httpFailure(PROVIDER, answer);
}
