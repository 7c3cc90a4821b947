// Record ids are readable slugs. The pattern lives here, without zod, so the web app can check a
// link's id before it asks the API, and the schemas below build on the same rule.
export const SLUG_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const SLUG_ID_MESSAGE = 'must contain only lower-case letters, digits and hyphens';
export const HANSARD_ID_MAX_LENGTH = 120;
export const BILL_ID_MAX_LENGTH = 160;

function isSlugId(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= maxLength && SLUG_ID_PATTERN.test(value);
}

export function isHansardId(value: unknown): value is string {
  return isSlugId(value, HANSARD_ID_MAX_LENGTH);
}

export function isBillId(value: unknown): value is string {
  return isSlugId(value, BILL_ID_MAX_LENGTH);
}
