import { MESSAGES } from '@kakyere/contract/constants';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The `{ success: true, data }` envelope of every API answer (spec §7). */
export function isSuccessEnvelope(body: unknown): body is { success: true; data: unknown } {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === true && 'data' in body;
}

/**
 * GETs JSON from the API. The server validates every answer against the contract's schemas before
 * sending it, so the browser checks only the envelope and trusts the contract's types; that keeps
 * zod out of the download (decision record 005).
 */
export async function getJson<T extends { success: true }>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(MESSAGES.connectFailed, 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
        ? body.error
        : `Request failed with status ${response.status}`;
    throw new ApiError(message, response.status);
  }
  if (!isSuccessEnvelope(body)) throw new ApiError(MESSAGES.connectFailed, response.status);
  return body as unknown as T;
}
