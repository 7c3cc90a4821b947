import { useDateLocale } from '../../../lib/date-locale';
import { formatBillDate } from '../lib/format-bill-date';

/**
 * A bill date in the reader's locale (spec §9), with the month named. The server writes it in the
 * locale of the request's Accept-Language and the page's state tells the browser which, so the
 * hydrated page shows the same text; the ISO date is in `datetime`.
 */
export function BillDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatBillDate(iso, useDateLocale())}</time>;
}
