/**
 * The one way the browser talks to the API, for every GET, POST and PATCH. Every failure is classified
 * once, so each screen maps it to the spec's texts (section 8) without looking at HTTP itself:
 * - 'network': no answer at all (offline, DNS, reset);
 * - 'refused': the server answered `{ success: false, error }` (its `error` is kept);
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
    /** The server's own `error` text, when it gave one. */
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

/** Classifies an HTTP answer: null when it is a success envelope, else the failure. */
export function classifyAnswer(status: number, body: unknown): Exclude<ApiFailure, 'network'> | null {
  if (status === 404) return 'notFound';
  if (typeof body !== 'object' || body === null || !('success' in body)) return 'unexpected';
  if (body.success === false) return 'refused';
  if (isSuccessEnvelope(body) && status >= 200 && status < 300) return null;
  return 'unexpected';
}

/** Only an answer that never came is worth one more try; the server's own answers are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const failure = failureOf(error);
  return (failure === 'network' || failure === 'unexpected') && failureCount < 1;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export async function requestJson<T extends { success: true }>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
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
  const failure = classifyAnswer(response.status, answer);
  if (failure) {
    const serverMessage =
      answer && typeof answer === 'object' && 'error' in answer && typeof answer.error === 'string' ? answer.error : undefined;
    throw new ApiRequestError(failure, response.status, serverMessage);
  }
  return answer as T;
}

export const getJson = <T extends { success: true }>(path: string, signal?: AbortSignal) => requestJson<T>(path, { signal });

export const postJson = <T extends { success: true }>(path: string, body: unknown, signal?: AbortSignal) =>
  requestJson<T>(path, { method: 'POST', body, signal });

export const patchJson = <T extends { success: true }>(path: string, body: unknown, signal?: AbortSignal) =>
  requestJson<T>(path, { method: 'PATCH', body, signal });
