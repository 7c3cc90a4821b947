const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch of a YYYY-MM-DD calendar date at UTC midnight, or null. */
export function isoDateToUtc(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match;
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

// Spelled out rather than built with Intl.DateTimeFormat: creating a formatter loads ICU's locale
// data, which cost ~20 ms of main thread on first load on a mid-range phone, for one fixed format.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function formatLongDate(iso: string): string {
  const utc = isoDateToUtc(iso);
  if (utc === null) return iso;
  const date = new Date(utc);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
