import { MESSAGES } from '@kakyere/contract';

/** Anything with a zod-style parse; keeps the app from depending on zod directly. */
export interface Parser<T> {
  parse(data: unknown): T;
}

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

/** GETs JSON from the API and checks it against the contract's schema. */
export async function getJson<T>(path: string, schema: Parser<T>, signal?: AbortSignal): Promise<T> {
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
  return schema.parse(body);
}
