/** The locale dates are written in when none of the reader's languages is one Intl can format. */
export const DEFAULT_DATE_LOCALE = 'en-GB';

/**
 * The locale to write a reader's dates in: the first of their language tags (most preferred first:
 * the request's Accept-Language on the server, navigator.languages in the browser) that Intl can
 * format dates in, as Intl resolves it (`en-ZZ` → `en`); DEFAULT_DATE_LOCALE when there is none.
 * Only the language, script and region count: an extension such as `-u-ca-buddhist` could change
 * the calendar, and would multiply the copies of a page the server keeps.
 */
export function pickDateLocale(tags: Iterable<string>): string {
  for (const tag of tags) {
    let base: string;
    try {
      base = new Intl.Locale(tag.trim()).baseName;
    } catch {
      continue; // `*`, private-use and malformed tags
    }
    const [supported] = Intl.DateTimeFormat.supportedLocalesOf(base);
    if (supported) return new Intl.DateTimeFormat(supported).resolvedOptions().locale;
  }
  return DEFAULT_DATE_LOCALE;
}
