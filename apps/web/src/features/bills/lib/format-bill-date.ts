const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A bill date in the reader's locale, with the month named ("16 Dec 2021" in en-GB, "Dec 16, 2021"
 * in en-US): an all-numeric date such as 12/16/2021 reads differently in Ghana and in the US. The
 * YYYY-MM-DD date is a calendar day, formatted in UTC so no time zone moves it a day.
 */
export function formatBillDate(iso: string, locale: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  return formatterFor(locale).format(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))));
}

// A formatter is slow to build, which a slow phone feels over a list of cards: one per locale.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter;
}
