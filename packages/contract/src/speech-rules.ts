// Speeches' plain values (no zod), so the web app can take them: decision record 005.
import { AI_FEEDBACK_COMMENT_MAX_LENGTH } from './ai-feedback-rules.js';
import { SLUG_ID_PATTERN } from './ids.js';

export const SPEECH_ID_MAX_LENGTH = 160;

/** A speech id as the API takes it (a slug), checked without zod: the permalink and the page check an address with it. */
export function isSpeechId(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= SPEECH_ID_MAX_LENGTH && SLUG_ID_PATTERN.test(value);
}

/** The HTML id of a speech on its sitting's page, so `/hansards/{id}#speech-…` opens the sitting at it. */
export function speechAnchor(id: string): string {
  return `speech-${id}`;
}

/**
 * Where a speech is read: its sitting's page opened at it. `?speech=` asks the server to render the
 * transcript with the page (a reader without JavaScript lands on the words); a sitting opened
 * without it stays light, its transcript following in the browser (decision 009).
 */
export function speechPlace(hansardId: string, id: string): string {
  return `/hansards/${encodeURIComponent(hansardId)}?speech=${encodeURIComponent(id)}#${speechAnchor(id)}`;
}

/** The address that always opens a speech, wherever a corrected record moved it: it answers a redirect to its sitting. */
export function speechPermalink(id: string): string {
  return `/speeches/${encodeURIComponent(id)}`;
}

export const SPEECH_LIST_MAX_LIMIT = 1000;
export const SPEECH_LIST_DEFAULT_LIMIT = 50;

/** "Wrong speaker?" on a speech: the API's error texts and the form's own. */
export const SPEECH_REPORT_MESSAGES = {
  speechNotFound: 'Speech not found',
  noteLength: `Note must be at most ${AI_FEEDBACK_COMMENT_MAX_LENGTH} characters`,
  sendFailed: 'Your report could not be sent. Please try again.',
} as const;
