const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Bill screens show dates in the browser's default locale (spec §9), as toLocaleDateString()
 * does. The YYYY-MM-DD date is read as a local calendar day, so no time zone moves it a day.
 * `locales` is for tests.
 */
export function formatBillDate(iso: string, locales?: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  return formatterFor(locales).format(new Date(Number(y), Number(m) - 1, Number(d)));
}

// toLocaleDateString() builds a formatter on every call, which a slow phone feels over a list of
// cards; one formatter per locale gives the same text (its defaults are toLocaleDateString's).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(locales: string | undefined): Intl.DateTimeFormat {
  const key = locales ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locales);
    formatters.set(key, formatter);
  }
  return formatter;
}
