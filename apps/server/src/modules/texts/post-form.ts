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

/** Never wait on a provider's Retry-After longer than this; the backoff takes over. */
const MAX_RETRY_AFTER_MS = 3_600_000;

/**
 * POSTs a form (application/x-www-form-urlencoded, as both providers take it) and reads the answer
 * within `timeoutMs`. No answer at all (refused connection, reset, timeout) is a transient failure:
 * the provider may be back in a minute.
 */
export async function postForm(url: string, form: Record<string, string>, { headers, timeoutMs }: { headers: Record<string, string>; timeoutMs: number }): Promise<FormAnswer | SendFailure> {
  try {
    const response = await fetch(url, { method: 'POST', headers, body: new URLSearchParams(form), signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON (an HTML error page from a proxy, Africa's Talking's plain-text 401): kept as text.
    }
    return { status: response.status, json, text, retryAfterMs: readRetryAfter(response.headers.get('retry-after')) };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const reason = timedOut ? `no answer within ${timeoutMs} ms` : describeNetworkError(error);
    return { ok: false, permanent: false, error: `${new URL(url).host}: ${reason}` };
  }
}

/** 408, 429 and 5xx may go through later; any other refusal is about the request and will be refused again. */
export const isTransientStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** A refusal that carries no more than its HTTP status and text. */
export function httpFailure(provider: string, answer: FormAnswer, detail?: string): SendFailure {
  const text = detail ?? (answer.text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'no body');
  return {
    ok: false,
    permanent: !isTransientStatus(answer.status),
    error: `${provider} HTTP ${answer.status}: ${text}`,
    ...(answer.retryAfterMs !== undefined ? { retryAfterMs: answer.retryAfterMs } : {}),
  };
}

function readRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}

// fetch wraps the socket's error (ECONNREFUSED, ENOTFOUND) in a bare 'fetch failed'; the cause names it.
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause : null;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : null;
  return code ? `${error.message} (${code})` : cause ? `${error.message} (${cause.message})` : error.message;
}
