/**
 * The one way the browser talks to the API, for every GET, POST, PATCH, PUT and DELETE. Every failure
 * is classified once, so each screen maps it to the spec's texts (section 8) without looking at HTTP itself:
 * - 'network': no answer at all (offline, DNS, reset);
 * - 'refused': the server answered `{ success: false, error }` (its `error` is kept; the subscribe
 *   route words it `{ success: false, message }`, spec §7, and that is kept the same way);
 * - 'notFound': HTTP 404, whatever the body says;
 * - 'unexpected': an answer that is not the contract's envelope (HTML from a proxy, bad JSON).
 *
 * The server validates every answer against the contract's schemas before sending it, so the
 * browser checks only the envelope and trusts the contract's types; that keeps zod out of the
 * download (decision record 005).
 */
export type ApiFailure = 'network' | 'refused' | 'notFound' | 'unexpected';

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly failure: ApiFailure,
    readonly status: number,
    /** The server's own `error` (or `message`) text, when it gave one. */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? `${failure} (HTTP ${status})`);
  }
}

/** How a request failed; anything that is not an ApiRequestError counts as no answer. */
export function failureOf(error: unknown): ApiFailure {
  return error instanceof ApiRequestError ? error.failure : 'network';
}

export function isNotFound(error: unknown): boolean {
  return failureOf(error) === 'notFound';
}

/** The `{ success: true, data }` envelope of every API answer (spec §7). */
export function isSuccessEnvelope(body: unknown): body is { success: true; data: unknown } {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === true && 'data' in body;
}

/** A success that carries only a sentence for people (subscribed, unsubscribed, link sent). */
export interface MessageEnvelope {
  success: true;
  message: string;
}

export function isMessageEnvelope(body: unknown): body is MessageEnvelope {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === true && 'message' in body && typeof body.message === 'string';
}

/** What a route's success carries: `data` (almost all of them) or only a `message`. */
export type SuccessEnvelope = 'data' | 'message';

/** Classifies an HTTP answer: null when it is the expected success envelope, else the failure. */
export function classifyAnswer(status: number, body: unknown, envelope: SuccessEnvelope = 'data'): Exclude<ApiFailure, 'network'> | null {
  if (status === 404) return 'notFound';
  if (typeof body !== 'object' || body === null || !('success' in body)) return 'unexpected';
  if (body.success === false) return 'refused';
  const expected = envelope === 'data' ? isSuccessEnvelope(body) : isMessageEnvelope(body);
  if (expected && status >= 200 && status < 300) return null;
  return 'unexpected';
}

/** The text of a failed answer: its `error`, else its `message` (the subscribe route's wording). */
function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  if ('error' in body && typeof body.error === 'string') return body.error;
  if ('message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}

/** Only an answer that never came is worth one more try; the server's own answers are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const failure = failureOf(error);
  return (failure === 'network' || failure === 'unexpected') && failureCount < 1;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  envelope?: SuccessEnvelope;
}

export async function requestJson<T extends { success: true }>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, envelope = 'data' } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError('network', 0);
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    answer = undefined;
  }
  const failure = classifyAnswer(response.status, answer, envelope);
  if (failure) throw new ApiRequestError(failure, response.status, serverMessageOf(answer));
  return answer as T;
}

export const getJson = <T extends { success: true }>(path: string, signal?: AbortSignal) => requestJson<T>(path, { signal });

export const postJson = <T extends { success: true }>(path: string, body: unknown, signal?: AbortSignal) =>
  requestJson<T>(path, { method: 'POST', body, signal });

export const patchJson = <T extends { success: true }>(path: string, body: unknown, signal?: AbortSignal) =>
  requestJson<T>(path, { method: 'PATCH', body, signal });

export const putJson = <T extends { success: true }>(path: string, body: unknown, signal?: AbortSignal) =>
  requestJson<T>(path, { method: 'PUT', body, signal });

export const deleteJson = <T extends { success: true }>(path: string, signal?: AbortSignal) =>
  requestJson<T>(path, { method: 'DELETE', signal });

/** A POST whose success is `{ success: true, message }`; no body is sent when `body` is undefined. */
export const postForMessage = (path: string, body?: unknown, signal?: AbortSignal) =>
  requestJson<MessageEnvelope>(path, { method: 'POST', body, signal, envelope: 'message' });
