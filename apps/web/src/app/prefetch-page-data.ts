import { LIMITS, type PageDataSource } from '@kakyere/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { billJourneyQueryKey, isValidBillId } from '../features/bills/api/get-bill-journey';
import { billsQueryKey } from '../features/bills/api/get-bills';
import { feedFirstPageQueryKey } from '../features/feed/api/get-feed';
import { readBillQuery } from '../features/bills/lib/bill-query';

/**
 * Fills the server's query cache with what the page at `url` shows first, under the keys the
 * browser's hooks use. Pages not listed here render their loading state and fetch in the browser.
 */
export async function prefetchPageData(queryClient: QueryClient, url: URL, data: PageDataSource): Promise<void> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/') {
    queryClient.setQueryData(feedFirstPageQueryKey, await data.hansards(LIMITS.feedPageSize));
    return;
  }
  if (path === '/bills') {
    const query = readBillQuery(url.searchParams);
    queryClient.setQueryData(billsQueryKey(query), await data.bills(query));
    return;
  }
  const bill = /^\/bills\/([^/]+)$/.exec(path);
  if (bill) {
    // The router has decoded the address; a malformed one (%E0%A4) matches no bill.
    const id = safeDecode(bill[1]!);
    if (id === null || !isValidBillId(id)) return;
    const journey = await data.billJourney(id);
    // An unknown bill is left to the browser, which asks and shows 'Bill not found' (the page is a 404).
    if (journey) queryClient.setQueryData(billJourneyQueryKey(id), journey);
  }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
