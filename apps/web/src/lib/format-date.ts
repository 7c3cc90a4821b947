import { MONTH_NAMES } from '@kakyere/contract/constants';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch of a YYYY-MM-DD calendar date at UTC midnight, or null. */
export function isoDateToUtc(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match;
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

export function formatLongDate(iso: string): string {
  const utc = isoDateToUtc(iso);
  if (utc === null) return iso;
  const date = new Date(utc);
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
