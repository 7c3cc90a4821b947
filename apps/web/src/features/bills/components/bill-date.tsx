import { useHydrated } from '../../../lib/use-hydrated';
import { formatBillDate } from '../lib/format-bill-date';

/**
 * A bill date in the browser's default locale (spec §9). The server cannot know that locale, so the
 * page arrives with the en-GB form and the browser reformats it once hydrated; the ISO date is in
 * `datetime` throughout.
 */
export function BillDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{formatBillDate(iso, hydrated ? undefined : 'en-GB')}</time>;
}
