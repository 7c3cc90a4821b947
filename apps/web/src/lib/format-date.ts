const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch of a YYYY-MM-DD calendar date at UTC midnight, or null. */
export function isoDateToUtc(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match;
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Hansard views show dates in en-GB long form (spec §9): "14 February 2012". */
export function formatLongDate(iso: string): string {
  const utc = isoDateToUtc(iso);
  return utc === null ? iso : longDate.format(utc);
}
