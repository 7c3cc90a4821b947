import { LIMITS, type PageDataSource, PAGES } from '@kakyere/contract/constants';
import type { SignedInUser } from '@kakyere/contract';
import { profileQueryKey } from '../features/accounts/api/query-keys';
import { managedSubscriptionQueryKey } from '../features/alerts/api/query-keys';
import type { QueryClient } from '@tanstack/react-query';
import { billJourneyQueryKey, isValidBillId } from '../features/bills/api/get-bill-journey';
import { billsFirstPageQueryKey, billsQueryKey } from '../features/bills/api/get-bills';
import { feedFirstPageQueryKey } from '../features/feed/api/get-feed';
import { hansardPreviewQueryKey, isValidHansardId } from '../features/hansards/api/get-hansard';
import { hansardListFirstPageQueryKey } from '../features/hansards/api/get-hansards';
import { billSearchLimit, readBillQuery } from '../features/bills/lib/bill-query';
import { billSectionsQueryKey, postedOpinionQueryKey } from '../features/legal-opinions/api/get-bill-sections';

/**
 * Fills the server's query cache with what the page at `url` shows first, under the keys the
 * browser's hooks use. Pages not listed here render their loading state and fetch in the browser.
 */
export async function prefetchPageData(queryClient: QueryClient, url: URL, data: PageDataSource, user: SignedInUser | null = null): Promise<void> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/profile') {
    // The reader's own profile, in their page (rendered for them alone, never cached).
    const profile = user ? await data.profile(user.uid) : null;
    if (profile) queryClient.setQueryData(profileQueryKey, profile);
    return;
  }
  if (path === PAGES.manageAlerts.path) {
    // The subscription an e-mailed link is for, in its page (rendered for that link alone, never
    // cached); a bad or expired link is left to the browser, which asks and says so.
    const token = url.searchParams.get('token')?.trim() ?? '';
    const subscription = token ? await data.managedSubscription(token) : null;
    if (subscription) queryClient.setQueryData(managedSubscriptionQueryKey(token), subscription);
    return;
  }
  if (path === '/') {
    queryClient.setQueryData(feedFirstPageQueryKey, await data.hansards(LIMITS.feedPageSize));
    return;
  }
  const hansard = /^\/hansards(?:\/([^/]+))?$/.exec(path);
  if (hansard) {
    // The list's first cards; on a sitting's own address, the sitting too (its transcript follows).
    const id = hansard[1] === undefined ? null : safeDecode(hansard[1]);
    const [first, preview] = await Promise.all([
      data.hansards(LIMITS.hansardListFirstRender),
      id !== null && isValidHansardId(id) ? data.hansard(id) : null,
    ]);
    queryClient.setQueryData(hansardListFirstPageQueryKey, first);
    // null says there is no such sitting, so the page shows 'Hansard not found' without JavaScript too.
    if (id !== null) queryClient.setQueryData(hansardPreviewQueryKey(id), preview);
    return;
  }
  if (path === '/bills') {
    const query = readBillQuery(url.searchParams);
    const list = await data.bills({ ...query, limit: billSearchLimit(query) });
    // A long list arrives with its first cards (the rest follow after hydration); ?all=1 asks for
    // every card (and a search's every match), which is how a reader without JavaScript reaches them.
    if (list.bills.length <= LIMITS.billListFirstRender || url.searchParams.get('all') === '1') {
      queryClient.setQueryData(billsQueryKey(query), list);
    } else {
      queryClient.setQueryData(billsFirstPageQueryKey(query), { bills: list.bills.slice(0, LIMITS.billListFirstRender), total: list.total });
    }
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
    if (journey && url.searchParams.get('tab') === 'legal-opinion') {
      // The tab's starter questions, and the answer to a question posted without JavaScript.
      const opinionId = url.searchParams.get('opinion');
      const [sections, opinion] = await Promise.all([
        data.billSections(id),
        opinionId && /^[0-9a-f-]{36}$/i.test(opinionId) ? data.legalOpinion(id, opinionId) : null,
      ]);
      if (sections) queryClient.setQueryData(billSectionsQueryKey(id), sections);
      if (opinionId && opinion) queryClient.setQueryData(postedOpinionQueryKey(id, opinionId), opinion);
    }
  }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
