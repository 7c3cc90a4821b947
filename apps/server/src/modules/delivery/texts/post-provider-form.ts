import { fetchCapped, isHttpRequestError, isRetryableStatus } from '../http/fetch-capped.js';
import type { SendResult } from './text-message.js';

/** A provider's answer, whatever its status: the JSON when it sent some, and its text for the log. */
export interface FormAnswer {
  status: number;
  json: unknown;
  text: string;
  /** From a Retry-After header (429, 503), in milliseconds. */
  retryAfterMs: number | undefined;
}

export type SendFailure = Extract<SendResult, { ok: false }>;

/** A provider's answer is a few hundred bytes of JSON; anything near this is not one. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * POSTs a form (application/x-www-form-urlencoded, as both providers take it) and reads the answer
 * within `timeoutMs`. No answer at all (refused connection, reset, timeout) is a transient failure:
 * the provider may be back in a minute.
 */
export async function postProviderForm(
  url: string,
  form: Record<string, string>,
  { headers, timeoutMs }: { headers: Record<string, string>; timeoutMs: number },
): Promise<FormAnswer | SendFailure> {
  try {
    const answer = await fetchCapped(url, { method: 'POST', headers, body: new URLSearchParams(form), timeoutMs, maxBytes: MAX_ANSWER_BYTES, redirect: 'error', anyStatus: true });
    const text = new TextDecoder('utf-8').decode(answer.body);
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON (an HTML error page from a proxy, Africa's Talking's plain-text 401): kept as text.
    }
    return { status: answer.status, json, text, retryAfterMs: answer.retryAfterMs };
  } catch (error) {
    if (!isHttpRequestError(error)) throw error;
    const reason = error.kind === 'timeout' ? `no answer within ${timeoutMs} ms` : error.message;
    return { ok: false, permanent: !error.retryable, error: `${new URL(url).host}: ${reason}` };
  }
}

/** A refusal that carries no more than its HTTP status and text. */
export function httpFailure(provider: string, answer: FormAnswer, detail?: string): SendFailure {
  const text = detail ?? (answer.text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'no body');
  return {
    ok: false,
    permanent: !isRetryableStatus(answer.status),
    error: `${provider} HTTP ${answer.status}: ${text}`,
    ...(answer.retryAfterMs !== undefined ? { retryAfterMs: answer.retryAfterMs } : {}),
  };
}
