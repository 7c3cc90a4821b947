import type { ErrorResponse, MessageErrorResponse } from '@kakyere/contract';
import { MESSAGES } from '@kakyere/contract/constants';
import { ApiRequestError, failureOf } from './api-client';

/** What one screen says about a failed request; each screen passes its own words (spec §8). */
export interface FailureTexts {
  /** For any failure the server did not word, or whose words the screen does not show. */
  fallback: string;
  /** For no answer at all; 'Failed to connect to server' unless the screen says otherwise. */
  network?: string;
  /** Show a 404's own words (the server names what it did not find) rather than the fallback. */
  showNotFound?: boolean;
}

/** The server's own words in a failed answer: the contract's `error` (or `message`, the subscribe route's). */
type ServerWords = ErrorResponse['error'] | MessageErrorResponse['message'];

function serverWords(error: unknown): ServerWords | undefined {
  return error instanceof ApiRequestError ? error.serverMessage : undefined;
}

/**
 * The one "failure → message" of the web: no answer → `network`; the server's own words when it
 * refused (and, with `showNotFound`, when it answered 404); anything else → `fallback`.
 */
export function failureMessage(error: unknown, texts: FailureTexts): string {
  const failure = failureOf(error);
  if (failure === 'network') return texts.network ?? MESSAGES.connectFailed;
  const words = serverWords(error);
  if (words && (failure === 'refused' || (failure === 'notFound' && texts.showNotFound))) return words;
  return texts.fallback;
}

/** HTTP statuses a screen tells apart beyond the kind of failure. */
const BAD_REQUEST = 400;
const UNAUTHORIZED = 401;

/** The server refused the request as it was made (HTTP 400): a bad link, a bad field. */
export function isBadRequest(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === BAD_REQUEST;
}

/** The session behind the request has ended, or never was (HTTP 401). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === UNAUTHORIZED;
}
